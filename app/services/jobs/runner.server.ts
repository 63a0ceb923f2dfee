import type { PgBoss } from "pg-boss";
import { returnToOutbox, takeFromOutbox, type OutboxJob } from "~/models/job-outbox.server";
import { logger } from "~/platform/logger.server";

/** The process's started job runner (set by startJobs in registry.server.ts), for routes to enqueue on. */
let running: PgBoss | undefined;

export function setRunner(boss: PgBoss | undefined) {
  running = boss;
}

export function currentRunner() {
  return running;
}

/**
 * For routes: hand work to the runner. Without a runner (tests, scripts) nothing is sent: every
 * job here is also covered by a schedule (the lifecycle sweep), so the work still happens.
 */
export async function enqueue(name: string, data: object) {
  if (!running) return null;
  try {
    return await running.send(name, data);
  } catch (err) {
    // the page's own write succeeded; the sweep picks the campaign up within a minute
    logger.warn({ err, queue: name }, "could not enqueue a job");
    return null;
  }
}

/** How often a started runner looks for outbox jobs that no request sent (its own or another instance's). */
export const OUTBOX_DRAIN_MS = 2_000;

/**
 * Sends the outbox's jobs (written in the transaction of the change that needs them, issue 36 §10)
 * to pg-boss. Called after such a change commits, when the runner starts, and every
 * OUTBOX_DRAIN_MS; without a runner the jobs wait in the outbox. A job that cannot be sent goes
 * back. Returns how many were sent.
 */
export async function drainOutbox(): Promise<number> {
  const boss = running;
  if (!boss) return 0;
  let sent = 0;
  for (;;) {
    const jobs = await takeFromOutbox();
    if (jobs.length === 0) return sent;
    const failed: OutboxJob[] = [];
    for (const job of jobs) {
      try {
        await boss.send(job.queue, job.data);
        sent++;
      } catch (err) {
        logger.warn({ err, queue: job.queue }, "could not send an outbox job");
        failed.push(job);
      }
    }
    if (failed.length > 0) {
      await returnToOutbox(failed);
      return sent;
    }
  }
}
