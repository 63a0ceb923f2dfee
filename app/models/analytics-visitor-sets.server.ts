import { createCache, type Cache } from "~/platform/cache.server";
import roaring from "roaring";
import { sql, type SQL } from "drizzle-orm";
import { getEnv } from "~/platform/env.server";
import { addDays, daysOf, isoDay, monthStart, nextMonth, periodSegments } from "~/lib/analytics/period";
import { channelList, clicksPerCampaignOf, ANALYSED_CAMPAIGN, JOB_TITLE, jobList, jobPagesOf, rows, type Page } from "./analytics-sections.server";

const { RoaringBitmap32 } = roaring;
export type Bitmap = InstanceType<typeof RoaringBitmap32>;

/**
 * Exact unique visitors of *any* period of a big company (docs/decisions/025). The overview's
 * unique counts are distinct visitor ids over every visitor-day of the period: a custom 30 days of
 * a 10 M-event company group 1.3 M rows per section, seconds of work. Here a background job gives
 * each visitor a small integer per company and keeps, per day and per calendar month, the set of
 * visitors of each dimension key as a Roaring bitmap; a period's count is the size of the union of
 * its full months and its edge days, which a few thousand bitmaps answer in milliseconds.
 *
 * Write side: `buildVisitorSets` (analytics-visitor-sets-build.server.ts, the job). Read side: this
 * module's SQL — the stored sets of a period (deserialised, and kept for segments that are over),
 * the sizes stored with them, and the rows that order and page counted figures — and the
 * `*FromSets` sections that need no union. Counting the unions (on the counting thread or here,
 * services/analytics/visitor-set-counts.server.ts) is a service's: a model runs SQL and calls no
 * worker (docs/decisions/073). Every section returns exactly what the live queries of
 * analytics-reports.server.ts return for a company-wide scope.
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

/** Empties this thread's cache of sets (the counting thread's is emptied by its client). */
export function clearSetCache() {
  setCache?.clear();
}

/** A period's segments — whole months and edge days — and their cache keys, per dimension. */
export async function planSegments(scope: CompanyScope, dims: string[]) {
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
export async function fetchSegments(scope: CompanyScope, dims: string[], segments: Segment[]) {
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
export async function periodSets(
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

/** Bytes of stored sets a thread keeps deserialised (this one's cache, the counting thread's). */
export const cacheBytes = () => Math.max(1, getEnv().ANALYTICS_SET_CACHE_MB) * 1_000_000;

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
export type CompanyScope = { companyId: string; from: string; to: string; state?: SetState };
const stateOf = async (scope: CompanyScope) => scope.state ?? visitorSetState(scope.companyId);

/** Events per traffic source over the period: the sizes stored with the `events` dimension. */
export async function eventsPerSource(scope: CompanyScope) {
  return rows<{ key: string; size: number }>(sql`
    select s.key, sum(s.size)::int as size from analytics_visitor_sets s
    where s.company_id = ${scope.companyId} and s.dim = ${SET_DIMS.events} and ${segmentFilter(scope)}
    group by s.key`);
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

/**
 * One page of channels ordered by counted visitors (services/analytics counts them from the sets):
 * names, order and page from PostgreSQL, so rows sort by the database's collation exactly as the
 * live query sorts them.
 */
export async function channelPageOfCounts(counts: { key: string; visitors: number; converted: number }[], page: Page) {
  const list = await rows<{
    channel_id: string;
    name: string | null;
    visitors: number;
    converted: number;
    total: number;
  }>(sql`
    select x.key as channel_id, c.name, x.visitors, x.converted, (count(*) over ())::int as total
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as x(key uuid, visitors int, converted int)
    left join channels c on c.id = x.key
    order by x.visitors desc, c.name limit ${page.limit} offset ${page.offset}`);
  return channelList(list);
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

/** The company's analysed campaigns (ids as text) with the job each counts under in the jobs overview. */
export async function campaignJobs(companyId: string) {
  return rows<{ id: string; job: string }>(sql`
    select k.id::text as id, ${JOB_TITLE} as job
    from campaigns k where k.company_id = ${companyId} and ${ANALYSED_CAMPAIGN}`);
}

/** Clicks per campaign (ids as text) in the period, from the monthly sums and the edge days. */
export async function clicksPerCampaignId(scope: CompanyScope) {
  return rows<{ id: string; clicks: number }>(sql`
    with c as (${await clicksRows(scope)})
    select c.campaign_id::text as id, sum(c.clicks)::int as clicks from c group by 1`);
}

/**
 * One page of jobs ordered by counted visitors, then clicks, then job (services/analytics counts
 * them from the sets): order and page in SQL, so jobs sort by the database's collation exactly as
 * the live query sorts them.
 */
export async function jobPageOfCounts(
  counted: { job: string; campaigns: number; clicks: number; visitors: number; converted: number }[],
  page: Page,
) {
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
