import { sql } from "drizzle-orm";
import { costPerApplicant, type CampaignFigures } from "~/lib/campaign/figures";
import { isoDay, readPeriod } from "~/lib/analytics/period";
import { campaignVisitorsThroughChannels, overallPerformanceLive } from "./analytics-reports.server";
import { NONE } from "./analytics.server";
import { num, rows } from "./analytics-sections.server";

/**
 * The one place a campaign's figures are counted (docs/decisions/045), for the performance page,
 * the share page, the PDF/Word export and the analytics screen alike: clicks from the daily results
 * of the tracking links, unique visitors from the analytics visitor rollup, applicants from the
 * daily results the rollup derives from the events. The period defaults to the campaign's life so
 * far (its creation day to today), as on its analytics screen (spec 2 §7).
 */
export async function campaignFigures(
  companyId: string,
  campaign: { id: string; createdAt: Date; orderedTotalCents: number | null; orderedCurrency?: string | null },
  period?: { from: string; to: string },
  today = isoDay(new Date()),
): Promise<CampaignFigures> {
  const { from, to } = period ?? defaultCampaignPeriod(campaign.createdAt, today);
  const scope = { companyId, campaignId: campaign.id, from, to };
  const [overall, channelRows, visitorsFromChannels] = await Promise.all([
    // live: a campaign's scope is never precomputed nor read from the (company-wide) visitor sets
    overallPerformanceLive(scope),
    // per channel (the nil uuid: applicants who came another way), summed for the campaign's clicks
    rows<{ channel_id: string; clicks: number; applicants: number }>(sql`
      select p.channel_id, coalesce(sum(p.clicks), 0)::int as clicks, coalesce(sum(p.applicants), 0)::int as applicants
      from campaign_channel_performance p
      join campaigns k on k.id = p.campaign_id and k.company_id = ${companyId}
      where p.campaign_id = ${campaign.id} and p.day between ${from} and ${to}
      group by p.channel_id`),
    campaignVisitorsThroughChannels(scope),
  ]);
  const applicants = overall.uniqueVisitorsConverted;
  return {
    from,
    to,
    clicks: channelRows.reduce((sum, r) => sum + num(r.clicks), 0),
    visitors: overall.uniqueVisitors,
    visitorsFromChannels,
    applicants,
    costPerApplicantCents: costPerApplicant(campaign.orderedTotalCents, applicants),
    currency: campaign.orderedCurrency ?? "EUR",
    byChannel: Object.fromEntries(
      channelRows.filter((r) => r.channel_id !== NONE).map((r) => [r.channel_id, { clicks: num(r.clicks), applicants: num(r.applicants) }]),
    ),
  };
}

/** A campaign's screens start at its creation day (spec 2 §7 "Clicks start date") and end today. */
export function defaultCampaignPeriod(createdAt: Date, today: string) {
  const from = isoDay(createdAt);
  return { from: from <= today ? from : today, to: today };
}

/**
 * The period a campaign screen's URL asks for (`?from=&to=` or `?preset=`, as on its analytics
 * screen), by default the campaign's life so far.
 */
export function campaignPeriodOf(url: URL, createdAt: Date, today = isoDay(new Date())) {
  const { from, to } = readPeriod(url.searchParams, today, defaultCampaignPeriod(createdAt, today).from);
  return { from, to };
}

/**
 * The clicks and the applicants counted through the channels (not those who came another way)
 * of some of the company's campaigns in a period: the head of the click-to-hire funnel over the
 * campaigns whose outcomes the analytics overview shows (docs/decisions/080). For one campaign it
 * is the sum of campaignFigures' byChannel.
 */
export async function trackedThroughChannels(companyId: string, campaignIds: string[], period: { from: string; to: string }) {
  if (campaignIds.length === 0) return { clicks: 0, applicants: 0 };
  const [row] = await rows<{ clicks: number; applicants: number }>(sql`
    select coalesce(sum(p.clicks), 0)::int as clicks, coalesce(sum(p.applicants), 0)::int as applicants
    from campaign_channel_performance p
    join campaigns k on k.id = p.campaign_id and k.company_id = ${companyId}
    where p.campaign_id in (${sql.join(campaignIds.map((id) => sql`${id}::uuid`), sql`, `)})
      and p.channel_id <> ${NONE} and p.day between ${period.from} and ${period.to}`);
  return { clicks: num(row?.clicks), applicants: num(row?.applicants) };
}
