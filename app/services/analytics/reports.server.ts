import type { Page } from "~/models/analytics-sections.server";
import {
  channelPerformanceLive,
  clicksPerCampaignLive,
  geolocationLive,
  jobPagePerformanceLive,
  jobsOverviewLive,
  campaignsOfPages,
  jobTitlesOfCampaigns,
  LIVE_SECTIONS,
  overallPerformanceLive,
  performanceByDateLive,
  PERIOD_TOTALS_ROWS,
  precomputed,
  sourcesFunnelLive,
  type Scope,
} from "~/models/analytics-reports.server";
import {
  clicksPerCampaignFromSets,
  jobPagePerformanceFromSets,
  performanceByDateFromSets,
  visitorSetState,
  type SetState,
} from "~/models/analytics-visitor-sets.server";
import {
  channelPerformanceFromSets,
  geolocationFromSets,
  jobsOverviewFromSets,
  overallPerformanceFromSets,
  sourcesFunnelFromSets,
} from "./visitor-set-counts.server";

/**
 * The company overview's sections (spec 2 §3, §7), each answered the cheapest exact way: the
 * totals a job precomputed for a period preset (docs/decisions/022), else the visitor sets once the
 * company's are built (docs/decisions/025), else counted live over the rollups
 * (models/analytics-reports.server.ts). A campaign's scope is always counted live. This choice
 * lives in a service because two of its ways count visitor sets on the counting thread, which a
 * model may not call (docs/decisions/073); the figures are the same whichever way answers.
 */

/** A company-wide section counted from the visitor sets, once the company's sets are built. */
async function fromSets<T>(scope: Scope, count: (scope: Scope & { state: SetState }) => Promise<T>): Promise<T | undefined> {
  if (scope.campaignId) return undefined;
  const state = await visitorSetState(scope.companyId);
  return state.ready ? count({ ...scope, state }) : undefined;
}

/** A page of a precomputed list, when the stored rows reach that far. */
function pageOf<T, K extends string>(stored: ({ total: number } & Record<K, T[]>) | undefined, key: K, page: Page) {
  if (!stored) return undefined;
  const list = stored[key];
  if (page.offset + page.limit > list.length && list.length < stored.total) return undefined;
  return { ...stored, [key]: list.slice(page.offset, page.offset + page.limit) } as { total: number } & Record<K, T[]>;
}

export async function overallPerformance(scope: Scope) {
  return (
    (await precomputed<Awaited<ReturnType<typeof overallPerformanceLive>>>(scope, "overall")) ??
    (await fromSets(scope, overallPerformanceFromSets)) ??
    overallPerformanceLive(scope)
  );
}

export async function performanceByDate(scope: Scope) {
  return (
    (await precomputed<Awaited<ReturnType<typeof performanceByDateLive>>>(scope, "by-date")) ??
    (await fromSets(scope, performanceByDateFromSets)) ??
    performanceByDateLive(scope)
  );
}

export async function sourcesFunnel(scope: Scope, split: "source" | "campaign" = "source") {
  if (split === "campaign") return sourcesFunnelLive(scope, split);
  return (
    (await precomputed<Awaited<ReturnType<typeof sourcesFunnelLive>>>(scope, "sources")) ??
    (await fromSets(scope, sourcesFunnelFromSets)) ??
    sourcesFunnelLive(scope, split)
  );
}

export async function channelPerformance(scope: Scope, page: Page) {
  return (
    pageOf(await precomputed<Awaited<ReturnType<typeof channelPerformanceLive>>>(scope, "channels"), "channels", page) ??
    (await fromSets(scope, (s) => channelPerformanceFromSets(s, page))) ??
    channelPerformanceLive(scope, page)
  );
}

export async function geolocation(scope: Scope) {
  return (
    (await precomputed<Awaited<ReturnType<typeof geolocationLive>>>(scope, "geo")) ??
    (await fromSets(scope, geolocationFromSets)) ??
    geolocationLive(scope)
  );
}

export async function clicksPerCampaign(scope: Scope, page: Page) {
  return (
    pageOf(await precomputed<Awaited<ReturnType<typeof clicksPerCampaignLive>>>(scope, "clicks"), "campaigns", page) ??
    (await fromSets(scope, (s) => clicksPerCampaignFromSets(s, page))) ??
    clicksPerCampaignLive(scope, page)
  );
}

export async function jobsOverview(scope: Scope, page: Page) {
  return (
    pageOf(await precomputed<Awaited<ReturnType<typeof jobsOverviewLive>>>(scope, "jobs"), "jobs", page) ??
    (await fromSets(scope, (s) => jobsOverviewFromSets(s, page))) ??
    jobsOverviewLive(scope, page)
  );
}

type JobPages = Awaited<ReturnType<typeof jobPagePerformanceLive>>;

/** Job pages, each named after the job of the campaign that brought its visitors. */
export async function jobPagePerformance(scope: Omit<Scope, "campaignId">, page: Page) {
  const result: JobPages =
    pageOf(await precomputed<JobPages>(scope, "job-pages"), "jobPages", page) ??
    (await fromSets(scope, (s) => jobPagePerformanceFromSets(s, page))) ??
    (await jobPagePerformanceLive(scope, page));
  const campaignOf = await campaignsOfPages(scope, result.jobPages.map((p) => p.page));
  const titles = await jobTitlesOfCampaigns(scope.companyId, [...new Set(campaignOf.values())]);
  return {
    ...result,
    jobPages: result.jobPages.map((p) => ({ ...p, jobTitle: titles.get(campaignOf.get(p.page) ?? "") ?? null })),
  };
}

const ALL_ROWS = { offset: 0, limit: PERIOD_TOTALS_ROWS };
const SETS_SECTIONS: Record<string, (scope: Scope) => Promise<unknown>> = {
  overall: overallPerformanceFromSets,
  "by-date": performanceByDateFromSets,
  sources: sourcesFunnelFromSets,
  channels: (scope) => channelPerformanceFromSets(scope, ALL_ROWS),
  geo: geolocationFromSets,
  clicks: (scope) => clicksPerCampaignFromSets(scope, ALL_ROWS),
  jobs: (scope) => jobsOverviewFromSets(scope, ALL_ROWS),
  "job-pages": (scope) => jobPagePerformanceFromSets(scope, ALL_ROWS),
};

/**
 * What the period-totals job stores per section: counted from the visitor sets once the company's
 * are ready (seconds for all presets instead of minutes), else live. Same figures either way.
 */
export const PERIOD_TOTALS_SECTIONS: Record<string, (scope: Scope) => Promise<unknown>> = Object.fromEntries(
  Object.entries(LIVE_SECTIONS).map(([name, live]) => [
    name,
    async (scope: Scope) => (await fromSets(scope, SETS_SECTIONS[name])) ?? (await live(scope)),
  ]),
);
