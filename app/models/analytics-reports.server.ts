import { sql } from "drizzle-orm";
import { attribute } from "~/lib/analytics/attribution";
import { clickThroughRate, conversionRate } from "~/lib/analytics/maths";
import { addDays } from "~/lib/analytics/period";
import { CONVERSION_STEP, FUNNEL_STEPS, stepsUpTo, type FunnelStep } from "~/lib/analytics/steps";
import { NONE } from "./analytics.server";
import { channelList, clicksPerCampaignOf, ANALYSED_CAMPAIGN, JOB_TITLE, jobList, jobPagesOf, num, rows, type Page } from "./analytics-sections.server";

/**
 * The read side of analytics (issue 14 §2–§3): every screen reads the rollups, never the raw
 * events. Each function takes the company first and filters by it; a campaign scope is an extra
 * filter, never a replacement. Unique visitors are exact: distinct visitor ids over the per-day
 * visitor rollup, counted as rows of a hash aggregate (group by visitor) rather than with
 * count(distinct), which sorts (docs/decisions/019-analytics.md). For companies too big to count live,
 * the company-wide sections of the period presets are read from precomputed totals
 * (analytics_period_totals, refreshed by a job: docs/decisions/022-analytics-period-totals.md),
 * and any other period from the visitor sets (bitmaps per day and month, docs/decisions/025).
 * Which of the three answers a section is chosen in services/analytics/reports.server.ts, because
 * counting the visitor sets is a service's (docs/decisions/073); here are the live counts, the
 * precomputed read and the campaign-only sections.
 */
export interface Scope {
  companyId: string;
  campaignId?: string | null;
  from: string;
  to: string;
}


/** Rows kept per list section in the precomputed totals; later pages are counted live. */
export const PERIOD_TOTALS_ROWS = 1000;

/** A company-wide section of exactly this period, if the job precomputed it (never for a campaign). */
export async function precomputed<T>(scope: Scope, section: string): Promise<T | undefined> {
  if (scope.campaignId) return undefined;
  const [row] = await rows<{ data: T }>(sql`
    select data from analytics_period_totals
    where company_id = ${scope.companyId} and period_from = ${scope.from} and period_to = ${scope.to} and section = ${section}`);
  return row?.data;
}

function where(scope: Scope, alias: string) {
  const a = sql.raw(alias);
  return sql`${a}.company_id = ${scope.companyId} and ${a}.day between ${scope.from} and ${scope.to}${
    scope.campaignId ? sql` and ${a}.campaign_id = ${scope.campaignId}` : sql``
  }`;
}

const CONVERTED = sql.raw(`'${CONVERSION_STEP}'`);

/** spec 2 §3 overallPerformance (company: trafficSourcesCount; campaign: costPerApplicant). */
export async function overallPerformanceLive(scope: Scope) {
  // visitors and converted visitors from one pass over the visitor rows (one group per visitor)
  const [row] = await rows<{ visitors: number; converted: number; sources: number; events: number }>(sql`
    select x.visitors, x.converted,
      (select count(distinct d.source) from analytics_daily d where ${where(scope, "d")})::int as sources,
      (select coalesce(sum(d.events), 0) from analytics_daily d where ${where(scope, "d")})::int as events
    from (select count(*)::int as visitors, (count(*) filter (where y.converted))::int as converted
          from (select bool_or(v.step = ${CONVERTED}) as converted from analytics_daily_visitors v
                where ${where(scope, "v")} group by v.visitor_id) y) x`);
  const visitors = num(row?.visitors);
  // a campaign's converted visitors are its applicants: the rollup of first applications that every
  // other screen of the campaign sums too (docs/decisions/045)
  const converted = scope.campaignId ? await campaignApplicants(scope) : num(row?.converted);
  return {
    uniqueVisitors: visitors,
    uniqueVisitorsConverted: converted,
    uniqueVisitorsConvertedRate: conversionRate(converted, visitors),
    trafficSourcesCount: num(row?.sources),
    events: num(row?.events),
  };
}

/**
 * A campaign's unique visitors of the period who came through one of its channels (a row with a
 * channel), for the results bar's split of visitors (issue 48 §4): the rest came another way.
 */
export async function campaignVisitorsThroughChannels(scope: Scope & { campaignId: string }) {
  const [row] = await rows<{ n: number }>(sql`
    select count(*)::int as n from (select v.visitor_id from analytics_daily_visitors v
      where ${where(scope, "v")} and v.channel_id <> ${NONE} group by v.visitor_id) x`);
  return num(row?.n);
}

/**
 * A campaign's applicants in a period (docs/decisions/045): first completed applications per visitor,
 * summed from the daily results the analytics rollup writes.
 */
export async function campaignApplicants(scope: Scope & { campaignId?: string | null }) {
  const [row] = await rows<{ n: number }>(sql`
    select coalesce(sum(p.applicants), 0)::int as n from campaign_channel_performance p
    join campaigns k on k.id = p.campaign_id and k.company_id = ${scope.companyId}
    where p.campaign_id = ${scope.campaignId} and p.day between ${scope.from} and ${scope.to}`);
  return num(row?.n);
}

/**
 * Unique visitors and converted visitors per day (each day's own unique count); for a campaign the
 * converted visitors of a day are the applicants first counted that day, so the days add up to the
 * period's applicants.
 */
export async function performanceByDateLive(scope: Scope) {
  const list = await rows<{ day: string; visitors: number; converted: number }>(sql`
    select x.day::text as day, count(*)::int as visitors, (count(*) filter (where x.converted))::int as converted
    from (select v.day, v.visitor_id, bool_or(v.step = ${CONVERTED}) as converted
          from analytics_daily_visitors v where ${where(scope, "v")} group by 1, 2) x
    group by x.day order by x.day`);
  if (scope.campaignId) {
    const applicants = await rows<{ day: string; n: number }>(sql`
      select p.day::text as day, sum(p.applicants)::int as n from campaign_channel_performance p
      join campaigns k on k.id = p.campaign_id and k.company_id = ${scope.companyId}
      where p.campaign_id = ${scope.campaignId} and p.day between ${scope.from} and ${scope.to} and p.applicants > 0
      group by p.day`);
    const byDay = new Map(applicants.map((r) => [r.day, num(r.n)]));
    const days = new Set(list.map((r) => r.day));
    const merged = list.map((r) => ({ date: r.day, uniqueVisitors: num(r.visitors), uniqueVisitorsConverted: byDay.get(r.day) ?? 0 }));
    for (const [day, n] of byDay) if (!days.has(day)) merged.push({ date: day, uniqueVisitors: 0, uniqueVisitorsConverted: n });
    return merged.sort((a, b) => a.date.localeCompare(b.date));
  }
  return list.map((r) => ({ date: r.day, uniqueVisitors: num(r.visitors), uniqueVisitorsConverted: num(r.converted) }));
}

export interface SourceFunnel {
  id: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
  steps: Record<string, number>;
}

/** Each funnel step as one bit, so a visitor's steps fold into one integer (bit_or). */
const STEP_BIT = sql.raw(
  `case v.step ${FUNNEL_STEPS.map((step, i) => `when '${step}' then ${1 << i}`).join(" ")} else 0 end`,
);
/**
 * A visitor counts at a funnel step when they reached it and every step before it in visitor order
 * (docs/decisions/046), so no step counts more visitors than the one before; `conv` counts who
 * reached the conversion step at all (a source's converted visitors).
 */
const stepMask = (step: FunnelStep) => stepsUpTo(step).reduce((m, s) => m | (1 << FUNNEL_STEPS.indexOf(s)), 0);
const STEP_COUNTS = sql.raw(
  [
    ...FUNNEL_STEPS.map((step, i) => `(count(*) filter (where m & ${stepMask(step)} = ${stepMask(step)}))::int as s${i}`),
    `(count(*) filter (where m & ${1 << FUNNEL_STEPS.indexOf(CONVERSION_STEP)} <> 0))::int as conv`,
  ].join(", "),
);

/**
 * Funnel per traffic source: visitors per step and source, per source, per step and overall. One
 * group per visitor and source folds the visitor's steps into a bit mask (docs/decisions/023);
 * every count is then a filter over those rows, and the totals one more group per visitor.
 * `split: "campaign"` folds the sources into campaign vs external traffic.
 */
export async function sourcesFunnelLive(scope: Scope, split: "source" | "campaign" = "source") {
  const key = split === "campaign" ? sql`case when v.source = 'campaign' then 'campaignTraffic' else 'externalTraffic' end` : sql`v.source`;
  const list = await rows<{ src: string | null; visitors: number; conv: number } & Record<`s${number}`, number>>(sql`
    with masks as (
      select ${key} as src, v.visitor_id, bit_or(${STEP_BIT}) as m
      from analytics_daily_visitors v where ${where(scope, "v")} group by 1, 2)
    select src, count(*)::int as visitors, ${STEP_COUNTS} from masks group by src
    union all
    select null, count(*)::int, ${STEP_COUNTS} from (select bit_or(m) as m from masks group by visitor_id) t`);
  const sources = new Map<string, SourceFunnel>();
  const total: SourceFunnel = { id: "total", uniqueVisitors: 0, uniqueVisitorsConverted: 0, steps: {} };
  for (const r of list) {
    const visitors = num(r.visitors);
    // the totals row of an empty period is all zeros; a source row exists only with visitors
    if (r.src !== null && visitors === 0) continue;
    const s: SourceFunnel = r.src === null ? total : { id: r.src, uniqueVisitors: 0, uniqueVisitorsConverted: 0, steps: {} };
    if (r.src !== null) sources.set(r.src, s);
    s.uniqueVisitors = visitors;
    FUNNEL_STEPS.forEach((step, i) => {
      const n = num(r[`s${i}`]);
      if (n > 0) s.steps[step] = n;
    });
    s.uniqueVisitorsConverted = num(r.conv);
  }
  return { sources: [...sources.values()].sort((a, b) => b.uniqueVisitors - a.uniqueVisitors || a.id.localeCompare(b.id)), total };
}

/** Campaign traffic per channel (spec 2 §7 overall channels performance, offset/limit). */
export async function channelPerformanceLive(scope: Scope, page: Page) {
  const list = await rows<{ channel_id: string; name: string | null; visitors: number; converted: number; total: number }>(sql`
    select x.channel_id, c.name, count(*)::int as visitors, (count(*) filter (where x.converted))::int as converted,
      (count(*) over ())::int as total
    from (select v.channel_id, v.visitor_id, bool_or(v.step = ${CONVERTED}) as converted
          from analytics_daily_visitors v where ${where(scope, "v")} and v.channel_id <> ${NONE} group by 1, 2) x
    left join channels c on c.id = x.channel_id
    group by x.channel_id, c.name
    order by visitors desc, c.name limit ${page.limit} offset ${page.offset}`);
  return channelList(list);
}

/** Geolocation (spec 2 §3: countries keyed by isoA2); "" is an unknown country. */
export async function geolocationLive(scope: Scope) {
  const list = await rows<{ country: string; visitors: number; converted: number }>(sql`
    select x.country, count(*)::int as visitors, (count(*) filter (where x.converted))::int as converted
    from (select v.country, v.visitor_id, bool_or(v.step = ${CONVERTED}) as converted
          from analytics_daily_visitors v where ${where(scope, "v")} group by 1, 2) x
    group by x.country order by visitors desc, x.country`);
  return list.map((r) => ({ isoA2: r.country, uniqueVisitors: num(r.visitors), uniqueVisitorsConverted: num(r.converted) }));
}

/** Converters considered by one attribution read (the most recent ones). */
export const ATTRIBUTION_MAX_CONVERTERS = 5000;

/** Assisted conversions over the lookback window (app/lib/analytics/attribution.ts). */
export async function assistedConversions(scope: Scope, lookbackDays: number) {
  const conversions = await rows<{ visitor_id: string; at: string | Date }>(sql`
    select v.visitor_id, min(v.last_seen_at) as at from analytics_daily_visitors v
    where ${where(scope, "v")} and v.step = ${CONVERTED}
    group by v.visitor_id order by at desc limit ${ATTRIBUTION_MAX_CONVERTERS}`);
  if (conversions.length === 0) return [];
  const ids = conversions.map((c) => c.visitor_id);
  const touchScope = { ...scope, from: addDays(scope.from, -lookbackDays) };
  const touches = await rows<{ visitor_id: string; channel_id: string; at: string | Date }>(sql`
    select v.visitor_id, v.channel_id, max(v.last_seen_at) as at from analytics_daily_visitors v
    where ${where(touchScope, "v")} and v.channel_id <> ${NONE}
      and v.visitor_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    group by v.visitor_id, v.channel_id, v.day`);
  const result = attribute(
    conversions.map((c) => ({ visitorId: c.visitor_id, at: new Date(c.at) })),
    touches.map((t) => ({ visitorId: t.visitor_id, channelId: t.channel_id, at: new Date(t.at) })),
    lookbackDays,
  );
  const names = await channelNames(result.map((r) => r.channelId));
  // most conversions first, then by name, so the table reads the same on every load
  return result
    .map((r) => ({ ...r, name: names.get(r.channelId) ?? "—" }))
    .sort((a, b) => b.lastTouch + b.assisted - (a.lastTouch + a.assisted) || a.name.localeCompare(b.name));
}

async function channelNames(ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const list = await rows<{ id: string; name: string }>(
    sql`select id, name from channels where id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`,
  );
  return new Map(list.map((r) => [r.id, r.name]));
}

/** Clicks per day and channel of one campaign (spec 2 §3 clicksPerDay), from the tracking links. */
export async function clicksPerDay(scope: Scope & { campaignId: string }) {
  const list = await rows<{ day: string; channel_id: string; name: string | null; clicks: number }>(sql`
    select p.day::text as day, p.channel_id, c.name, p.clicks::int as clicks
    from campaign_channel_performance p
    join campaigns k on k.id = p.campaign_id and k.company_id = ${scope.companyId}
    left join channels c on c.id = p.channel_id
    where p.campaign_id = ${scope.campaignId} and p.day between ${scope.from} and ${scope.to} and p.clicks > 0
    order by p.day, c.name`);
  return list.map((r) => ({ date: r.day, channelId: r.channel_id, name: r.name ?? "—", clicks: num(r.clicks) }));
}

/** Job-ad clicks with the boards' impressions, reach and engagements (spec 2 §3 "Job ad clicks"). */
export async function jobAdClicks(scope: Scope & { campaignId: string }) {
  const list = await rows<{ channel_id: string; name: string | null; clicks: number; impressions: number; reach: number; engagements: number }>(sql`
    select cc.channel_id, c.name,
      (select coalesce(sum(p.clicks), 0) from campaign_channel_performance p
        where p.campaign_id = cc.campaign_id and p.channel_id = cc.channel_id and p.day between ${scope.from} and ${scope.to})::int as clicks,
      coalesce(s.impressions, 0)::int as impressions, coalesce(s.reach, 0)::int as reach, coalesce(s.engagements, 0)::int as engagements
    from campaign_channels cc
    join campaigns k on k.id = cc.campaign_id and k.company_id = ${scope.companyId}
    left join channels c on c.id = cc.channel_id
    left join lateral (
      select sum(x.impressions) as impressions, sum(x.reach) as reach, sum(x.engagements) as engagements
      from channel_stats x where x.company_id = ${scope.companyId} and x.campaign_id = cc.campaign_id
        and x.channel_id = cc.channel_id and x.day between ${scope.from} and ${scope.to}) s on true
    where cc.campaign_id = ${scope.campaignId}
    order by cc.position`);
  const channelList = list.map((r) => ({
    channelId: r.channel_id,
    name: r.name ?? "—",
    clicks: num(r.clicks),
    impressions: num(r.impressions),
    reach: num(r.reach),
    engagements: num(r.engagements),
    ctr: clickThroughRate(num(r.clicks), num(r.impressions)),
  }));
  const sum = (k: "clicks" | "impressions" | "reach" | "engagements") => channelList.reduce((t, c) => t + c[k], 0);
  const total = { clicks: sum("clicks"), impressions: sum("impressions"), reach: sum("reach"), engagements: sum("engagements") };
  return { channelList, total: { ...total, ctr: clickThroughRate(total.clicks, total.impressions) } };
}

/** Clicks per campaign in the period (spec 2 §7 "clicks per campaign", 5 per page). */
export async function clicksPerCampaignLive(scope: Scope, page: Page) {
  const clickRows = sql`
    select p.campaign_id, p.clicks from campaign_channel_performance p
    join campaigns k on k.id = p.campaign_id and k.company_id = ${scope.companyId}
    where p.day between ${scope.from} and ${scope.to}`;
  return clicksPerCampaignOf(scope.companyId, clickRows, page);
}

/** Jobs overview: the company's campaigns grouped by job title, with clicks and visitors in the period. */
export async function jobsOverviewLive(scope: Scope, page: Page) {
  const list = await rows<{ job: string; campaigns: number; clicks: number; visitors: number; converted: number; total: number }>(sql`
    with jobs as (
      select ${JOB_TITLE} as job, k.id
      from campaigns k where k.company_id = ${scope.companyId} and ${ANALYSED_CAMPAIGN}
    )
    select j.job, count(*)::int as campaigns,
      coalesce(sum((select sum(p.clicks) from campaign_channel_performance p where p.campaign_id = j.id and p.day between ${scope.from} and ${scope.to})), 0)::int as clicks,
      (select count(distinct v.visitor_id) from analytics_daily_visitors v where v.company_id = ${scope.companyId}
        and v.day between ${scope.from} and ${scope.to} and v.campaign_id = any(array_agg(j.id)))::int as visitors,
      (select count(distinct v.visitor_id) from analytics_daily_visitors v where v.company_id = ${scope.companyId}
        and v.day between ${scope.from} and ${scope.to} and v.campaign_id = any(array_agg(j.id)) and v.step = ${CONVERTED})::int as converted,
      (count(*) over ())::int as total
    from jobs j group by j.job
    order by visitors desc, clicks desc, j.job limit ${page.limit} offset ${page.offset}`);
  return jobList(list);
}

/** Job-page performance: page views, application forms and applications per career-site page. */
export async function jobPagePerformanceLive(scope: Omit<Scope, "campaignId">, page: Page) {
  return jobPagesOf(
    sql`select p.page, p.step, p.events from analytics_page_daily p
        where p.company_id = ${scope.companyId} and p.day between ${scope.from} and ${scope.to}`,
    page,
  );
}

/**
 * The campaign a career-site page advertises in a period (issue 48 §4: rows named by their job, not
 * by a URL): the campaign whose events name that page most often in the period (ties: the lower
 * id). An event's campaign is the one its click id (hw_cid) or the snippet's campaign named at
 * ingest; its page is its URL as the rows key it (pageOfUrl: without the tracking link's query,
 * which every paid visit carries). Read from the rollup of events per page and campaign, as the
 * job-page rows themselves are, so a long custom period does not read every raw event of it.
 */
export async function campaignsOfPages(scope: Omit<Scope, "campaignId">, pages: string[]) {
  if (pages.length === 0) return new Map<string, string>();
  const found = await rows<{ page: string; campaign_id: string }>(sql`
    select distinct on (x.page) x.page, x.campaign_id
    from (select p.page, p.campaign_id, sum(p.events) as n from analytics_page_campaign_daily p
          where p.company_id = ${scope.companyId} and p.day between ${scope.from} and ${scope.to}
            and p.page in (select jsonb_array_elements_text(${JSON.stringify(pages)}::jsonb))
          group by 1, 2) x
    join campaigns k on k.id = x.campaign_id and k.company_id = ${scope.companyId}
    order by x.page, x.n desc, x.campaign_id`);
  return new Map(found.map((r) => [r.page, r.campaign_id]));
}

/** The job of each of a company's campaigns: its target group's job title, else its name. */
export async function jobTitlesOfCampaigns(companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const found = await rows<{ id: string; job: string }>(sql`
    select k.id, ${JOB_TITLE} as job from campaigns k
    where k.company_id = ${companyId} and k.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`);
  return new Map(found.map((r) => [r.id, r.job]));
}

/**
 * The company-wide sections the job precomputes for the period presets (lists up to
 * PERIOD_TOTALS_ROWS rows, in analytics_period_totals), counted live: also the reference the
 * visitor sets are tested against.
 */
export const LIVE_SECTIONS: Record<string, (scope: Scope) => Promise<unknown>> = {
  overall: (scope) => overallPerformanceLive(scope),
  "by-date": (scope) => performanceByDateLive(scope),
  sources: (scope) => sourcesFunnelLive(scope, "source"),
  channels: (scope) => channelPerformanceLive(scope, { offset: 0, limit: PERIOD_TOTALS_ROWS }),
  geo: (scope) => geolocationLive(scope),
  clicks: (scope) => clicksPerCampaignLive(scope, { offset: 0, limit: PERIOD_TOTALS_ROWS }),
  jobs: (scope) => jobsOverviewLive(scope, { offset: 0, limit: PERIOD_TOTALS_ROWS }),
  "job-pages": (scope) => jobPagePerformanceLive(scope, { offset: 0, limit: PERIOD_TOTALS_ROWS }),
};

/** Events dropped at ingest (bots) in the period. */
export async function droppedEvents(scope: Omit<Scope, "campaignId">) {
  const [row] = await rows<{ n: number }>(sql`
    select coalesce(sum(events), 0)::int as n from analytics_dropped
    where company_id = ${scope.companyId} and day between ${scope.from} and ${scope.to}`);
  return num(row?.n);
}

/** Whether the company has anything to show yet: an event, or a click on a tracking link. */
export async function hasAnalyticsData(companyId: string) {
  const [row] = await rows<{ any: boolean }>(sql`
    select exists (select 1 from analytics_events where company_id = ${companyId})
      or exists (select 1 from campaign_channel_performance p join campaigns k on k.id = p.campaign_id where k.company_id = ${companyId}) as any`);
  return Boolean(row?.any);
}
