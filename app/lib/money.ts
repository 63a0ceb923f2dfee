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

/**
 * spec 1 §9: currency EUR; prices are integer cents, divided by 100, two decimals only when the
 * amount is not whole.
 */
export function formatCents(cents: number, locale: string) {
  return currencyFormat(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}
