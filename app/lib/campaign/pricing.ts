import { formatDate } from "~/lib/dates";
import { convertCents, exchangeRate, type AppliedRate, type RateTable } from "~/lib/fx";
import { perLocale } from "~/lib/locale-table";

/**
 * The basket's price summary (spec 1 §9 "Price summary", spec 2 §9 exports). All money is integer
 * cents. A channel's price is in the channel's own currency; the summary's lines (subtotal,
 * discounts, service fee, total) are in the total's currency — the company's, EUR by default —
 * each channel converted with the dated reference rate (decision 079). One function computes it;
 * the basket, checkout, order, share page and exports show it.
 */
export interface PricedChannel {
  /** cents, in `currency` */
  price: number;
  /** ISO 4217: the channel's list-price currency, or the one it was ordered in */
  currency: string;
  availableForPurchase: boolean;
  bundleId: string | null;
  /** once ordered: the line as it was converted then; a placed order is never converted again */
  ordered?: ConvertedLine | null;
}

/** A channel's price in the total's currency, and the rate it took (decision 079). */
export interface ConvertedLine extends AppliedRate {
  cents: number;
}

/** The total's currency and the reference rates of the day that convert into it. */
export interface TotalCurrency {
  currency: string;
  rates: RateTable | null;
}

/** A channel's price in the total's currency, or null when no reference rate converts it. */
export function convertLine(channel: Pick<PricedChannel, "price" | "currency" | "ordered">, to: TotalCurrency): ConvertedLine | null {
  if (channel.ordered) return channel.ordered;
  const cents = convertCents(channel.price, channel.currency, to.currency, to.rates);
  const rate = exchangeRate(channel.currency, to.currency, to.rates);
  if (cents === null || rate === null) return null;
  return { cents, rate, rateDate: channel.currency === to.currency ? null : to.rates!.date };
}

/** spec 1 §3: purchasable channels have availableForPurchase set and no bundle id. */
export function isPurchasable(channel: Pick<PricedChannel, "availableForPurchase" | "bundleId">) {
  return channel.availableForPurchase && !channel.bundleId;
}

/**
 * issue 16 §2: one rule for "how many channels" wherever a campaign is shown (basket, checkout,
 * share page, PDF, DOCX): the channels that are ordered and paid, i.e. the purchasable ones. A
 * channel not available for purchase or in a bundle may stay in the basket, but it is not ordered,
 * so it is not counted; where it is listed, `notCountedLabelKey` says why (one wording in common).
 */
export function channelCount(channels: Pick<PricedChannel, "availableForPurchase" | "bundleId">[]) {
  const counted = channels.filter(isPurchasable).length;
  return { counted, notCounted: channels.length - counted };
}

/** Translation keys of the shared channel wording (common namespace). */
export const CHANNEL_COUNT_KEY = "common:campaign-channels.count";
export const NOT_COUNTED_KEY = "common:campaign-channels.not-counted";

export function notCountedLabelKey(channel: Pick<PricedChannel, "bundleId">) {
  return channel.bundleId ? "common:campaign-channels.in-bundle" : "common:campaign-channels.not-purchasable";
}

/** The discount notice appears below this many purchasable channels (spec 1 §9). */
export const VOLUME_DISCOUNT_MIN_CHANNELS = 3;
/**
 * Volume discount once the basket reaches VOLUME_DISCOUNT_MIN_CHANNELS purchasable channels. The
 * spec names the notice, not the rate: docs/decisions/005-campaign-pricing.md.
 */
export const VOLUME_DISCOUNT_PERCENT = 10;

export interface PriceSummary {
  /** ISO 4217: the currency of the subtotal, discounts, service fee and total */
  currency: string;
  /** each channel's price in `currency`, in the channels' order; null when not purchasable or without a rate */
  lines: (ConvertedLine | null)[];
  /** the reference rates of the channels in another currency, one per currency: shown where a sum mixes currencies */
  exchangeRates: ExchangeRate[];
  /** currencies of purchasable channels without a reference rate: left out of the total, and not orderable */
  missingRates: string[];
  purchasableCount: number;
  subtotal: number;
  /** volume discount (cents) */
  discount: number;
  companyDiscountPercentage: number;
  companyDiscount: number;
  /** number of service-fee units (one per purchasable channel when the company pays a fee) */
  serviceFeeAmount: number;
  /** total service fee in cents */
  serviceFeePrice: number;
  total: number;
  showDiscountNotice: boolean;
}

/** "1 EUR = 1.1767 USD, ECB reference rate of 2026-02-20": `rate` units of `currency` per one unit of the total's. */
export interface ExchangeRate {
  currency: string;
  rate: number;
  date: string;
}

/**
 * The summary in `to.currency`: each purchasable channel converted on its own (rounded to the cent
 * once), the subtotal the sum of those lines, discounts and the service fee (the company's, in its
 * currency) on the converted subtotal.
 */
export function priceSummary(
  channels: PricedChannel[],
  company: { discountPercent: number; serviceFeeCents: number },
  to: TotalCurrency,
): PriceSummary {
  const purchasable = channels.filter(isPurchasable);
  const lines = channels.map((c) => (isPurchasable(c) ? convertLine(c, to) : null));
  const missingRates = [...new Set(channels.filter((c, i) => isPurchasable(c) && lines[i] === null).map((c) => c.currency))];
  const exchangeRates = new Map<string, ExchangeRate>();
  channels.forEach((c, i) => {
    const line = lines[i];
    if (line?.rateDate && !exchangeRates.has(c.currency)) exchangeRates.set(c.currency, { currency: c.currency, rate: line.rate, date: line.rateDate });
  });
  const subtotal = lines.reduce((sum, line) => sum + (line?.cents ?? 0), 0);
  const discount =
    purchasable.length >= VOLUME_DISCOUNT_MIN_CHANNELS ? Math.round((subtotal * VOLUME_DISCOUNT_PERCENT) / 100) : 0;
  const companyDiscountPercentage = company.discountPercent;
  const companyDiscount = Math.round(((subtotal - discount) * companyDiscountPercentage) / 100);
  const serviceFeeAmount = company.serviceFeeCents > 0 ? purchasable.length : 0;
  const serviceFeePrice = serviceFeeAmount * company.serviceFeeCents;
  return {
    currency: to.currency,
    lines,
    exchangeRates: [...exchangeRates.values()],
    missingRates,
    purchasableCount: purchasable.length,
    subtotal,
    discount,
    companyDiscountPercentage,
    companyDiscount,
    serviceFeeAmount,
    serviceFeePrice,
    total: subtotal - discount - companyDiscount + serviceFeePrice,
    // spec 1 §9: fewer than 3 purchasable channels and no discount set
    showDiscountNotice: purchasable.length < VOLUME_DISCOUNT_MIN_CHANNELS && discount === 0 && companyDiscountPercentage === 0,
  };
}

export interface PriceSummaryLine {
  /** the line's translation key is `summary.<key>` */
  key: "subtotal" | "discount" | "company-discount" | "service-fee" | "total";
  cents: number;
  /** shown as a deduction (− amount) */
  deduction: boolean;
  /** the label's values: company-discount {percent}, service-fee {count, unit in cents} */
  values: { percent?: number; count?: number; unitCents?: number };
}

/**
 * spec 1 §9 "Price summary" as lines, in order: subtotal; the discount, the company discount and
 * the service fee only when present; total. One rule for the checkout, the share and performance
 * pages and the exports.
 */
export function priceSummaryLines(price: PriceSummary): PriceSummaryLine[] {
  const line = (key: PriceSummaryLine["key"], cents: number, deduction = false, values = {}): PriceSummaryLine => ({
    key,
    cents,
    deduction,
    values,
  });
  return [
    line("subtotal", price.subtotal),
    ...(price.discount > 0 ? [line("discount", price.discount, true)] : []),
    ...(price.companyDiscount > 0
      ? [line("company-discount", price.companyDiscount, true, { percent: price.companyDiscountPercentage })]
      : []),
    ...(price.serviceFeePrice > 0
      ? [
          line("service-fee", price.serviceFeePrice, false, {
            count: price.serviceFeeAmount,
            unitCents: Math.round(serviceFeePerUnitEuros(price) * 100),
          }),
        ]
      : []),
    line("total", price.total),
  ];
}

/** A line's label and amount in a namespace with the `summary.*` keys (checkout, campaign-list). */
export function priceSummaryLineText(
  line: PriceSummaryLine,
  t: (key: string, values?: Record<string, unknown>) => string,
  money: (cents: number) => string,
  minus = "−",
) {
  const { percent, count, unitCents } = line.values;
  const label = t(`summary.${line.key}`, {
    percent,
    count,
    unit: unitCents === undefined ? undefined : money(unitCents),
  });
  return { label, value: line.deduction ? `${minus} ${money(line.cents)}` : money(line.cents) };
}

/** spec 1 §9: the per-unit fee is serviceFeePrice / serviceFeeAmount / 100, in the total's currency. */
export function serviceFeePerUnitEuros(summary: Pick<PriceSummary, "serviceFeePrice" | "serviceFeeAmount">) {
  if (summary.serviceFeeAmount === 0) return 0;
  return summary.serviceFeePrice / summary.serviceFeeAmount / 100;
}

// ECB rates are published with four or five decimals; a cross rate is shown to four
const rateFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }));

/**
 * The sentences under a total that mixes currencies (issue 51 §4), in the viewer's language: the
 * rate of each converted currency with its date ("1 EUR = 1.1767 USD, ECB reference rate of
 * Feb 20, 2026"), then the currencies that could not be converted. Empty for a one-currency sum.
 */
export function exchangeRateNotes(
  price: Pick<PriceSummary, "currency" | "exchangeRates" | "missingRates">,
  t: (key: string, values?: Record<string, unknown>) => string,
  locale: string,
): string[] {
  return [
    ...price.exchangeRates.map((r) =>
      t("common:money.exchange-rate", { total: price.currency, rate: rateFormat(locale).format(r.rate), currency: r.currency, date: formatDate(r.date, locale) }),
    ),
    ...(price.missingRates.length > 0 ? [t("common:money.missing-rate", { currencies: price.missingRates.join(", "), count: price.missingRates.length })] : []),
  ];
}
