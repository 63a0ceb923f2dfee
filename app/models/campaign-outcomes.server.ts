import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { atsApplications, campaignChannels, campaigns, channels } from "~/db/schema";
import { summariseOutcomes, type CampaignOutcomes, type OutcomeCampaign, type OutcomeRow } from "~/lib/outcomes/figures";
import { channelNameSql } from "./channel.server";

/**
 * Outcomes from the imported applications (issue 52 §3): a campaign's, for its performance page,
 * analytics, share page and exports, and the company's over its campaigns, for the analytics
 * overview. Both read the applications of the period and count them in one function
 * (summariseOutcomes in lib/outcomes/figures.ts), so a company with one campaign shows that
 * campaign's figures (docs/decisions/080).
 */

type Period = { from: string; to: string };

/**
 * Applications made on the period's UTC days (docs/decisions/080: by the day of application). Its
 * interview, offer and hire count with it, so a period's funnel follows the same applications from
 * application to hire (as an applicant counts on the day of their first application, decision 045).
 */
function appliedWithin(period: Period | undefined) {
  if (!period) return undefined;
  const end = new Date(`${period.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return and(gte(atsApplications.appliedAt, new Date(`${period.from}T00:00:00Z`)), lt(atsApplications.appliedAt, end));
}

const rowColumns = {
  campaignId: atsApplications.campaignId,
  channelId: atsApplications.channelId,
  rule: atsApplications.attributionRule,
  stage: atsApplications.stage,
  status: atsApplications.status,
  appliedAt: atsApplications.appliedAt,
  hiredAt: atsApplications.hiredAt,
};

/**
 * The baskets (price paid, channel name, in basket order) of the given campaigns; the names in the
 * reader's language when `locale` is given (decision 084), else the catalogue's.
 */
async function baskets(campaignIds: string[], locale?: string) {
  if (campaignIds.length === 0) return new Map<string, OutcomeCampaign["basket"]>();
  const db = await getDb();
  const rows = await db
    .select({
      campaignId: campaignChannels.campaignId,
      channelId: campaignChannels.channelId,
      name: locale ? channelNameSql(locale) : channels.name,
      priceCents: campaignChannels.orderedPriceCents,
      currency: campaignChannels.orderedCurrency,
    })
    .from(campaignChannels)
    .innerJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(inArray(campaignChannels.campaignId, campaignIds))
    .orderBy(asc(campaignChannels.campaignId), asc(campaignChannels.position));
  const byCampaign = new Map<string, OutcomeCampaign["basket"]>();
  for (const { campaignId, ...b } of rows) byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), b]);
  return byCampaign;
}

/** Time to hire counts from the campaign going online: its availability date, else the order. */
const startOf = (c: { availabilityDate: Date | null; orderedAt: Date | null }) => c.availabilityDate ?? c.orderedAt;

export async function campaignOutcomes(
  companyId: string,
  campaign: { id: string; availabilityDate: Date | null; orderedAt: Date | null; orderedTotalCents: number | null; orderedCurrency: string | null },
  period?: Period,
  /** the reader's: the channels' names in their language (decision 084) */
  locale?: string,
): Promise<CampaignOutcomes> {
  const db = await getDb();
  const [rows, basket] = await Promise.all([
    db
      .select(rowColumns)
      .from(atsApplications)
      .where(and(eq(atsApplications.companyId, companyId), eq(atsApplications.campaignId, campaign.id), appliedWithin(period))),
    baskets([campaign.id], locale),
  ]);
  return summariseOutcomes(rows as OutcomeRow[], [
    {
      id: campaign.id,
      start: startOf(campaign),
      orderedTotalCents: campaign.orderedTotalCents,
      orderedCurrency: campaign.orderedCurrency,
      basket: basket.get(campaign.id) ?? [],
    },
  ]);
}

/**
 * The company's outcomes in a period (the analytics overview): the campaigns that have
 * applications made in the period, counted as each campaign's own figures and added up per
 * channel; cost is what those campaigns paid (docs/decisions/080).
 */
export async function companyOutcomes(companyId: string, period: Period): Promise<CampaignOutcomes & { campaignIds: string[] }> {
  const db = await getDb();
  const rows = await db
    .select(rowColumns)
    .from(atsApplications)
    .where(and(eq(atsApplications.companyId, companyId), isNotNull(atsApplications.campaignId), appliedWithin(period)));
  const ids = [...new Set(rows.map((r) => r.campaignId!))];
  const [list, basket] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            id: campaigns.id,
            availabilityDate: campaigns.availabilityDate,
            orderedAt: campaigns.orderedAt,
            orderedTotalCents: campaigns.orderedTotalCents,
            orderedCurrency: campaigns.orderedCurrency,
          })
          .from(campaigns)
          .where(and(eq(campaigns.companyId, companyId), inArray(campaigns.id, ids)))
          .orderBy(sql`${campaigns.availabilityDate} nulls last`, asc(campaigns.id)),
    baskets(ids),
  ]);
  const outcomes = summariseOutcomes(
    rows as OutcomeRow[],
    list.map((c) => ({
      id: c.id,
      start: startOf(c),
      orderedTotalCents: c.orderedTotalCents,
      orderedCurrency: c.orderedCurrency,
      basket: basket.get(c.id) ?? [],
    })),
  );
  return { ...outcomes, campaignIds: list.map((c) => c.id) };
}

/** A campaign's applications from the ATS per channel made since `since` (budget advice: the recent pace). */
export async function applicationsSince(companyId: string, campaignId: string, since: Date) {
  const db = await getDb();
  const rows = await db
    .select({ channelId: atsApplications.channelId, n: sql<number>`count(*)::int` })
    .from(atsApplications)
    .where(and(eq(atsApplications.companyId, companyId), eq(atsApplications.campaignId, campaignId), gte(atsApplications.appliedAt, since)))
    .groupBy(atsApplications.channelId);
  return new Map(rows.flatMap((r) => (r.channelId ? [[r.channelId, Number(r.n)] as const] : [])));
}
