/**
 * spec 1 §9: currency EUR; prices are integer cents, divided by 100, two decimals only when the
 * amount is not whole.
 */
export function formatCents(cents: number, locale: string) {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
