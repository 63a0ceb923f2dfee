import type { Queue } from "pg-boss";

/**
 * One background job (docs/conventions/architecture-decisions.md §7): a queue name, its handler and, for recurring work, a cron
 * schedule (UTC) that pg-boss fires once across all instances. Handlers are idempotent and take an
 * optional `now` (ISO) in their data so tests move the clock through the queue as well.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  handler: (data: Data) => Promise<unknown>;
  /** cron expression (minute resolution, UTC) */
  schedule?: string;
  /** also run once in this process when it starts, before serving (the boot used to do this) */
  runAtStart?: boolean;
  /** seconds between polls of this queue by this instance's worker */
  pollingIntervalSeconds?: number;
  queue?: Omit<Queue, "name">;
}

/** Data every handler accepts: the time to act at, so a test can move the clock. */
export interface ClockData {
  now?: string;
}

export function nowOf(data: ClockData | null | undefined) {
  const now = data?.now ? new Date(data.now) : new Date();
  return Number.isNaN(now.getTime()) ? new Date() : now;
}

/** Keeps the handler's data type while listing definitions of different data side by side. */
export function defineJob<Data extends object>(job: JobDefinition<Data>): JobDefinition {
  return job as unknown as JobDefinition;
}
