import { PgBoss, fromPglite } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import { logger } from "../logger.server";
import { analyticsJobs } from "./analytics.server";
import { campaignJobs } from "./campaigns.server";
import { vacancyJobs } from "./vacancies.server";
import { jobdescJobs } from "./jobdesc.server";
import { sessionJobs } from "./sessions.server";
import { trackRecordJobs } from "./track-records.server";
import { currentRunner, setRunner } from "./runner.server";
import type { JobDefinition } from "./types";

/**
 * The one place that runs background work (ARCHITECTURE §7): pg-boss inside our own database, on
 * PGlite through pg-boss's PGlite adapter sharing the app's instance (PGlite has one connection)
 * and on PostgreSQL through the connection string. Every instance works every queue; pg-boss claims
 * each job with SKIP LOCKED and fires each schedule once across instances.
 *
 * Only the server's boot starts it. Tests call the handlers directly, or build their own boss with
 * `createBoss` + `registerJobs` when they test the queue.
 */
export const JOBS: readonly JobDefinition[] = [...campaignJobs, ...trackRecordJobs, ...sessionJobs, ...analyticsJobs, ...vacancyJobs, ...jobdescJobs];

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

/** Called once from the server's boot, after migrations. */
export async function startJobs(handle: DatabaseHandle) {
  if (currentRunner()) return;
  const boss = createBoss(handle);
  await boss.start();
  await registerJobs(boss);
  // what the boot used to do at once (track records before the first page), in this process
  for (const job of JOBS) {
    if (job.runAtStart)
      await job
        .handler({})
        .catch((err: unknown) => logger.error({ err, queue: job.name }, "job failed at start"));
  }
  setRunner(boss);
  logger.info({ queues: JOBS.map((j) => j.name) }, "job runner started");
}

/** Graceful stop: active jobs finish (up to 10 s), then no more polling. Before the database closes. */
export async function stopJobs() {
  const boss = currentRunner();
  setRunner(undefined);
  if (boss) await boss.stop({ graceful: true, timeout: 10_000 });
}
