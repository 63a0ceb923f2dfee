import { deleteExpiredSessions } from "~/models/session.server";
import { deleteOldSubmissions } from "~/models/form-submission.server";
import { SUBMISSION_KEEP_MS } from "../http/once.server";
import { defineJob, nowOf, type ClockData } from "./types";

/** Expired server-side sessions, and form-submission keys older than a day, are deleted every hour (issue 11 §2, 36 §6). */
export const SESSION_CLEANUP = "session-cleanup";

export async function runSessionCleanup(data: ClockData = {}) {
  const now = nowOf(data);
  const submissions = await deleteOldSubmissions(new Date(now.getTime() - SUBMISSION_KEEP_MS));
  return { deleted: await deleteExpiredSessions(now), submissions };
}

export const sessionJobs = [
  defineJob<ClockData>({
    name: SESSION_CLEANUP,
    handler: runSessionCleanup,
    schedule: "17 * * * *",
    queue: { policy: "stately", retryLimit: 0 },
  }),
];
