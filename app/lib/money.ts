import { perLocale } from "./locale-table";

// a list page formats dozens of prices: one formatter per currency, locale and kind (lib/locale-table);
// the currencies are the few the catalogue and the companies use, so the table stays small
const formats = new Map<string, (locale: string) => Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, decimals: 0 | 2) {
  const key = `${currency}${decimals}`;
  let table = formats.get(key);
  if (!table) {
    table = perLocale(
      (l) => new Intl.NumberFormat(l, { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
    formats.set(key, table);
  }
  return table(locale);
}

/**
 * Every amount on every surface (spec 1 §9, issue 51 §4): integer cents of an ISO 4217 currency —
 * a channel's own (US$ for US channels, £ for British ones), or the order's — in the viewer's
 * locale, two decimals only when the amount is not whole. The one formatting function for money.
 */
export function formatCents(cents: number, locale: string, currency: string) {
  return currencyFormat(locale, currency, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}
