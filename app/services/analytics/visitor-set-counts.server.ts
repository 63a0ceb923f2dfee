import roaring from "roaring";
import { conversionRate } from "~/lib/analytics/maths";
import { CONVERSION_STEP, FUNNEL_STEPS, stepsUpTo } from "~/lib/analytics/steps";
import { logger } from "~/platform/logger.server";
import type { Page } from "~/models/analytics-sections.server";
import {
  cacheBytes,
  campaignJobs,
  channelPageOfCounts,
  clearSetCache,
  clicksPerCampaignId,
  eventsPerSource,
  fetchSegments,
  jobPageOfCounts,
  periodSets,
  planSegments,
  SET_DIMS,
  type Bitmap,
  type CompanyScope,
} from "~/models/analytics-visitor-sets.server";
import { clearCountingWorker, countingWorker, type CountingWorker } from "./analytics-union-client.server";
import { unionSize } from "./analytics-union-size.server";

const { RoaringBitmap32 } = roaring;

/**
 * The company-wide sections that count unions of visitor sets (docs/decisions/025, 026): the
 * model (models/analytics-visitor-sets.server.ts) reads the stored sets and the rows around them;
 * here their unions are counted — on the counting thread when there is one, else on this thread —
 * and the counted figures ordered and paged. Why here and not in the model: counting talks to a
 * worker thread, and models run SQL only (docs/decisions/073). Each section returns exactly what
 * the live query of models/analytics-reports.server.ts returns for a company-wide scope.
 */

/** Empties this instance's set caches, the counting thread's too (the bench measures cold reads). */
export function clearVisitorSetCache() {
  clearSetCache();
  clearCountingWorker();
}

/**
 * Distinct visitors per key (or group of keys) over the period, per dimension asked for: on the
 * counting thread when there is one (docs/decisions/026), so the sections of a screen count on two
 * cores; on the main thread otherwise, or when the worker fails.
 */
async function unionSizes(
  scope: CompanyScope,
  dims: string[],
  groupOf?: Map<string, string>,
): Promise<Map<string, Map<string, number>>> {
  const worker = countingWorker(cacheBytes());
  if (worker) {
    try {
      return await countInWorker(worker, scope, dims, groupOf);
    } catch (error) {
      logger.warn({ err: error }, "analytics: counting on the main thread");
    }
  }
  const sets = await periodSets(scope, dims, groupOf);
  return new Map(
    [...sets].map(([dim, byKey]) => [dim, new Map([...byKey].map(([key, list]) => [key, unionSize(list)]))]),
  );
}

async function countInWorker(
  worker: CountingWorker,
  scope: CompanyScope,
  dims: string[],
  groupOf?: Map<string, string>,
) {
  const segments = await planSegments(scope, dims);
  const over = segments.filter((g) => g.cacheKey !== null);
  // the worker may drop an entry between its answer and the count (another request's rows
  // filled its cache): then it asks again, and a second miss fetches everything
  for (let attempt = 0; attempt < 2; attempt++) {
    const asked = attempt === 0 ? await worker.ask({ type: "missing", keys: over.map((g) => g.cacheKey!) }) : undefined;
    if (asked && "error" in asked) throw new Error(asked.error);
    const missing = new Set(asked && "missing" in asked ? asked.missing : over.map((g) => g.cacheKey!));
    const wanted = segments.filter((g) => g.cacheKey === null || missing.has(g.cacheKey));
    const reply = await worker.ask({
      type: "count",
      dims,
      cached: over.filter((g) => !missing.has(g.cacheKey!)).map((g) => [g.cacheKey!, g.dim]),
      fetched: wanted.flatMap((g) => (g.cacheKey ? [g.cacheKey] : [])),
      rows: await fetchSegments(scope, dims, wanted),
      groupOf: groupOf ? [...groupOf] : null,
    });
    if ("error" in reply) throw new Error(reply.error);
    if ("sizes" in reply) return new Map(reply.sizes.map(([dim, sizes]) => [dim, new Map(sizes)]));
  }
  throw new Error("the counting worker kept losing its cached sets");
}

export async function overallPerformanceFromSets(scope: CompanyScope) {
  const [sets, events] = await Promise.all([
    unionSizes(scope, [SET_DIMS.all, SET_DIMS.converted]),
    eventsPerSource(scope),
  ]);
  const visitors = sets.get(SET_DIMS.all)!.get("") ?? 0;
  const converted = sets.get(SET_DIMS.converted)!.get("") ?? 0;
  return {
    uniqueVisitors: visitors,
    uniqueVisitorsConverted: converted,
    uniqueVisitorsConvertedRate: conversionRate(converted, visitors),
    trafficSourcesCount: events.filter((e) => Number(e.size) > 0).length,
    events: events.reduce((t, e) => t + Number(e.size), 0),
  };
}

interface SourceFunnel {
  id: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
  steps: Record<string, number>;
}

/** The funnel per source: unions of the (source, step) sets, per source, per step and overall. */
export async function sourcesFunnelFromSets(scope: CompanyScope) {
  const sets = (await periodSets(scope, [SET_DIMS.sourceStep])).get(SET_DIMS.sourceStep)!;
  // a source's, a step's and the total's visitors are unions of the (source, step) keys' unions:
  // a handful of dense bitmaps, which orMany merges word by word
  const union = (list: Bitmap[]) => (list.length === 1 ? list[0] : RoaringBitmap32.orMany(list));
  const bySource = new Map<string, Map<string, Bitmap>>();
  for (const [key, list] of sets) {
    const [source, step] = key.split("\t");
    const steps = bySource.get(source) ?? new Map<string, Bitmap>();
    bySource.set(source, steps);
    steps.set(step, union(list));
  }
  // a visitor counts at a step having reached it and every step before it (docs/decisions/046)
  const funnel = (id: string, steps: Map<string, Bitmap>): SourceFunnel => {
    const counts: Record<string, number> = {};
    for (const step of FUNNEL_STEPS) {
      const required = stepsUpTo(step).map((s) => steps.get(s));
      const n = required.every((b) => b)
        ? (required as Bitmap[]).slice(1).reduce((acc, b) => RoaringBitmap32.and(acc, b), required[0]!).size
        : 0;
      if (n > 0) counts[step] = n;
    }
    return {
      id,
      uniqueVisitors: steps.size ? union([...steps.values()]).size : 0,
      uniqueVisitorsConverted: steps.get(CONVERSION_STEP)?.size ?? 0,
      steps: counts,
    };
  };
  const sources = [...bySource].map(([source, steps]) => funnel(source, steps));
  const stepTotals = new Map<string, Bitmap>();
  for (const step of FUNNEL_STEPS) {
    const list = [...bySource.values()].flatMap((steps) => (steps.has(step) ? [steps.get(step)!] : []));
    if (list.length) stepTotals.set(step, union(list));
  }
  const all = [...bySource.values()].flatMap((steps) => [...steps.values()]);
  return {
    sources: sources
      .filter((s) => s.uniqueVisitors > 0)
      .sort((a, b) => b.uniqueVisitors - a.uniqueVisitors || a.id.localeCompare(b.id)),
    total: { ...funnel("total", stepTotals), uniqueVisitors: all.length ? union(all).size : 0 },
  };
}

/** Visitors and converted visitors per key of a dimension pair (channel, country, campaign). */
async function countsPerKey(scope: CompanyScope, dim: string, convertedDim: string) {
  const sizes = await unionSizes(scope, [dim, convertedDim]);
  const converted = sizes.get(convertedDim)!;
  return [...sizes.get(dim)!].map(([key, visitors]) => ({
    key,
    visitors,
    converted: converted.get(key) ?? 0,
  }));
}

/** Campaign traffic per channel: counted here, named, ordered and paged by the model's SQL. */
export async function channelPerformanceFromSets(scope: CompanyScope, page: Page) {
  const counts = await countsPerKey(scope, SET_DIMS.channel, SET_DIMS.channelConverted);
  return channelPageOfCounts(counts.filter((c) => c.visitors > 0), page);
}

/** Visitors per country (ISO codes are ASCII, so a plain comparison sorts them as PostgreSQL does). */
export async function geolocationFromSets(scope: CompanyScope) {
  const counts = await countsPerKey(scope, SET_DIMS.country, SET_DIMS.countryConverted);
  return counts
    .filter((c) => c.visitors > 0)
    .sort((a, b) => b.visitors - a.visitors || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => ({
      isoA2: c.key,
      uniqueVisitors: c.visitors,
      uniqueVisitorsConverted: c.converted,
    }));
}

/** Jobs overview: a job's visitors are the union of its campaigns' sets; order and page in SQL. */
export async function jobsOverviewFromSets(scope: CompanyScope, page: Page) {
  // the company's campaigns by job title, then each job's visitors as one union of its campaigns'
  // sets and its clicks, at the same time
  const campaigns = await campaignJobs(scope.companyId);
  const jobOf = new Map(campaigns.map((c) => [c.id, c.job]));
  const [sets, clicks] = await Promise.all([
    unionSizes(scope, [SET_DIMS.campaign, SET_DIMS.campaignConverted], jobOf),
    clicksPerCampaignId(scope),
  ]);
  const jobs = new Map<string, { job: string; campaigns: number; clicks: number }>();
  for (const c of campaigns) {
    const job = jobs.get(c.job) ?? { job: c.job, campaigns: 0, clicks: 0 };
    jobs.set(c.job, job);
    job.campaigns++;
  }
  for (const c of clicks) {
    const job = jobs.get(jobOf.get(c.id) ?? "");
    if (job) job.clicks += Number(c.clicks);
  }
  const counted = [...jobs.values()].map((j) => ({
    ...j,
    visitors: sets.get(SET_DIMS.campaign)!.get(j.job) ?? 0,
    converted: sets.get(SET_DIMS.campaignConverted)!.get(j.job) ?? 0,
  }));
  return jobPageOfCounts(counted, page);
}
