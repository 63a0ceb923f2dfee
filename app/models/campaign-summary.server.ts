import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { campaignChannels, campaigns, channels, companies, type LocalizedText } from "~/db/schema";
import { exportableChannels } from "~/lib/campaign/export";
import { channelName } from "~/lib/catalogue/channel-name";
import { isPurchasable, priceSummary, type ConvertedLine } from "~/lib/campaign/pricing";
import { getCompanyFeatures } from "./feature.server";
import { isUuid } from "./campaign.server";
import { visibleToCompany } from "./channel.server";
import { latestRateTable } from "./fx-rate.server";
import { basketForecast } from "./forecast.server";
import { notFound } from "~/lib/not-found";

/**
 * spec 2 §3 "Campaign for export and sharing": a campaign with its channels (name, focus, days
 * online, price, description, availableForPurchase, bundle id), the basket's price summary and the
 * forecast. Used by the share page, the exports and the performance page.
 */

type Language = keyof LocalizedText;

/** "de-DE" → the German text, falling back to English (the catalogue's rule for labels). */
export function localized(text: LocalizedText | null | undefined, locale: string) {
  if (!text) return "";
  const language = locale.slice(0, 2) as Language;
  return text[language]?.trim() || text.en;
}


const purchasableSql = and(eq(channels.availableForPurchase, true), isNull(channels.bundleId));

export interface CampaignChannelDetail {
  id: string;
  /** in the reader's language (decision 084) */
  name: string;
  homepage: string;
  focus: string;
  daysOnline: number;
  /** the price paid when ordered, else the list price (cents, in `currency`) */
  price: number;
  /** ISO 4217: the currency it was ordered in, else the channel's list-price currency */
  currency: string;
  /** once ordered: the price in the order's currency with the rate and date it was converted at */
  ordered: ConvertedLine | null;
  description: string;
  availableForPurchase: boolean;
  bundleId: string | null;
  /** a job fair: its days are the event's, not days online */
  isEvent: boolean;
  ctaMin: number;
  ctaMax: number;
  liveUrl: string | null;
  onlineFrom: Date | null;
  onlineUntil: Date | null;
}

/** The campaign's channels in basket order. The campaign must belong to the company. */
export async function listCampaignChannelDetails(
  companyId: string,
  campaignId: string,
  locale: string,
): Promise<CampaignChannelDetail[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: channels.id,
      name: channels.name,
      names: channels.names,
      homepage: channels.homepage,
      focus: channels.focus,
      durationDays: channels.durationDays,
      priceCents: channels.priceCents,
      orderedPriceCents: campaignChannels.orderedPriceCents,
      currency: channels.currency,
      orderedCurrency: campaignChannels.orderedCurrency,
      orderedConvertedCents: campaignChannels.orderedConvertedCents,
      orderedRate: campaignChannels.orderedRate,
      orderedRateDate: campaignChannels.orderedRateDate,
      description: channels.description,
      availableForPurchase: channels.availableForPurchase,
      bundleId: channels.bundleId,
      isEvent: channels.isEvent,
      ctaMin: channels.ctaMin,
      ctaMax: channels.ctaMax,
      liveUrl: campaignChannels.liveUrl,
      onlineFrom: campaignChannels.onlineFrom,
      onlineUntil: campaignChannels.onlineUntil,
    })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .innerJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(
      and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId), visibleToCompany(companyId)),
    )
    .orderBy(asc(campaignChannels.position));
  return rows.map((r) => ({
    id: r.id,
    name: channelName(r.name, r.names, locale),
    homepage: r.homepage,
    focus: localized(r.focus, locale),
    daysOnline: r.durationDays,
    price: r.orderedPriceCents ?? r.priceCents,
    currency: r.orderedPriceCents === null ? r.currency : (r.orderedCurrency ?? "EUR"),
    ordered:
      r.orderedPriceCents === null || r.orderedConvertedCents === null
        ? null
        : { cents: r.orderedConvertedCents, rate: r.orderedRate ?? 1, rateDate: r.orderedRateDate },
    description: localized(r.description, locale),
    availableForPurchase: r.availableForPurchase,
    bundleId: r.bundleId,
    isEvent: r.isEvent,
    ctaMin: r.ctaMin,
    ctaMax: r.ctaMax,
    liveUrl: r.liveUrl,
    onlineFrom: r.onlineFrom,
    onlineUntil: r.onlineUntil,
  }));
}

/**
 * Purchasable channels of a campaign (the export is disabled at zero), as a subquery of the list
 * query, so it is counted for the rows of the page within the same statement.
 */
export function purchasableCountSql(campaign: { id: PgColumn; companyId: PgColumn }) {
  return sql<number>`(select count(*)::int from ${campaignChannels}
    inner join ${channels} on ${channels.id} = ${campaignChannels.channelId}
    where ${campaignChannels.campaignId} = ${campaign.id} and ${purchasableSql}
      and (${channels.companyId} is null or ${channels.companyId} = ${campaign.companyId}))`;
}

/**
 * For copyCampaign (re-order): which of these channels the company can still buy — available for
 * purchase, not in a bundle, and from the catalogue or the company's own channels.
 */
export function purchasableChannelIds(companyId: string) {
  return async (channelIds: string[]) => {
    if (channelIds.length === 0) return new Set<string>();
    const db = await getDb();
    const rows = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(inArray(channels.id, channelIds), purchasableSql, visibleToCompany(companyId)));
    return new Set(rows.map((r) => r.id));
  };
}

const summaryColumns = {
  id: campaigns.id,
  companyId: campaigns.companyId,
  name: campaigns.name,
  status: campaigns.status,
  targetGroup: campaigns.targetGroup,
  createdAt: campaigns.createdAt,
  orderedAt: campaigns.orderedAt,
  availabilityDate: campaigns.availabilityDate,
  orderedTotalCents: campaigns.orderedTotalCents,
  orderedCurrency: campaigns.orderedCurrency,
  cancellationRequestedAt: campaigns.cancellationRequestedAt,
  discountPercent: companies.discountPercent,
  serviceFeeCents: companies.serviceFeeCents,
  companyCurrency: companies.currency,
};

async function buildSummary(where: ReturnType<typeof and>, locale: string) {
  const db = await getDb();
  const [campaign] = await db
    .select(summaryColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(where);
  if (!campaign) return null;
  const [channelList, rates] = await Promise.all([
    listCampaignChannelDetails(campaign.companyId, campaign.id, locale),
    latestRateTable(),
  ]);
  const purchasable = channelList.filter(isPurchasable);
  // an order's own currency and frozen lines; a draft in the company's, at today's rates (decision 079)
  const price = priceSummary(channelList, campaign, { currency: campaign.orderedCurrency ?? campaign.companyCurrency, rates });
  // each channel also in the total's currency, where that is another (shown beside its own price)
  const channelsWithTotal = channelList.map((c, i) => ({
    ...c,
    converted: c.currency === price.currency ? null : (price.lines[i]?.cents ?? null),
  }));
  return {
    // as saved, its labels in the language it was saved in: services/campaigns/summary.server.ts
    // shows them in the viewer's (issue 48 §2, issue 49 §3)
    campaign,
    channels: channelsWithTotal,
    /** spec 2 §9: what the exports list */
    exportChannels: exportableChannels(channelsWithTotal),
    price,
    /** spec 2 §3 estimatedPerformance: clicks, applicants, cost per applicant per posting (docs/decisions/078) */
    forecast: await basketForecast(purchasable, campaign.targetGroup, {
      cost: { cents: price.total, currency: price.currency },
      excludeCampaignId: campaign.id,
    }),
  };
}

export type CampaignSummary = NonNullable<Awaited<ReturnType<typeof buildSummary>>>;

/** The summary of one of the company's campaigns; a missing or foreign one is a 404. */
export async function requireCampaignSummary(
  companyId: string,
  campaignId: string | null,
  locale: string,
) {
  const summary =
    campaignId && isUuid(campaignId)
      ? await buildSummary(
          and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)),
          locale,
        )
      : null;
  if (!summary) notFound();
  return summary;
}

/**
 * spec 1 §7 shareable_campaign_summary: found only through the unguessable campaign UUID, without
 * sign-in. A company that switched sharing off (share_campaign_details) shares nothing: 404.
 */
export async function requireShareableSummary(campaignId: string | null, locale: string) {
  const summary =
    campaignId && isUuid(campaignId)
      ? await buildSummary(eq(campaigns.id, campaignId), locale)
      : null;
  if (!summary) notFound();
  const features = await getCompanyFeatures(summary.campaign.companyId);
  if (!features.share_campaign_details) notFound();
  return { ...summary, features };
}
