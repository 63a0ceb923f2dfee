// Intl formatters are costly to build (a list page formats dozens of prices): one per locale and
// kind, built on first use (issue 10: per-request set-up)
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, decimals: 0 | 2) {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * spec 1 §9: currency EUR; prices are integer cents, divided by 100, two decimals only when the
 * amount is not whole.
 */
export function formatCents(cents: number, locale: string) {
  return currencyFormat(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}
