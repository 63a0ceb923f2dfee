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

/** spec 1 §9: the per-unit fee is serviceFeePrice / serviceFeeAmount / 100, in euros. */
export function serviceFeePerUnitEuros(summary: Pick<PriceSummary, "serviceFeePrice" | "serviceFeeAmount">) {
  if (summary.serviceFeeAmount === 0) return 0;
  return summary.serviceFeePrice / summary.serviceFeeAmount / 100;
}
