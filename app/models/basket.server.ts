import { forecastCallsToAction, type Forecast } from "~/lib/campaign/forecast";
import { isPurchasable, priceSummary, type ConvertedLine, type PriceSummary } from "~/lib/campaign/pricing";
import { listCampaignChannelDetails } from "./campaign-summary.server";
import { companyPricing } from "./checkout.server";
import { latestRateTable } from "./fx-rate.server";

/**
 * The basket of a campaign joined with the channel catalogue (spec 1 §2 "Basket card", §3
 * "Campaign": channels, totals, forecast).
 */
export interface BasketChannel {
  id: string;
  name: string;
  focus: string;
  daysOnline: number;
  /** cents, in `currency` (the channel's own, or the one it was ordered in) */
  price: number;
  currency: string;
  ordered: ConvertedLine | null;
  availableForPurchase: boolean;
  bundleId: string | null;
  purchasable: boolean;
  ctaMin: number;
  ctaMax: number;
  track: { campaigns: number; clicksLow: number; clicksHigh: number } | null;
}

export interface Basket {
  channels: BasketChannel[];
  summary: PriceSummary;
  /** calls to action: the sum of the channels' per-posting ranges; none for an empty basket (docs/decisions/047) */
  forecast: Forecast | null;
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
    price: row.price,
    currency: row.currency,
    ordered: row.ordered,
    availableForPurchase: row.availableForPurchase,
    bundleId: row.bundleId,
    ctaMin: row.ctaMin,
    ctaMax: row.ctaMax,
    track: row.track,
    purchasable: isPurchasable(row),
  }));
}

/**
 * `orderedCurrency`: the campaign's, once ordered (campaigns.ordered_currency): an order keeps its
 * currency and its lines as converted then; a draft is summed in the company's currency at the
 * latest reference rates (decision 079).
 */
export async function getBasket(companyId: string, campaignId: string, locale: string, orderedCurrency: string | null = null): Promise<Basket> {
  const [items, pricing, rates] = await Promise.all([
    listBasketChannels(companyId, campaignId, locale),
    companyPricing(companyId),
    latestRateTable(),
  ]);
  const summary = priceSummary(items, pricing, { currency: orderedCurrency ?? pricing.currency, rates });
  // the forecast counts what will be bought: purchasable channels only
  const forecast = forecastCallsToAction(items.filter((c) => c.purchasable));
  return { channels: items, summary, forecast };
}
