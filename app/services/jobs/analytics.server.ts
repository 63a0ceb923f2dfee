import { rollUpEvents } from "~/models/analytics.server";
import { defineJob, nowOf, type ClockData } from "./types";

/**
 * Analytics rollups (issue 14 §2): every minute, the events after the cursor are folded into the
 * rollups the screens read. One run at a time across instances (singleton policy + the cursor row
 * locked FOR UPDATE), so an event is never counted twice.
 */
export const ANALYTICS_ROLLUP = "analytics-rollup";

export async function runAnalyticsRollup(data: ClockData = {}) {
  const events = await rollUpEvents({ now: nowOf(data) });
  return { events };
}

export const analyticsJobs = [
  defineJob<ClockData>({
    name: ANALYTICS_ROLLUP,
    handler: runAnalyticsRollup,
    schedule: "* * * * *",
    runAtStart: true,
    queue: { policy: "stately", retryLimit: 1, expireInSeconds: 900 },
  }),
];
