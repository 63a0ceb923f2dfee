/**
 * spec 1 §5 "Price input helpers", used by the job ad's salary fields: people type amounts the way
 * their locale writes them ("45.000", "45,000.00", "3500,5"), the validators and the stored job ad
 * want one plain number.
 */

/** Thousands separators people type: dot, comma, apostrophe, (narrow) no-break space and space. */
const SEPARATORS = /[.,'\u00A0\u202F ]/g;

/**
 * The first helper: strips a trailing two-digit decimal part, removes the separators and parses a
 * whole number ("45.000,00" → 45000, "1,250.50" → 1250). Null when anything but digits is left.
 */
export function wholePrice(value: string): number | null {
  const digits = value.trim().replace(/[.,]\d{2}$/, "").replace(SEPARATORS, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * The second helper: a value with three or more decimals is an integer written with a thousands
 * separator ("45.000" → "45000"); otherwise it is rounded to 2 decimals and a ".00" ending is
 * dropped ("3500,5" → "3500.50", "3500.00" → "3500"). Anything that is not one number is returned
 * as typed, for the validators to report.
 */
export function priceInputValue(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) return trimmed;
  const [, whole, decimals = ""] = match;
  if (decimals.length >= 3) return String(Number(`${whole}${decimals}`));
  return Number(`${whole}.${decimals || "0"}`).toFixed(2).replace(/\.00$/, "");
}

/**
 * What a salary field holds after typing: one dot or comma is read by priceInputValue; more than
 * one separator ("45.000,00", "1,250,000") or a space or apostrophe ("45 000") means thousands
 * separators and the whole price is taken.
 */
export function normalisePriceInput(value: string): string {
  const trimmed = value.trim();
  const separators = trimmed.match(SEPARATORS) ?? [];
  if (separators.length > 1 || separators.some((s) => s !== "." && s !== ",")) {
    const whole = wholePrice(trimmed);
    return whole === null ? trimmed : String(whole);
  }
  return priceInputValue(trimmed);
}

/** The form data with the named price fields normalised (the browser's and the server's checks). */
export function withNormalisedPrices(formData: FormData, fields: readonly string[]) {
  const next = new FormData();
  for (const [key, value] of formData.entries()) {
    next.append(key, typeof value === "string" && fields.includes(key) ? normalisePriceInput(value) : value);
  }
  return next;
}
