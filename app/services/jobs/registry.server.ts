import { PgBoss, fromPglite } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import { registerGauge } from "~/platform/metrics/metrics.server";
import { logger } from "~/platform/logger.server";
import { analyticsJobs } from "./analytics.server";
import { applicationJobs } from "./applications.server";
import { campaignJobs } from "./campaigns.server";
import { vacancyJobs } from "./vacancies.server";
import { jobdescJobs } from "./jobdesc.server";
import { sessionJobs } from "./sessions.server";
import { trackRecordJobs } from "./track-records.server";
import { currentRunner, drainOutbox, OUTBOX_DRAIN_MS, setRunner } from "./runner.server";
import type { JobDefinition } from "./types";

/**
 * The one place that runs background work (docs/conventions/architecture-decisions.md §7): pg-boss inside our own database, on
 * PGlite through pg-boss's PGlite adapter sharing the app's instance (PGlite has one connection)
 * and on PostgreSQL through the connection string. Every instance works every queue; pg-boss claims
 * each job with SKIP LOCKED and fires each schedule once across instances.
 *
 * Only the server's boot starts it. Tests call the handlers directly, or build their own boss with
 * `createBoss` + `registerJobs` when they test the queue.
 */
export const JOBS: readonly JobDefinition[] = [
  ...campaignJobs,
  ...trackRecordJobs,
  ...sessionJobs,
  ...analyticsJobs,
  ...vacancyJobs,
  ...jobdescJobs,
  ...applicationJobs,
];

export function createBoss(
  handle: DatabaseHandle,
  options: { instanceName?: string; cronMonitorIntervalSeconds?: number } = {},
) {
  const common = {
    instanceName: options.instanceName,
    // schedules are checked every 30 s by default; 15 keeps a minute's sweep close to its minute
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 15,
  };
  const boss = handle.pglite
    ? new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: "pglite" })
    : new PgBoss({ ...common, connectionString: handle.connectionString, max: 3 });
  // an EventEmitter "error" without a listener would crash the process
  boss.on("error", (err: unknown) => logger.error({ err }, "job runner error"));
  // slow queries, backlogs, clock skew: worth seeing in the logs, not worth failing for
  boss.on("warning", (warning) => logger.warn({ warning }, "job runner warning"));
  return boss;
}

/** A job run that takes this long is logged at info level (debug otherwise). */
const SLOW_JOB_MS = 1000;

/** Creates the queues, then (unless `workers: false`) starts a worker per queue and the schedules. */
export async function registerJobs(
  boss: PgBoss,
  jobs: readonly JobDefinition[] = JOBS,
  options: { workers?: boolean; schedules?: boolean } = {},
) {
  for (const job of jobs) {
    if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name, job.queue);
  }
  if (options.workers !== false) {
    for (const job of jobs) {
      await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 5 },
        async ([item]) => {
          const started = performance.now();
          const result = await job.handler(item.data ?? {});
          // a slow run is worth a line: on PGlite (one connection) it holds up every page meanwhile
          const ms = Math.round(performance.now() - started);
          logger[ms >= SLOW_JOB_MS ? "info" : "debug"]({ queue: job.name, ms }, "job done");
          return result;
        },
      );
    }
  }
  if (options.schedules !== false) {
    for (const job of jobs) {
      if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: "UTC" });
    }
  }
}

/** The runner's start that startJobs began, so that a stop waits for it (or cancels its wait). */
let starting: Promise<void> | undefined;
let startNow: (() => void) | undefined;
let stopping = false;

/**
 * How long after the boot pg-boss starts: its start, queues and schedules (about 20 statements)
 * took 0.45 s of a 3.2 s warm start on PGlite, and run beside the first page they made it 0.1–0.2 s
 * slower (issue 10). The first pages come first.
 */
export const JOBS_START_DELAY_MS = 1_000;

/**
 * Called once from the server's boot, after migrations. The jobs marked `runAtStart` run now, so
 * the first page sees fresh track records and campaign states; pg-boss starts JOBS_START_DELAY_MS
 * later, behind the boot (`started`). Until it runs a page loses nothing: enqueue() and a vacancy
 * fetch fall back as they do without a runner, and the schedules fire at their next minute.
 */
export async function startJobs(
  handle: DatabaseHandle,
  options: { /** instead of the delay (tests) */ after?: Promise<unknown> } = {},
): Promise<{ started: Promise<void> }> {
  if (currentRunner() || starting) return { started: jobsStarted() };
  for (const job of JOBS) {
    if (job.runAtStart)
      await job
        .handler({})
        .catch((err: unknown) => logger.error({ err, queue: job.name }, "job failed at start"));
  }
  stopping = false;
  const delay = new Promise<void>((resolve) => {
    const timer = options.after ? undefined : setTimeout(resolve, JOBS_START_DELAY_MS);
    void options.after?.then(() => resolve());
    startNow = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  const started = delay
    .then(() => (stopping ? undefined : startRunner(handle)))
    .finally(() => {
      starting = undefined;
      startNow = undefined;
    });
  starting = started.catch(() => undefined);
  return { started };
}

let outboxTimer: NodeJS.Timeout | undefined;

async function drainQuietly() {
  await drainOutbox().catch((err: unknown) => logger.warn({ err }, "outbox drain failed"));
}

async function startRunner(handle: DatabaseHandle) {
  const boss = createBoss(handle);
  await boss.start();
  await registerJobs(boss);
  setRunner(boss);
  registerGauge("hirewave_job_queue_depth", "Jobs queued (ready, deferred or blocked) per job queue", "queue", async () =>
    Object.fromEntries((await boss.getQueues()).map((queue) => [queue.name, queue.queuedCount])),
  );
  // what was ordered before the runner ran (or on an instance that stopped) goes out now
  await drainQuietly();
  outboxTimer = setInterval(() => void drainQuietly(), OUTBOX_DRAIN_MS);
  outboxTimer.unref();
  logger.info({ queues: JOBS.map((j) => j.name) }, "job runner started");
}

/** Resolves once a start that startJobs began has ended, whether or not the runner runs. */
export function jobsStarted() {
  return starting ?? Promise.resolve();
}

/** Graceful stop: active jobs finish (up to 10 s), then no more polling. Before the database closes. */
export async function stopJobs() {
  // a stop during the delay: the runner does not start at all
  stopping = true;
  startNow?.();
  await jobsStarted();
  const boss = currentRunner();
  clearInterval(outboxTimer);
  setRunner(undefined);
  if (boss) await boss.stop({ graceful: true, timeout: 10_000 });
}
