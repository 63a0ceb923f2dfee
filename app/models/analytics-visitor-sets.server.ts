import { createCache, type Cache } from "~/platform/cache.server";
import roaring from "roaring";
import { sql, type SQL } from "drizzle-orm";
import { getEnv } from "~/platform/env.server";
import { conversionRate } from "~/lib/analytics/maths";
import { addDays, daysOf, isoDay, monthStart, nextMonth, periodSegments } from "~/lib/analytics/period";
import { CONVERSION_STEP, FUNNEL_STEPS, stepsUpTo } from "~/lib/analytics/steps";
import { logger } from "~/platform/logger.server";
import { clearCountingWorker, countingWorker, type CountingWorker } from "~/services/analytics/analytics-union-client.server";
import { unionSize } from "~/services/analytics/analytics-union-size.server";
import { channelList, clicksPerCampaignOf, ANALYSED_CAMPAIGN, JOB_TITLE, jobList, jobPagesOf, rows, type Page } from "./analytics-sections.server";

const { RoaringBitmap32 } = roaring;
type Bitmap = InstanceType<typeof RoaringBitmap32>;

/**
 * Exact unique visitors of *any* period of a big company (docs/decisions/025). The overview's
 * unique counts are distinct visitor ids over every visitor-day of the period: a custom 30 days of
 * a 10 M-event company group 1.3 M rows per section, seconds of work. Here a background job gives
 * each visitor a small integer per company and keeps, per day and per calendar month, the set of
 * visitors of each dimension key as a Roaring bitmap; a period's count is the size of the union of
 * its full months and its edge days, which a few thousand bitmaps answer in milliseconds.
 *
 * Write side: `buildVisitorSets` (analytics-visitor-sets-build.server.ts, the job). Read side: the `*FromSets`
 * functions, which return exactly what the live queries of analytics-reports.server.ts return for
 * a company-wide scope; the reports use them once a company's sets are ready.
 */

/** Dimensions of the visitor sets. `events` holds no bitmap: its size is the events per source. */
export const SET_DIMS = {
  all: "all",
  converted: "converted",
  sourceStep: "source-step",
  channel: "channel",
  channelConverted: "channel-converted",
  country: "country",
  countryConverted: "country-converted",
  campaign: "campaign",
  campaignConverted: "campaign-converted",
  events: "events",
  clicks: "clicks",
  pageEvents: "page-events",
} as const;

/** source + step as one key of the source-step dimension (neither contains a tab). */
export const sourceStepKey = (source: string, step: string) => `${source}\t${step}`;

function segmentFilter(scope: { from: string; to: string }) {
  const { months, days } = periodSegments(scope.from, scope.to);
  const parts = [
    ...days.map(([a, b]) => sql`(s.grain = 'day' and s.start between ${a} and ${b})`),
    ...(months.length
      ? [sql`(s.grain = 'month' and s.start between ${months[0]} and ${months[months.length - 1]})`]
      : []),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}

export const toBuffer = (value: unknown) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);

/**
 * Deserialised sets of days and months that are over, per company, generation, dimension, grain
 * and start: a period is mostly such segments, and fetching their bitmaps (megabytes for a long
 * period of a big company) is most of a section's time. A day or month that is over changes only
 * when late events arrive; the job then bumps the company's generation, and entries of the old
 * generation are never read again (the LRU drops them).
 */
let setCache: Cache<{ sets: Map<string, Bitmap>; bytes: number }> | undefined;
function cachedSets() {
  setCache ??= createCache("analytics-visitor-sets", { maxSize: cacheBytes(), sizeOf: (entry) => entry.bytes });
  return setCache;
}

/** Empties this instance's set caches, the counting thread's too (the bench measures cold reads). */
export function clearVisitorSetCache() {
  setCache?.clear();
  clearCountingWorker();
}

/** A period's segments — whole months and edge days — and their cache keys, per dimension. */
async function planSegments(scope: CompanyScope, dims: string[]) {
  const { months, days } = periodSegments(scope.from, scope.to);
  const today = isoDay(new Date());
  const current = monthStart(today);
  const segments = [
    ...months.map((start) => ({ grain: "month", start, over: start < current })),
    ...days.flatMap(([a, b]) => daysOf({ from: a, to: b }).map((start) => ({ grain: "day", start, over: start < today }))),
  ];
  const { generation } = await stateOf(scope);
  return dims.flatMap((dim) =>
    segments.map(({ grain, start, over }) => ({
      dim,
      grain,
      start,
      // a segment that is not over yet is read fresh every time
      cacheKey: over ? `${scope.companyId}|${generation}|${dim}|${grain}|${start}` : null,
    })),
  );
}
type Segment = Awaited<ReturnType<typeof planSegments>>[number];

/** The stored sets of these segments, each row with the cache key of its segment. */
async function fetchSegments(scope: CompanyScope, dims: string[], segments: Segment[]) {
  if (segments.length === 0) return [];
  const cacheKeys = new Map(segments.map((g) => [`${g.dim}|${g.grain}|${g.start}`, g.cacheKey]));
  const list = await rows<{ dim: string; grain: string; start: string; key: string; visitors: Buffer | Uint8Array }>(sql`
    select s.dim, s.grain, s.start::text as start, s.key, s.visitors from analytics_visitor_sets s
    where s.company_id = ${scope.companyId} and s.dim in (${sql.join(dims.map((d) => sql`${d}`), sql`, `)})
      and s.start between ${scope.from} and ${scope.to}
      and (s.dim, s.grain, s.start) in (${sql.join(segments.map((g) => sql`(${g.dim}, ${g.grain}, ${g.start}::date)`), sql`, `)})`);
  return list.map((r) => ({
    cacheKey: cacheKeys.get(`${r.dim}|${r.grain}|${r.start}`) ?? null,
    dim: r.dim,
    key: r.key,
    visitors: toBuffer(r.visitors),
  }));
}

/** Each key's (or group's) sets over the period — its months and edge days — per dimension asked for. */
async function periodSets(
  scope: CompanyScope,
  dims: string[],
  /** unions per group of keys instead of per key (a job's campaigns); other keys are left out */
  groupOf?: Map<string, string>,
) {
  const parts = new Map<string, Map<string, Bitmap[]>>(dims.map((d) => [d, new Map()]));
  const add = (dim: string, key: string, bitmap: Bitmap) => {
    const byKey = parts.get(dim)!;
    const group = groupOf ? groupOf.get(key) : key;
    if (group === undefined) return;
    const bucket = byKey.get(group);
    if (bucket) bucket.push(bitmap);
    else byKey.set(group, [bitmap]);
  };
  const wanted: Segment[] = [];
  const fetched = new Map<string, { sets: Map<string, Bitmap>; bytes: number }>();
  for (const segment of await planSegments(scope, dims)) {
    const hit = segment.cacheKey ? cachedSets().get(segment.cacheKey) : undefined;
    if (hit) for (const [key, bitmap] of hit.sets) add(segment.dim, key, bitmap);
    else {
      wanted.push(segment);
      if (segment.cacheKey) fetched.set(segment.cacheKey, { sets: new Map(), bytes: 0 });
    }
  }
  for (const row of await fetchSegments(scope, dims, wanted)) {
    const bitmap = RoaringBitmap32.deserialize(row.visitors, "portable");
    add(row.dim, row.key, bitmap);
    const entry = row.cacheKey ? fetched.get(row.cacheKey) : undefined;
    if (entry) {
      entry.sets.set(row.key, bitmap);
      entry.bytes += row.visitors.length;
    }
  }
  for (const [key, entry] of fetched) cachedSets().set(key, entry);
  return parts;
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

const cacheBytes = () => Math.max(1, getEnv().ANALYTICS_SET_CACHE_MB) * 1_000_000;

/** A company's visitor-set state: ready to read, the cache generation, clicks summed before. */
export interface SetState {
  ready: boolean;
  generation: number;
  clicksThrough: string | null;
}

export async function visitorSetState(companyId: string): Promise<SetState> {
  const [row] = await rows<{ ready: boolean; generation: number; through: string | null }>(sql`
    select ready, closed_generation as generation, clicks_through::text as through
    from analytics_visitor_set_state where company_id = ${companyId}`);
  return { ready: Boolean(row?.ready), generation: Number(row?.generation ?? 0), clicksThrough: row?.through ?? null };
}

/** Whether the reports may read this company's visitor sets (built for every day). */
export async function visitorSetsReady(companyId: string) {
  return (await visitorSetState(companyId)).ready;
}

/** A company-wide period; `state` when the caller has read it already (one read per section). */
type CompanyScope = { companyId: string; from: string; to: string; state?: SetState };
const stateOf = async (scope: CompanyScope) => scope.state ?? visitorSetState(scope.companyId);

export async function overallPerformanceFromSets(scope: CompanyScope) {
  const [sets, events] = await Promise.all([
    unionSizes(scope, [SET_DIMS.all, SET_DIMS.converted]),
    rows<{ key: string; size: number }>(sql`
      select s.key, sum(s.size)::int as size from analytics_visitor_sets s
      where s.company_id = ${scope.companyId} and s.dim = ${SET_DIMS.events} and ${segmentFilter(scope)}
      group by s.key`),
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

/** Each day's own unique counts: the sizes stored with the day sets, no bitmap read. */
export async function performanceByDateFromSets(scope: CompanyScope) {
  const list = await rows<{ day: string; dim: string; size: number }>(sql`
    select s.start::text as day, s.dim, s.size from analytics_visitor_sets s
    where s.company_id = ${scope.companyId} and s.dim in (${SET_DIMS.all}, ${SET_DIMS.converted})
      and s.grain = 'day' and s.start between ${scope.from} and ${scope.to}
    order by s.start`);
  const days = new Map<
    string,
    { date: string; uniqueVisitors: number; uniqueVisitorsConverted: number }
  >();
  for (const r of list) {
    const day = days.get(r.day) ?? { date: r.day, uniqueVisitors: 0, uniqueVisitorsConverted: 0 };
    days.set(r.day, day);
    if (r.dim === SET_DIMS.all) day.uniqueVisitors = Number(r.size);
    else day.uniqueVisitorsConverted = Number(r.size);
  }
  return [...days.values()].filter((d) => d.uniqueVisitors > 0);
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

/**
 * Campaign traffic per channel. The counts come from the sets; names, order and the page from
 * PostgreSQL, so rows sort by the database's collation exactly as the live query sorts them.
 */
export async function channelPerformanceFromSets(
  scope: CompanyScope,
  page: Page,
) {
  const counts = await countsPerKey(scope, SET_DIMS.channel, SET_DIMS.channelConverted);
  const list = await rows<{
    channel_id: string;
    name: string | null;
    visitors: number;
    converted: number;
    total: number;
  }>(sql`
    select x.key as channel_id, c.name, x.visitors, x.converted, (count(*) over ())::int as total
    from jsonb_to_recordset(${JSON.stringify(counts.filter((c) => c.visitors > 0))}::jsonb) as x(key uuid, visitors int, converted int)
    left join channels c on c.id = x.key
    order by x.visitors desc, c.name limit ${page.limit} offset ${page.offset}`);
  return channelList(list);
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

const lastDayOf = (month: string) => addDays(nextMonth(month), -1);

/**
 * The period's clicks as (campaign_id, clicks) rows of the company's campaigns: the monthly sums of
 * whole months and the daily sums of other days already summed (sumClicks), the click rows of the
 * days since (today).
 */
async function clicksRows(scope: CompanyScope) {
  const through = (await stateOf(scope)).clicksThrough ?? scope.from;
  const { months, days } = periodSegments(scope.from, scope.to);
  const summedMonths = months.filter((m) => nextMonth(m) <= through);
  const ranges = [...days, ...months.filter((m) => !summedMonths.includes(m)).map((m) => [m, lastDayOf(m)] as [string, string])];
  const summedDays = ranges.filter(([a]) => a < through).map(([a, b]) => [a, b < through ? b : addDays(through, -1)]);
  const live = ranges.filter(([, b]) => b >= through).map(([a, b]) => [a > through ? a : through, b]);
  const summed = [
    ...(summedMonths.length ? [sql`(s.grain = 'month' and s.start in (${sql.join(summedMonths.map((m) => sql`${m}::date`), sql`, `)}))`] : []),
    ...summedDays.map(([a, b]) => sql`(s.grain = 'day' and s.start between ${a} and ${b})`),
  ];
  const parts: SQL[] = [];
  if (summed.length) {
    parts.push(sql`
      select s.key::uuid as campaign_id, s.size as clicks from analytics_visitor_sets s
      where s.company_id = ${scope.companyId} and s.dim = ${SET_DIMS.clicks} and (${sql.join(summed, sql` or `)})`);
  }
  if (live.length) {
    parts.push(sql`
      select p.campaign_id, p.clicks from campaign_channel_performance p
      join campaigns k on k.id = p.campaign_id and k.company_id = ${scope.companyId}
      where (${sql.join(live.map(([a, b]) => sql`p.day between ${a} and ${b}`), sql` or `)})`);
  }
  return sql.join(parts, sql` union all `);
}

/** Job-page performance: the monthly sums of the whole months, the page rollup for the edge days. */
export async function jobPagePerformanceFromSets(scope: CompanyScope, page: Page) {
  const { months, days } = periodSegments(scope.from, scope.to);
  const parts: SQL[] = [];
  if (months.length) {
    parts.push(sql`
      select substr(s.key, strpos(s.key, E'\t') + 1) as page, split_part(s.key, E'\t', 1) as step, s.size as events
      from analytics_visitor_sets s
      where s.company_id = ${scope.companyId} and s.dim = ${SET_DIMS.pageEvents} and s.grain = 'month'
        and s.start in (${sql.join(months.map((m) => sql`${m}::date`), sql`, `)})`);
  }
  if (days.length) {
    parts.push(sql`
      select p.page, p.step, p.events from analytics_page_daily p
      where p.company_id = ${scope.companyId} and (${sql.join(days.map(([a, b]) => sql`p.day between ${a} and ${b}`), sql` or `)})`);
  }
  return jobPagesOf(sql.join(parts, sql` union all `), page);
}

/** Clicks per campaign in the period (5 per page), from the monthly sums and the edge days. */
export async function clicksPerCampaignFromSets(scope: CompanyScope, page: Page) {
  return clicksPerCampaignOf(scope.companyId, await clicksRows(scope), page);
}

/** Jobs overview: a job's visitors are the union of its campaigns' sets; order and page in SQL. */
export async function jobsOverviewFromSets(
  scope: CompanyScope,
  page: Page,
) {
  // the company's campaigns by job title, then each job's visitors as one union of its campaigns'
  // sets and its clicks, at the same time
  const campaigns = await rows<{ id: string; job: string }>(sql`
    select k.id::text as id, ${JOB_TITLE} as job
    from campaigns k where k.company_id = ${scope.companyId} and ${ANALYSED_CAMPAIGN}`);
  const jobOf = new Map(campaigns.map((c) => [c.id, c.job]));
  const [sets, clicks] = await Promise.all([
    unionSizes(scope, [SET_DIMS.campaign, SET_DIMS.campaignConverted], jobOf),
    rows<{ id: string; clicks: number }>(sql`
      with c as (${await clicksRows(scope)})
      select c.campaign_id::text as id, sum(c.clicks)::int as clicks from c group by 1`),
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
  const list = await rows<{
    job: string;
    campaigns: number;
    clicks: number;
    visitors: number;
    converted: number;
    total: number;
  }>(sql`
    select x.job, x.campaigns, x.clicks, x.visitors, x.converted, (count(*) over ())::int as total
    from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as x(job text, campaigns int, clicks int, visitors int, converted int)
    order by x.visitors desc, x.clicks desc, x.job limit ${page.limit} offset ${page.offset}`);
  return jobList(list);
}
