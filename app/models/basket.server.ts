import type { Forecast } from "~/lib/campaign/forecast";
import type { ForecastLabels } from "~/lib/campaign/forecast-text";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { isPurchasable, priceSummary, type ConvertedLine, type PriceSummary } from "~/lib/campaign/pricing";
import { listCampaignChannelDetails } from "./campaign-summary.server";
import { companyPricing } from "./checkout.server";
import { latestRateTable } from "./fx-rate.server";
import { basketForecast, forecastLabelsIn } from "./forecast.server";

/**
 * The basket of a campaign joined with the channel catalogue (spec 1 §2 "Basket card", §3
 * "Campaign": channels, totals, forecast).
 */
export interface BasketChannel {
  id: string;
  name: string;
  focus: string;
  daysOnline: number;
  /** a job fair: the basket says "Veranstaltung, 1 Tag", not "1 Tag online" */
  isEvent: boolean;
  /** cents, in `currency` (the channel's own, or the one it was ordered in) */
  price: number;
  currency: string;
  ordered: ConvertedLine | null;
  availableForPurchase: boolean;
  bundleId: string | null;
  purchasable: boolean;
  ctaMin: number;
  ctaMax: number;
}

export interface Basket {
  channels: BasketChannel[];
  summary: PriceSummary;
  /** clicks, applicants and cost per applicant per posting, each with an interval; none for an empty basket (docs/decisions/078) */
  forecast: Forecast | null;
  /** the target group's job family and country as the forecast's basis names them */
  forecastLabels: ForecastLabels;
}

/**
 * The basket's channels: the campaign's channels (scoped by company) with the price paid once
 * ordered, else the list price.
 */
export async function listBasketChannels(companyId: string, campaignId: string, locale: string): Promise<BasketChannel[]> {
  const rows = await listCampaignChannelDetails(companyId, campaignId, locale);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    focus: row.focus,
    daysOnline: row.daysOnline,
    isEvent: row.isEvent,
    price: row.price,
    currency: row.currency,
    ordered: row.ordered,
    availableForPurchase: row.availableForPurchase,
    bundleId: row.bundleId,
    ctaMin: row.ctaMin,
    ctaMax: row.ctaMax,
    purchasable: isPurchasable(row),
  }));
}

/**
 * `orderedCurrency`: the campaign's, once ordered (campaigns.ordered_currency): an order keeps its
 * currency and its lines as converted then; a draft is summed in the company's currency at the
 * latest reference rates (decision 079).
 */
export async function getBasket(
  companyId: string,
  campaignId: string,
  locale: string,
  orderedCurrency: string | null = null,
  targetGroup: TargetGroup | null = null,
): Promise<Basket> {
  const [items, pricing, rates] = await Promise.all([
    listBasketChannels(companyId, campaignId, locale),
    companyPricing(companyId),
    latestRateTable(),
  ]);
  const summary = priceSummary(items, pricing, { currency: orderedCurrency ?? pricing.currency, rates });
  // the forecast counts what will be bought: purchasable channels only
  const forecast = await basketForecast(
    items.filter((c) => c.purchasable),
    targetGroup,
    { cost: { cents: summary.total, currency: summary.currency }, excludeCampaignId: campaignId },
  );
  return { channels: items, summary, forecast, forecastLabels: await forecastLabelsIn(targetGroup, locale) };
}
