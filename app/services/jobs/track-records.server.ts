import { refreshTrackRecords } from "~/models/campaign-performance.server";
import { defineJob, nowOf, type ClockData } from "./types";

/**
 * Campaign results feed the channels' track records (recommendation ranking): at start and every
 * hour. Was a setInterval per process; a schedule runs it once per hour across all instances.
 */
export const TRACK_RECORD_REFRESH = "track-record-refresh";

export async function runTrackRecordRefresh(data: ClockData = {}) {
  await refreshTrackRecords(nowOf(data));
  return { refreshed: true };
}

export const trackRecordJobs = [
  defineJob<ClockData>({
    name: TRACK_RECORD_REFRESH,
    handler: runTrackRecordRefresh,
    schedule: "0 * * * *",
    runAtStart: true,
    queue: { policy: "stately", retryLimit: 1, expireInSeconds: 600 },
  }),
];
