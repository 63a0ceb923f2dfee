/**
 * The basket's price summary (spec 1 §9 "Price summary", spec 2 §9 exports). All money is integer
 * cents (EUR). One function computes it; the basket, checkout, share page and exports show it.
 */
export interface PricedChannel {
  price: number; // cents
  availableForPurchase: boolean;
  bundleId: string | null;
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

export function priceSummary(
  channels: PricedChannel[],
  company: { discountPercent: number; serviceFeeCents: number },
): PriceSummary {
  const purchasable = channels.filter(isPurchasable);
  const subtotal = purchasable.reduce((sum, c) => sum + c.price, 0);
  const discount =
    purchasable.length >= VOLUME_DISCOUNT_MIN_CHANNELS ? Math.round((subtotal * VOLUME_DISCOUNT_PERCENT) / 100) : 0;
  const companyDiscountPercentage = company.discountPercent;
  const companyDiscount = Math.round(((subtotal - discount) * companyDiscountPercentage) / 100);
  const serviceFeeAmount = company.serviceFeeCents > 0 ? purchasable.length : 0;
  const serviceFeePrice = serviceFeeAmount * company.serviceFeeCents;
  return {
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

/** spec 1 §9: the per-unit fee is serviceFeePrice / serviceFeeAmount / 100, in euros. */
export function serviceFeePerUnitEuros(summary: Pick<PriceSummary, "serviceFeePrice" | "serviceFeeAmount">) {
  if (summary.serviceFeeAmount === 0) return 0;
  return summary.serviceFeePrice / summary.serviceFeeAmount / 100;
}
