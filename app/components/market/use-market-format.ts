import { useTranslation } from "~/lib/i18n/react";
import { roundPercent } from "~/lib/market/insight";
import { formatSurveyCount } from "~/lib/market/survey-count";

/**
 * Market figures in the reader's locale. A module of its own: the campaign builder's market card
 * uses it, and importing it from insight-cards put the whole /market-insights result (its cards
 * and charts, 3.9 kB gzip) into the builder's first load.
 */
export function useMarketFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    /** a survey count, published in thousands: three significant figures with ≈ (issue 48 §5) */
    survey: (n: number) => formatSurveyCount(n, locale),
    decimal: (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n),
    percent: (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(roundPercent(n)) + " %",
  };
}
