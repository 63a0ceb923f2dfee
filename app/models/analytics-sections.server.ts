import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { conversionRate } from "~/lib/analytics/maths";
import { CONVERSION_STEP } from "~/lib/analytics/steps";
import { ORDERED_STATUSES } from "~/lib/campaign/status";

/**
 * What a company-overview section does with its counts, whether they were counted live over the
 * rollups (analytics-reports.server.ts) or from the visitor sets (analytics-visitor-sets.server.ts,
 * services/analytics/visitor-set-counts.server.ts): the same ordering, paging and row shape,
 * written once.
 */
export interface Page {
  offset: number;
  limit: number;
}

export const num = (v: unknown) => Number(v ?? 0);

/** The rows of one raw query, on the app's database or inside a transaction. */
export async function rows<T>(query: SQL, db?: Database) {
  return (await (db ?? (await getDb())).execute(query)).rows as T[];
}

/** A campaign's job in the jobs overview: its target group's job title, else its name. */
export const JOB_TITLE = sql.raw(`coalesce(nullif(k.target_group->'jobTitle'->>'label', ''), nullif(k.name, ''), '—')`);

/**
 * The campaigns (alias k) the jobs overview lists (issue 48 §6): those ordered — a draft has no
 * results to analyse — and not a job description alone.
 */
export const ANALYSED_CAMPAIGN = sql.raw(
  `(not k.description_only and k.status in (${ORDERED_STATUSES.map((s) => `'${s}'`).join(", ")}))`,
);

/** Channel rows, ordered and paged by the caller's query (visitors desc, then name). */
export function channelList(list: { channel_id: string; name: string | null; visitors: number; converted: number; total: number }[]) {
  return {
    total: num(list[0]?.total),
    channels: list.map((r) => ({
      channelId: r.channel_id,
      name: r.name ?? "—",
      uniqueVisitors: num(r.visitors),
      uniqueVisitorsConverted: num(r.converted),
      rate: conversionRate(num(r.converted), num(r.visitors)),
    })),
  };
}

/** Job rows, ordered and paged by the caller's query (visitors desc, clicks desc, job). */
export function jobList(list: { job: string; campaigns: number; clicks: number; visitors: number; converted: number; total: number }[]) {
  return {
    total: num(list[0]?.total),
    jobs: list.map((r) => ({
      job: r.job,
      campaigns: num(r.campaigns),
      clicks: num(r.clicks),
      uniqueVisitors: num(r.visitors),
      uniqueVisitorsConverted: num(r.converted),
    })),
  };
}

/** Clicks per campaign (spec 2 §7, 5 per page) over `clickRows`: (campaign_id, clicks) rows. */
export async function clicksPerCampaignOf(companyId: string, clickRows: SQL, page: Page) {
  const list = await rows<{ id: string; name: string; clicks: number; total: number }>(sql`
    with c as (${clickRows})
    select k.id, k.name, sum(c.clicks)::int as clicks, (count(*) over ())::int as total
    from c join campaigns k on k.id = c.campaign_id
    where k.company_id = ${companyId}
    group by k.id, k.name having sum(c.clicks) > 0
    order by clicks desc, k.name limit ${page.limit} offset ${page.offset}`);
  return { total: num(list[0]?.total), campaigns: list.map((r) => ({ campaignId: r.id, name: r.name, clicks: num(r.clicks) })) };
}

/** Job-page performance over `pageRows`: (page, step, events) rows. */
export async function jobPagesOf(pageRows: SQL, page: Page) {
  const list = await rows<{ page: string; views: number; forms: number; applications: number; total: number }>(sql`
    with p as (${pageRows})
    select p.page,
      (coalesce(sum(p.events) filter (where p.step in ('career-page', 'job-description')), 0))::int as views,
      (coalesce(sum(p.events) filter (where p.step = 'application-form'), 0))::int as forms,
      (coalesce(sum(p.events) filter (where p.step = ${CONVERSION_STEP}), 0))::int as applications,
      (count(*) over ())::int as total
    from p group by p.page order by views desc, p.page limit ${page.limit} offset ${page.offset}`);
  return {
    total: num(list[0]?.total),
    jobPages: list.map((r) => ({
      page: r.page,
      views: num(r.views),
      applicationForms: num(r.forms),
      applications: num(r.applications),
      rate: conversionRate(num(r.applications), num(r.views)),
    })),
  };
}
