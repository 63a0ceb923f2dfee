import { deleteExpiredSessions } from "~/models/session.server";
import { defineJob, nowOf, type ClockData } from "./types";

/** Expired server-side sessions are deleted every hour (issue 11 §2). */
export const SESSION_CLEANUP = "session-cleanup";

export async function runSessionCleanup(data: ClockData = {}) {
  return { deleted: await deleteExpiredSessions(nowOf(data)) };
}

export const sessionJobs = [
  defineJob<ClockData>({
    name: SESSION_CLEANUP,
    handler: runSessionCleanup,
    schedule: "17 * * * *",
    queue: { policy: "stately", retryLimit: 0 },
  }),
];
