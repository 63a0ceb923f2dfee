import { refreshPeriodTotals } from "~/services/analytics/period-totals.server";
import { rollUpEvents } from "~/models/analytics.server";
import { buildVisitorSets } from "~/models/analytics-visitor-sets-build.server";
import { getEnv } from "~/platform/env.server";
import { defineJob, nowOf, type ClockData } from "./types";

/**
 * Analytics rollups (issue 14 §2): every minute, the events after the cursor are folded into the
 * rollups the screens read. One run at a time across instances (singleton policy + the cursor row
 * locked FOR UPDATE), so an event is never counted twice.
 */
export const ANALYTICS_ROLLUP = "analytics-rollup";
/** Big companies' overview totals for the period presets (docs/decisions/022), after the rollup. */
export const ANALYTICS_PERIOD_TOTALS = "analytics-period-totals";
/** Big companies' visitor sets (docs/decisions/025): the days the rollup marked, every minute. */
export const ANALYTICS_VISITOR_SETS = "analytics-visitor-sets";

export async function runAnalyticsRollup(data: ClockData = {}) {
  const events = await rollUpEvents({ now: nowOf(data) });
  return { events };
}

export async function runAnalyticsPeriodTotals(data: ClockData = {}) {
  const env = getEnv();
  const companies = await refreshPeriodTotals({
    now: nowOf(data),
    minEvents: env.ANALYTICS_PERIOD_TOTALS_MIN_EVENTS,
    refreshMs: env.ANALYTICS_PERIOD_TOTALS_REFRESH_MINUTES * 60_000,
  });
  return { companies };
}

export async function runAnalyticsVisitorSets(data: ClockData = {}) {
  const days = await buildVisitorSets({
    now: nowOf(data),
    minEvents: getEnv().ANALYTICS_PERIOD_TOTALS_MIN_EVENTS,
  });
  return { days };
}

export const analyticsJobs = [
  defineJob<ClockData>({
    name: ANALYTICS_ROLLUP,
    handler: runAnalyticsRollup,
    schedule: "* * * * *",
    runAtStart: true,
    queue: { policy: "stately", retryLimit: 1, expireInSeconds: 900 },
  }),
  // its own queue, so a long recount never holds up the minute's rollup
  defineJob<ClockData>({
    name: ANALYTICS_PERIOD_TOTALS,
    handler: runAnalyticsPeriodTotals,
    schedule: "*/5 * * * *",
    queue: { policy: "stately", retryLimit: 1, expireInSeconds: 3600 },
  }),
  // its own queue too: a company's first build reads every day it has
  defineJob<ClockData>({
    name: ANALYTICS_VISITOR_SETS,
    handler: runAnalyticsVisitorSets,
    schedule: "* * * * *",
    queue: { policy: "stately", retryLimit: 1, expireInSeconds: 3600 },
  }),
];
