/**
 * Basket card rules that are not money (spec 1 §2 "Basket card", §5 "Basket campaign name").
 */

/** spec 1 §2: the title shows the channel count in singular or plural wording. */
export function basketTitleKey(channelCount: number) {
  return channelCount === 1 ? "basket.title.one" : "basket.title.other";
}

/** spec 1 §5: blank or whitespace only is not a name. */
export function isBlankName(name: string | null | undefined) {
  return !name || name.trim() === "";
}

export type OrderBlock = "name-required" | "no-purchasable-channel" | null;

/**
 * spec 1 §5: the order button is disabled while the campaign name is blank and while the basket
 * has no purchasable channel. Returns why, or null when ordering may go on.
 */
export function orderBlockedBy(name: string | null | undefined, purchasableCount: number): OrderBlock {
  if (isBlankName(name)) return "name-required";
  if (purchasableCount === 0) return "no-purchasable-channel";
  return null;
}

/** spec 1 §2 "Modals": export is disabled when no channel is available for purchase. */
export function exportDisabled(purchasableCount: number) {
  return purchasableCount === 0;
}
