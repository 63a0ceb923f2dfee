import { LRUCache } from "lru-cache";
import roaring from "roaring";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { getEnv } from "~/services/env.server";
import { analyticsVisitorSetState } from "~/db/schema";
import { conversionRate } from "~/lib/analytics/maths";
import { addDays, daysOf, isoDay, monthStart, nextMonth, periodSegments } from "~/lib/analytics/period";
import { CONVERSION_STEP, FUNNEL_STEPS } from "~/lib/analytics/steps";
import { NONE } from "./analytics.server";

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
 * Write side: `buildVisitorSets` (the `analytics-visitor-sets` job). Read side: the `*FromSets`
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
const sourceStepKey = (source: string, step: string) => `${source}\t${step}`;

async function rows<T>(query: SQL, db?: Database) {
  const result = await (db ?? (await getDb())).execute(query);
  return result.rows as T[];
}

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

const toBuffer = (value: unknown) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);

/**
 * Deserialised sets of days and months that are over, per company, generation, dimension, grain
 * and start: a period is mostly such segments, and fetching their bitmaps (megabytes for a long
 * period of a big company) is most of a section's time. A day or month that is over changes only
 * when late events arrive; the job then bumps the company's generation, and entries of the old
 * generation are never read again (the LRU drops them).
 */
let setCache: LRUCache<string, { sets: Map<string, Bitmap>; bytes: number }> | undefined;
function cachedSets() {
  setCache ??= new LRUCache({
    maxSize: Math.max(1, getEnv().ANALYTICS_SET_CACHE_MB) * 1_000_000,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  return setCache;
}

/** Empties this instance's set cache (the bench measures a first, cold read). */
export function clearVisitorSetCache() {
  setCache?.clear();
}

/** The union of each key's sets over the period, per dimension asked for. */
async function unions(
  scope: { companyId: string; from: string; to: string },
  dims: string[],
  /** unions per group of keys instead of per key (a job's campaigns); other keys are left out */
  groupOf?: Map<string, string>,
) {
  const { months, days } = periodSegments(scope.from, scope.to);
  const today = isoDay(new Date());
  const current = monthStart(today);
  const segments = [
    ...months.map((start) => ({ grain: "month", start, over: start < current })),
    ...days.flatMap(([a, b]) => daysOf({ from: a, to: b }).map((start) => ({ grain: "day", start, over: start < today }))),
  ];
  const [state] = await rows<{ generation: number }>(
    sql`select closed_generation as generation from analytics_visitor_set_state where company_id = ${scope.companyId}`,
  );
  const cacheKey = (dim: string, grain: string, start: string) =>
    `${scope.companyId}|${state?.generation ?? 0}|${dim}|${grain}|${start}`;
  const parts = new Map<string, Map<string, Bitmap[]>>(dims.map((d) => [d, new Map()]));
  const add = (dim: string, key: string, bitmap: Bitmap) => {
    const byKey = parts.get(dim)!;
    const group = groupOf ? groupOf.get(key) : key;
    if (group === undefined) return;
    const bucket = byKey.get(group);
    if (bucket) bucket.push(bitmap);
    else byKey.set(group, [bitmap]);
  };
  const wanted: SQL[] = [];
  const fetched = new Map<string, { sets: Map<string, Bitmap>; bytes: number }>();
  for (const dim of dims) {
    for (const { grain, start, over } of segments) {
      const hit = over ? cachedSets().get(cacheKey(dim, grain, start)) : undefined;
      if (hit) for (const [key, bitmap] of hit.sets) add(dim, key, bitmap);
      else {
        wanted.push(sql`(${dim}, ${grain}, ${start}::date)`);
        if (over) fetched.set(cacheKey(dim, grain, start), { sets: new Map(), bytes: 0 });
      }
    }
  }
  if (wanted.length) {
    const list = await rows<{ dim: string; grain: string; start: string; key: string; visitors: Buffer | Uint8Array }>(sql`
      select s.dim, s.grain, s.start::text as start, s.key, s.visitors from analytics_visitor_sets s
      where s.company_id = ${scope.companyId} and s.dim in (${sql.join(dims.map((d) => sql`${d}`), sql`, `)})
        and s.start between ${scope.from} and ${scope.to}
        and (s.dim, s.grain, s.start) in (${sql.join(wanted, sql`, `)})`);
    for (const r of list) {
      const buffer = toBuffer(r.visitors);
      const bitmap = RoaringBitmap32.deserialize(buffer, "portable");
      add(r.dim, r.key, bitmap);
      const entry = fetched.get(cacheKey(r.dim, r.grain, r.start));
      if (entry) {
        entry.sets.set(r.key, bitmap);
        entry.bytes += buffer.length;
      }
    }
    for (const [key, entry] of fetched) cachedSets().set(key, entry);
  }
  const result = new Map<string, Map<string, Bitmap>>();
  for (const [dim, byKey] of parts) {
    result.set(dim, new Map([...byKey].map(([key, list]) => [key, list.length === 1 ? list[0] : RoaringBitmap32.orMany(list)])));
  }
  return result;
}

const sizeOf = (bitmap: Bitmap | undefined) => bitmap?.size ?? 0;

/** Whether the reports may read this company's visitor sets (built for every day). */
export async function visitorSetsReady(companyId: string) {
  const [row] = await rows<{ ready: boolean }>(
    sql`select ready from analytics_visitor_set_state where company_id = ${companyId}`,
  );
  return Boolean(row?.ready);
}

type CompanyScope = { companyId: string; from: string; to: string };

export async function overallPerformanceFromSets(scope: CompanyScope) {
  const [sets, events] = await Promise.all([
    unions(scope, [SET_DIMS.all, SET_DIMS.converted]),
    rows<{ key: string; size: number }>(sql`
      select s.key, sum(s.size)::int as size from analytics_visitor_sets s
      where s.company_id = ${scope.companyId} and s.dim = ${SET_DIMS.events} and ${segmentFilter(scope)}
      group by s.key`),
  ]);
  const visitors = sizeOf(sets.get(SET_DIMS.all)!.get(""));
  const converted = sizeOf(sets.get(SET_DIMS.converted)!.get(""));
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
  const sets = (await unions(scope, [SET_DIMS.sourceStep])).get(SET_DIMS.sourceStep)!;
  const bySource = new Map<string, Map<string, Bitmap>>();
  for (const [key, bitmap] of sets) {
    const [source, step] = key.split("\t");
    const steps = bySource.get(source) ?? new Map<string, Bitmap>();
    bySource.set(source, steps);
    steps.set(step, bitmap);
  }
  const funnel = (id: string, steps: Map<string, Bitmap>, visitors: number): SourceFunnel => {
    const counts: Record<string, number> = {};
    for (const step of FUNNEL_STEPS) {
      const n = sizeOf(steps.get(step));
      if (n > 0) counts[step] = n;
    }
    return {
      id,
      uniqueVisitors: visitors,
      uniqueVisitorsConverted: counts[CONVERSION_STEP] ?? 0,
      steps: counts,
    };
  };
  const sources = [...bySource].map(([source, steps]) =>
    funnel(source, steps, RoaringBitmap32.orMany([...steps.values()]).size),
  );
  const stepTotals = new Map<string, Bitmap>();
  for (const step of FUNNEL_STEPS) {
    const list = [...bySource.values()].flatMap((steps) =>
      steps.has(step) ? [steps.get(step)!] : [],
    );
    if (list.length) stepTotals.set(step, RoaringBitmap32.orMany(list));
  }
  const total = funnel(
    "total",
    stepTotals,
    sets.size ? RoaringBitmap32.orMany([...sets.values()]).size : 0,
  );
  return {
    sources: sources
      .filter((s) => s.uniqueVisitors > 0)
      .sort((a, b) => b.uniqueVisitors - a.uniqueVisitors || a.id.localeCompare(b.id)),
    total,
  };
}

/** Visitors and converted visitors per key of a dimension pair (channel, country, campaign). */
async function countsPerKey(scope: CompanyScope, dim: string, convertedDim: string) {
  const sets = await unions(scope, [dim, convertedDim]);
  const converted = sets.get(convertedDim)!;
  return [...sets.get(dim)!].map(([key, bitmap]) => ({
    key,
    visitors: bitmap.size,
    converted: sizeOf(converted.get(key)),
  }));
}

/**
 * Campaign traffic per channel. The counts come from the sets; names, order and the page from
 * PostgreSQL, so rows sort by the database's collation exactly as the live query sorts them.
 */
export async function channelPerformanceFromSets(
  scope: CompanyScope,
  page: { offset: number; limit: number },
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
  return {
    total: Number(list[0]?.total ?? 0),
    channels: list.map((r) => ({
      channelId: r.channel_id,
      name: r.name ?? "—",
      uniqueVisitors: Number(r.visitors),
      uniqueVisitorsConverted: Number(r.converted),
      rate: conversionRate(Number(r.converted), Number(r.visitors)),
    })),
  };
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
  const [state] = await rows<{ through: string | null }>(
    sql`select clicks_through::text as through from analytics_visitor_set_state where company_id = ${scope.companyId}`,
  );
  const through = state?.through ?? scope.from;
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
export async function jobPagePerformanceFromSets(scope: CompanyScope, page: { offset: number; limit: number }) {
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
  const list = await rows<{ page: string; views: number; forms: number; applications: number; total: number }>(sql`
    with p as (${sql.join(parts, sql` union all `)})
    select p.page,
      (coalesce(sum(p.events) filter (where p.step in ('career-page', 'job-description')), 0))::int as views,
      (coalesce(sum(p.events) filter (where p.step = 'application-form'), 0))::int as forms,
      (coalesce(sum(p.events) filter (where p.step = ${CONVERSION_STEP}), 0))::int as applications,
      (count(*) over ())::int as total
    from p group by p.page order by views desc, p.page limit ${page.limit} offset ${page.offset}`);
  return {
    total: Number(list[0]?.total ?? 0),
    jobPages: list.map((r) => ({
      page: r.page,
      views: Number(r.views),
      applicationForms: Number(r.forms),
      applications: Number(r.applications),
      rate: conversionRate(Number(r.applications), Number(r.views)),
    })),
  };
}

/** Clicks per campaign in the period (5 per page), from the monthly sums and the edge days. */
export async function clicksPerCampaignFromSets(scope: CompanyScope, page: { offset: number; limit: number }) {
  const list = await rows<{ id: string; name: string; clicks: number; total: number }>(sql`
    with c as (${await clicksRows(scope)})
    select k.id, k.name, sum(c.clicks)::int as clicks, (count(*) over ())::int as total
    from c join campaigns k on k.id = c.campaign_id
    where k.company_id = ${scope.companyId}
    group by k.id, k.name having sum(c.clicks) > 0
    order by clicks desc, k.name limit ${page.limit} offset ${page.offset}`);
  return { total: Number(list[0]?.total ?? 0), campaigns: list.map((r) => ({ campaignId: r.id, name: r.name, clicks: Number(r.clicks) })) };
}

/** Jobs overview: a job's visitors are the union of its campaigns' sets; order and page in SQL. */
export async function jobsOverviewFromSets(
  scope: CompanyScope,
  page: { offset: number; limit: number },
) {
  // the company's campaigns by job title, then each job's visitors as one union of its campaigns'
  // sets and its clicks, at the same time
  const campaigns = await rows<{ id: string; job: string }>(sql`
    select k.id::text as id, coalesce(nullif(k.target_group->'jobTitle'->>'label', ''), nullif(k.name, ''), '—') as job
    from campaigns k where k.company_id = ${scope.companyId}`);
  const jobOf = new Map(campaigns.map((c) => [c.id, c.job]));
  const [sets, clicks] = await Promise.all([
    unions(scope, [SET_DIMS.campaign, SET_DIMS.campaignConverted], jobOf),
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
    visitors: sizeOf(sets.get(SET_DIMS.campaign)!.get(j.job)),
    converted: sizeOf(sets.get(SET_DIMS.campaignConverted)!.get(j.job)),
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
  return {
    total: Number(list[0]?.total ?? 0),
    jobs: list.map((r) => ({
      job: r.job,
      campaigns: Number(r.campaigns),
      clicks: Number(r.clicks),
      uniqueVisitors: Number(r.visitors),
      uniqueVisitorsConverted: Number(r.converted),
    })),
  };
}

// ── Write side: the analytics-visitor-sets job ─────────────────────────────────────────────────

export interface BuildOptions {
  /** companies with fewer folded events are counted live; their sets are not kept */
  minEvents: number;
  companyId?: string;
  now?: Date;
  /** called after each day's sets are written (the bench reports progress) */
  onDay?: (day: string, ms: number) => void;
}

/**
 * Brings big companies' visitor sets up to date: on a company's first run every day it has, later
 * only the days the rollup marked since (analytics_visitor_set_days), then the months those days
 * are in. Each day is one transaction that first takes the day's mark, so a rollup that marks the
 * day again while it runs leaves the mark for the next run. Returns the number of days rebuilt.
 */
export async function buildVisitorSets(options: BuildOptions) {
  const db = await getDb();
  const only = options.companyId ? sql`and r.company_id = ${options.companyId}` : sql``;
  // small companies are counted live: their marks are not worth keeping
  await db.execute(sql`
    delete from analytics_visitor_set_days d where not exists (
      select 1 from analytics_company_rollup r where r.company_id = d.company_id and r.events >= ${options.minEvents})`);
  const today = isoDay(options.now ?? new Date());
  const current = monthStart(today);
  const companies = await rows<{ company_id: string; ready: boolean | null; clicks_through: string | null }>(sql`
    select r.company_id, s.ready, s.clicks_through::text as clicks_through from analytics_company_rollup r
    left join analytics_visitor_set_state s on s.company_id = r.company_id
    where r.events >= ${options.minEvents} ${only}
      and (s.ready is not true or s.clicks_through is null or s.clicks_through < ${today}
        or exists (select 1 from analytics_visitor_set_days d where d.company_id = r.company_id))
    order by r.company_id`);
  let rebuilt = 0;
  for (const { company_id: companyId, ready, clicks_through: clicksThrough } of companies) {
    await db.insert(analyticsVisitorSetState).values({ companyId }).onConflictDoNothing();
    // first run: every day of the company (its marks may have been dropped while it was small)
    const days = ready
      ? await rows<{ day: string }>(
          sql`select day::text as day from analytics_visitor_set_days where company_id = ${companyId} order by day`,
        )
      : await rows<{ day: string }>(
          sql`select distinct day::text as day from analytics_daily where company_id = ${companyId} order by day`,
        );
    const months = new Set<string>();
    for (const { day } of days) {
      const started = performance.now();
      await db.transaction(async (tx) => buildDay(tx as unknown as Database, companyId, day));
      options.onDay?.(day, performance.now() - started);
      months.add(monthStart(day));
      rebuilt++;
    }
    // the numbers table grows by millions on a first build: fresh statistics for the planner
    if (!ready) await db.execute(sql`analyze analytics_visitor_numbers`);
    for (const month of [...months].sort()) {
      await db.transaction(async (tx) => buildMonth(tx as unknown as Database, companyId, month));
    }
    if (!clicksThrough || clicksThrough < today) {
      await db.transaction(async (tx) => sumClicks(tx as unknown as Database, companyId, clicksThrough, today));
    }
    // a day or month that is over was rebuilt (late events): readers' cached sets are out of date
    const over = days.some(({ day }) => day < today) || [...months].some((m) => m < current);
    await db.execute(sql`
      update analytics_visitor_set_state set ready = true, built_at = ${(options.now ?? new Date()).toISOString()},
        closed_generation = closed_generation + ${over ? 1 : 0}
      where company_id = ${companyId}`);
  }
  return rebuilt;
}

interface SetRow {
  dim: string;
  key: string;
  visitors: Uint8Array | null;
  size: number;
}

function bitmapRow(dim: string, key: string, numbers: number[]): SetRow {
  const bitmap = new RoaringBitmap32(numbers);
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return { dim, key, visitors: bitmap.serialize("portable"), size: bitmap.size };
}

async function buildDay(tx: Database, companyId: string, day: string) {
  // a day's queries are small index probes; JIT compiling them cost more than they take
  await tx.execute(sql`set local jit = off`);
  await tx.execute(
    sql`delete from analytics_visitor_set_days where company_id = ${companyId} and day = ${day}`,
  );
  // number the day's new visitors after the company's last number (the state row's lock makes
  // this one writer at a time); ordered by id so a rebuild numbers the same visitors the same way.
  // Each visitor's number is looked up through the primary key (a scalar subquery, one index probe
  // per visitor): a join let the planner sort all of the company's numbers (2.5 M on the bench) for
  // a day of 14,000 visitors
  const [state] = await rows<{ numbered: number }>(
    sql`select numbered from analytics_visitor_set_state where company_id = ${companyId} for update`,
    tx,
  );
  const numberOf = sql`(select x.n from analytics_visitor_numbers x where x.company_id = ${companyId} and x.visitor_id = v.visitor_id)`;
  const added = await rows<{ n: number }>(
    sql`
    insert into analytics_visitor_numbers (company_id, visitor_id, n)
    select ${companyId}, u.visitor_id, ${Number(state.numbered)} + row_number() over (order by u.visitor_id)
    from (select v.visitor_id, ${numberOf} as n
          from (select distinct visitor_id from analytics_daily_visitors where company_id = ${companyId} and day = ${day}) v) u
    where u.n is null
    returning n`,
    tx,
  );
  if (added.length) {
    await tx.execute(sql`update analytics_visitor_set_state set numbered = numbered + ${added.length} where company_id = ${companyId}`);
  }
  const visits = await rows<{ campaign_id: string; channel_id: string; source: string; step: string; country: string; n: number }>(
    sql`
    select v.campaign_id, v.channel_id, v.source, v.step, v.country, ${numberOf} as n
    from analytics_daily_visitors v
    where v.company_id = ${companyId} and v.day = ${day}`,
    tx,
  );
  const sets = new Map<string, number[]>();
  const add = (dim: string, key: string, n: number) => {
    const id = `${dim}\n${key}`;
    const list = sets.get(id);
    if (list) list.push(n);
    else sets.set(id, [n]);
  };
  for (const v of visits) {
    const n = Number(v.n);
    const converted = v.step === CONVERSION_STEP;
    add(SET_DIMS.all, "", n);
    add(SET_DIMS.sourceStep, sourceStepKey(v.source, v.step), n);
    add(SET_DIMS.country, v.country, n);
    if (converted) {
      add(SET_DIMS.converted, "", n);
      add(SET_DIMS.countryConverted, v.country, n);
    }
    if (v.channel_id !== NONE) {
      add(SET_DIMS.channel, v.channel_id, n);
      if (converted) add(SET_DIMS.channelConverted, v.channel_id, n);
    }
    if (v.campaign_id !== NONE) {
      add(SET_DIMS.campaign, v.campaign_id, n);
      if (converted) add(SET_DIMS.campaignConverted, v.campaign_id, n);
    }
  }
  const setRows = [...sets].map(([id, numbers]) => {
    const [dim, key] = id.split("\n");
    return bitmapRow(dim, key, numbers);
  });
  const events = await rows<{ source: string; events: number }>(
    sql`select source, sum(events)::int as events from analytics_daily where company_id = ${companyId} and day = ${day} group by source`,
    tx,
  );
  for (const e of events)
    setRows.push({ dim: SET_DIMS.events, key: e.source, visitors: null, size: Number(e.events) });
  await replaceSets(tx, companyId, "day", day, setRows);
}

/**
 * Clicks per campaign summed per day for the days before `today`, and per month for the months
 * before today's month, from where the last run stopped (`through`). The tracking redirect counts
 * a click on the day it happens (campaign-performance.server.ts), so a day that is over no longer
 * changes and is summed once; today is always read live.
 */
async function sumClicks(tx: Database, companyId: string, through: string | null, today: string) {
  const clicks = sql`from campaign_channel_performance p join campaigns k on k.id = p.campaign_id and k.company_id = ${companyId}`;
  const summed = sql`company_id = ${companyId} and dim = ${SET_DIMS.clicks}`;
  await tx.execute(sql`
    delete from analytics_visitor_sets where ${summed} and grain = 'day' and start < ${today} ${through ? sql`and start >= ${through}` : sql``}`);
  await tx.execute(sql`
    insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
    select ${companyId}, ${SET_DIMS.clicks}, 'day', p.day, p.campaign_id::text, null, sum(p.clicks)::int ${clicks}
    where p.day < ${today} ${through ? sql`and p.day >= ${through}` : sql``}
    group by 4, 5 having sum(p.clicks) > 0`);
  const current = monthStart(today);
  const fromMonth = through ? monthStart(through) : null;
  if (!fromMonth || fromMonth < current) {
    await tx.execute(sql`
      delete from analytics_visitor_sets where ${summed} and grain = 'month' and start < ${current} ${fromMonth ? sql`and start >= ${fromMonth}` : sql``}`);
    await tx.execute(sql`
      insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
      select ${companyId}, ${SET_DIMS.clicks}, 'month', date_trunc('month', p.day)::date, p.campaign_id::text, null, sum(p.clicks)::int ${clicks}
      where p.day < ${current} ${fromMonth ? sql`and p.day >= ${fromMonth}` : sql``}
      group by 4, 5 having sum(p.clicks) > 0`);
  }
  await tx.execute(sql`update analytics_visitor_set_state set clicks_through = ${today} where company_id = ${companyId}`);
}

/** A month's sets: the union of its day sets per dimension and key (and the sum of its event counts). */
async function buildMonth(tx: Database, companyId: string, month: string) {
  const days = await rows<{
    dim: string;
    key: string;
    visitors: Buffer | Uint8Array | null;
    size: number;
  }>(
    sql`
    select dim, key, visitors, size from analytics_visitor_sets
    where company_id = ${companyId} and grain = 'day' and start >= ${month} and start < ${nextMonth(month)}
      and dim <> ${SET_DIMS.clicks}`,
    tx,
  );
  const merged = new Map<string, { dim: string; key: string; bitmaps: Bitmap[]; size: number }>();
  for (const d of days) {
    const id = `${d.dim}\n${d.key}`;
    const m = merged.get(id) ?? { dim: d.dim, key: d.key, bitmaps: [], size: 0 };
    merged.set(id, m);
    if (d.visitors) m.bitmaps.push(RoaringBitmap32.deserialize(toBuffer(d.visitors), "portable"));
    else m.size += Number(d.size);
  }
  const setRows: SetRow[] = [...merged.values()].map((m) => {
    if (m.bitmaps.length === 0) return { dim: m.dim, key: m.key, visitors: null, size: m.size };
    const bitmap = RoaringBitmap32.orMany(m.bitmaps);
    bitmap.runOptimize();
    bitmap.shrinkToFit();
    return { dim: m.dim, key: m.key, visitors: bitmap.serialize("portable"), size: bitmap.size };
  });
  // job-page performance: events per page and step in the month (step first: a step has no tab)
  const pages = await rows<{ key: string; events: number }>(
    sql`
    select p.step || E'\t' || p.page as key, sum(p.events)::int as events from analytics_page_daily p
    where p.company_id = ${companyId} and p.day >= ${month} and p.day < ${nextMonth(month)} group by 1`,
    tx,
  );
  for (const p of pages) setRows.push({ dim: SET_DIMS.pageEvents, key: p.key, visitors: null, size: Number(p.events) });
  await replaceSets(tx, companyId, "month", month, setRows);
}

/** Rows per insert statement (PostgreSQL allows 65,535 parameters; a row takes 7). */
const INSERT_ROWS = 2000;

async function replaceSets(
  tx: Database,
  companyId: string,
  grain: "day" | "month",
  start: string,
  setRows: SetRow[],
) {
  // the monthly click sums are summed once a month is over (sumClicks), not rebuilt with its sets
  await tx.execute(sql`
    delete from analytics_visitor_sets
    where company_id = ${companyId} and grain = ${grain} and start = ${start} and dim <> ${SET_DIMS.clicks}`);
  for (let i = 0; i < setRows.length; i += INSERT_ROWS) {
    const values = setRows
      .slice(i, i + INSERT_ROWS)
      .map(
        (r) =>
          sql`(${companyId}, ${r.dim}, ${grain}, ${start}, ${r.key}, ${r.visitors}, ${r.size})`,
      );
    await tx.execute(sql`
      insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
      values ${sql.join(values, sql`, `)}`);
  }
}
