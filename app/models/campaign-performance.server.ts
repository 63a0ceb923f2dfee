import { createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/db/client.server";
import { campaignChannelPerformance, campaignChannels, campaignOrders, campaigns, channelTrackRecords, channels } from "~/db/schema";
import type { CheckoutState } from "~/lib/validation/checkout";
import { channelTitle, DEFAULT_JOB_REFERENCE } from "~/lib/tracking/tracking-config";
import type { CustomTrackingSnapshot } from "./tracking-config.server";
import { isOrdered } from "~/lib/campaign/status";
import { hitRateLimit } from "./rate-limit.server";
import { forgetChannelSearches } from "./channel.server";

/**
 * Clicks and applicants of ordered campaigns, per channel and day (issue 5 cards, performance page).
 * Clicks are written by the public tracking link (/t/:campaignId/:channelId), once per visitor,
 * channel and day; applicants only by the analytics rollup, from the events (docs/decisions/045).
 */

export type PerformanceKind = "click";

/** A visitor counts once per channel, kind and day; later hits pass through uncounted. */
export const VISITOR_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface PerformanceTotals {
  clicks: number;
  applicants: number;
  /** the first day with a click (spec 1 §3 list rows: firstClickDate), YYYY-MM-DD */
  firstClickDate: string | null;
}

const EMPTY: PerformanceTotals = { clicks: 0, applicants: 0, firstClickDate: null };

/**
 * The channel of an ordered campaign that a tracking link names, with the campaign's company (for
 * the job-ad destination) and the channel's UTM values from the checkout of its latest order. Null
 * for unknown ids, a channel not in the campaign, or a campaign that is not ordered: such links are
 * 404s and count nothing.
 */
export async function findTrackedChannel(campaignId: string, channelId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      companyId: campaigns.companyId,
      status: campaigns.status,
      liveUrl: campaignChannels.liveUrl,
      productName: channels.name,
      homepage: channels.homepage,
    })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .leftJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(and(eq(campaignChannels.campaignId, campaignId), eq(campaignChannels.channelId, channelId)));
  if (!row || !isOrdered(row.status)) return null;
  const [order] = await db
    .select({ checkout: campaignOrders.checkout })
    .from(campaignOrders)
    .where(eq(campaignOrders.campaignId, campaignId))
    .orderBy(desc(campaignOrders.requestedAt))
    .limit(1);
  const checkout = (order?.checkout ?? {}) as OrderedCheckout;
  const tracking = checkout.tracking?.find((t) => t.channelId === channelId) ?? null;
  const custom = checkout.customTrackingEnabled && Array.isArray(checkout.customTrackingFields)
    ? {
        fields: checkout.customTrackingFields,
        placeholders: {
          product_title: checkout.customProductNames?.[channelId] || row.productName || "",
          channel_title: channelTitle(row.homepage ?? "", row.productName ?? ""),
          campaign_id: campaignId,
          job_reference_id: checkout.jobReferenceId?.trim() || DEFAULT_JOB_REFERENCE,
        },
      }
    : null;
  return { companyId: row.companyId, liveUrl: row.liveUrl, tracking, custom };
}

/** The checkout kept with an order: the form's values and the tracking settings of that moment. */
type OrderedCheckout = CheckoutState & Partial<CustomTrackingSnapshot>;

/** A stable, non-reversible visitor key: no address is stored, only a hash in the rate-limit key. */
export function visitorKey(ip: string, userAgent: string) {
  return createHash("sha256").update(`${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * Counts one click on today's row (UTC) unless this visitor was already counted for this channel
 * today. Returns whether it was counted.
 */
export async function recordPerformance(
  kind: PerformanceKind,
  campaignId: string,
  channelId: string,
  visitor: string,
  now = new Date(),
) {
  const { allowed } = await hitRateLimit(
    `track:${kind}:${campaignId}:${channelId}:${visitor}`,
    1,
    VISITOR_WINDOW_MS,
    now.getTime(),
  );
  if (!allowed) return false;
  const db = await getDb();
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(campaignChannelPerformance)
    .values({ campaignId, channelId, day, clicks: 1 })
    .onConflictDoUpdate({
      target: [campaignChannelPerformance.campaignId, campaignChannelPerformance.channelId, campaignChannelPerformance.day],
      set: { clicks: sql`${campaignChannelPerformance.clicks} + 1` },
    });
  return true;
}

/** Totals per campaign for the list cards; campaigns without rows get zeros. */
export async function performanceTotals(campaignIds: string[]) {
  const totals = new Map<string, PerformanceTotals>();
  if (campaignIds.length === 0) return totals;
  const db = await getDb();
  const rows = await db
    .select({
      campaignId: campaignChannelPerformance.campaignId,
      clicks: sql<number>`sum(${campaignChannelPerformance.clicks})::int`,
      applicants: sql<number>`sum(${campaignChannelPerformance.applicants})::int`,
      // as text: node-postgres would turn a date into a Date at local midnight
      firstClickDate: sql<string | null>`min(${campaignChannelPerformance.day}) filter (where ${campaignChannelPerformance.clicks} > 0)::text`,
    })
    .from(campaignChannelPerformance)
    .where(inArray(campaignChannelPerformance.campaignId, campaignIds))
    .groupBy(campaignChannelPerformance.campaignId);
  for (const id of campaignIds) totals.set(id, EMPTY);
  for (const { campaignId, ...row } of rows) totals.set(campaignId, row);
  return totals;
}

/**
 * performanceTotals of one campaign as a lateral subquery of the list query (sums are null without
 * rows): the page's rows get their totals within the same statement.
 */
export function performanceTotalsOf(db: Database, campaignId: PgColumn) {
  return db
    .select({
      clicks: sql<number | null>`sum(${campaignChannelPerformance.clicks})::int`.as("perf_clicks"),
      applicants: sql<number | null>`sum(${campaignChannelPerformance.applicants})::int`.as("perf_applicants"),
      firstClickDate: sql<string | null>`(min(${campaignChannelPerformance.day}) filter (where ${campaignChannelPerformance.clicks} > 0))::text`.as(
        "perf_first_click",
      ),
    })
    .from(campaignChannelPerformance)
    .where(eq(campaignChannelPerformance.campaignId, campaignId))
    .as("perf");
}

/** Totals per channel of one of the company's campaigns (the performance page). */
export async function channelPerformance(companyId: string, campaignId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      channelId: campaignChannelPerformance.channelId,
      clicks: sql<number>`sum(${campaignChannelPerformance.clicks})::int`,
      applicants: sql<number>`sum(${campaignChannelPerformance.applicants})::int`,
    })
    .from(campaignChannelPerformance)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannelPerformance.campaignId))
    .where(and(eq(campaigns.companyId, companyId), eq(campaignChannelPerformance.campaignId, campaignId)))
    .groupBy(campaignChannelPerformance.channelId);
  return new Map(rows.map((r) => [r.channelId, { clicks: r.clicks, applicants: r.applicants }]));
}

/** How often a running app folds the results into the channels' track records. */
export const TRACK_RECORD_REFRESH_MS = 60 * 60 * 1000;

/**
 * Folds the results of all companies' campaigns into each channel's track record (campaigns with
 * results, clicks, applicants, and the middle half of its clicks per campaign), which ranks
 * recommendations (app/lib/catalogue/ranking.ts) and gives its forecast (docs/decisions/047). Only
 * per-channel sums leave a company, and ranking counts them from TRACK_RECORD_MIN_CAMPAIGNS on.
 * Idempotent: every run recomputes from the daily rows.
 */
export async function refreshTrackRecords(now = new Date()) {
  const db = await getDb();
  const p = campaignChannelPerformance;
  // per campaign first: the spread of clicks per campaign is the channel's forecast range
  const perCampaign = db
    .select({
      channelId: p.channelId,
      campaignId: p.campaignId,
      clicks: sql<number>`sum(${p.clicks})`.as("campaign_clicks"),
      applicants: sql<number>`sum(${p.applicants})`.as("campaign_applicants"),
    })
    .from(p)
    .innerJoin(channels, eq(channels.id, p.channelId))
    .groupBy(p.channelId, p.campaignId)
    .as("per_campaign");
  const rows = await db
    .select({
      channelId: perCampaign.channelId,
      campaigns: sql<number>`count(*)::int`,
      clicks: sql<number>`sum(${perCampaign.clicks})::int`,
      applicants: sql<number>`sum(${perCampaign.applicants})::int`,
      clicksLow: sql<number>`round((percentile_cont(0.25) within group (order by ${perCampaign.clicks}))::numeric)::int`,
      clicksHigh: sql<number>`round((percentile_cont(0.75) within group (order by ${perCampaign.clicks}))::numeric)::int`,
    })
    .from(perCampaign)
    .groupBy(perCampaign.channelId);
  if (rows.length === 0) return 0;
  await db
    .insert(channelTrackRecords)
    .values(rows.map((r) => ({ ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: channelTrackRecords.channelId,
      set: {
        campaigns: sql`excluded.campaigns`,
        clicks: sql`excluded.clicks`,
        applicants: sql`excluded.applicants`,
        clicksLow: sql`excluded.clicks_low`,
        clicksHigh: sql`excluded.clicks_high`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  // track records rank the catalogue's searches: kept answers are stale now
  forgetChannelSearches();
  return rows.length;
}

/**
 * Applicants per channel posting (campaign × channel) in its first `days` days online, from the
 * daily rows the track records sum (so budget advice and the recommendations' ranking read one
 * source, docs/decisions/080): of the given campaign and of the company's other ordered campaigns
 * for the same job function (the job family), for the postings online at least `days` days.
 */
export async function applicantsInFirstDays(
  companyId: string,
  campaignId: string,
  jobFunctionId: string | null,
  days: number,
  now = new Date(),
) {
  const db = await getDb();
  const since = new Date(now.getTime() - days * 86_400_000);
  const family = jobFunctionId ? sql`k.target_group->'jobFunction'->>'id' = ${jobFunctionId}` : sql`false`;
  const result = await db.execute(sql`
    select cc.campaign_id, cc.channel_id, coalesce(sum(p.applicants), 0)::int as applicants
    from campaign_channels cc
    join campaigns k on k.id = cc.campaign_id and k.company_id = ${companyId} and k.ordered_at is not null
    cross join lateral (select (coalesce(cc.online_from, k.availability_date) at time zone 'UTC')::date as first_day) f
    left join campaign_channel_performance p on p.campaign_id = cc.campaign_id and p.channel_id = cc.channel_id
      and p.day >= f.first_day and p.day < f.first_day + ${days}::int
    where coalesce(cc.online_from, k.availability_date) <= ${since}
      and (k.id = ${campaignId} or ${family})
    group by cc.campaign_id, cc.channel_id`);
  return (result.rows as { campaign_id: string; channel_id: string; applicants: number }[]).map((r) => ({
    campaignId: r.campaign_id,
    channelId: r.channel_id,
    applicants: Number(r.applicants),
  }));
}
