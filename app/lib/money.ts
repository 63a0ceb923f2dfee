import { perLocale } from "./locale-table";

// a list page formats dozens of prices: one formatter per locale and kind (lib/locale-table)
const euros = (decimals: 0 | 2) =>
  perLocale(
    (locale) =>
      new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  );
const wholeEuros = euros(0);
const eurosAndCents = euros(2);

function currencyFormat(locale: string, decimals: 0 | 2) {
  return (decimals === 0 ? wholeEuros : eurosAndCents)(locale);
}

// other currencies (issue 51 §4: a channel's list price in its own currency) are rarer: built on first use
const otherCurrencies = new Map<string, Intl.NumberFormat>();

/**
 * spec 1 §9: currency EUR; prices are integer cents, divided by 100, two decimals only when the
 * amount is not whole. Another ISO 4217 currency is formatted the same way ("US$450" in de-DE).
 */
export function formatCents(cents: number, locale: string, currency = "EUR") {
  const decimals = cents % 100 === 0 ? 0 : 2;
  if (currency === "EUR") return currencyFormat(locale, decimals).format(cents / 100);
  const key = `${locale}|${currency}|${decimals}`;
  let format = otherCurrencies.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    otherCurrencies.set(key, format);
  }
  return format.format(cents / 100);
}
