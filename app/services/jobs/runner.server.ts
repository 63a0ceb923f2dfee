import type { PgBoss } from "pg-boss";
import { logger } from "../logger.server";

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
