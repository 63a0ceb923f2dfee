import { perLocale } from "../locale-table";
import { VISITOR_STEPS, type FunnelStep } from "./steps";

/**
 * Rates (issue 37 §2, docs/decisions/045): computed once, by `rate`, as the exact fraction; only
 * the display rounds, as spec 2 §9 and spec 1 §9 say (issue 48 §7): rates and percentages with two
 * decimals ("9.67 %", "9,67 %"), the click-through rate with four ("1.2346 %"), in the reader's
 * number format. Exports carry the exact fraction.
 */
export const PERCENT_DECIMALS = 2;
export const CTR_DECIMALS = 4;

/** part ÷ whole as an exact fraction (0.0967 = 9.67 %); null when there is nothing to divide by. */
export function rate(part: number, whole: number) {
  if (!(whole > 0)) return null;
  return part / whole;
}

/** Converted ÷ visitors (spec 2 §3 uniqueVisitorsConvertedRate); 0 without visitors, for sorting and CSV. */
export function conversionRate(converted: number, visitors: number) {
  return rate(converted, visitors) ?? 0;
}

/** Clicks ÷ impressions as a fraction; null when the board reported no impressions. */
export function clickThroughRate(clicks: number, impressions: number) {
  return rate(clicks, impressions);
}

/** A rate (a fraction) for display: a percentage with two decimals in the reader's locale; "—" for none. */
export function formatRate(value: number | null, locale: string) {
  if (value === null || !Number.isFinite(value)) return "—";
  return formatPercent(value * 100, locale);
}

/** The click-through rate (a fraction) for display: a percentage with four decimals (spec 2 §9); "—" for none. */
export function formatCtr(value: number | null, locale: string) {
  if (value === null || !Number.isFinite(value)) return "—";
  return ctrNumber(locale).format(value * 100) + "\u00a0%";
}

/** A percentage for display with two decimals, in the reader's locale ("12.50 %", "12,50 %"). */
export function formatPercent(value: number, locale: string) {
  return percentNumber(locale).format(value) + "\u00a0%";
}

export function formatNumber(value: number, locale: string) {
  return plainNumber(locale).format(value);
}

// the analytics tables format hundreds of cells: one formatter per locale and kind (lib/locale-table)
const plainNumber = perLocale((locale) => new Intl.NumberFormat(locale));
const percentNumber = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: PERCENT_DECIMALS, maximumFractionDigits: PERCENT_DECIMALS }),
);

const ctrNumber = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: CTR_DECIMALS, maximumFractionDigits: CTR_DECIMALS }),
);

export type FunnelEntry =
  | { kind: "step"; step: FunnelStep; visitors: number }
  | { kind: "conversion-rate"; rate: number };

/** The position (1-based) the conversion rate takes among the funnel's entries (spec 2 §9). */
export const CONVERSION_RATE_POSITION = 3;

/**
 * The funnel as shown: steps in visitor order (docs/decisions/046; whatever order the rows came
 * in), with the conversion rate (converted ÷ all visitors) placed at position 3 (spec 2 §9).
 */
export function funnelEntries(visitorsByStep: Partial<Record<FunnelStep, number>>, converted: number, visitors: number) {
  const steps: FunnelEntry[] = VISITOR_STEPS.map((step) => ({ kind: "step", step, visitors: visitorsByStep[step] ?? 0 }));
  const rate: FunnelEntry = { kind: "conversion-rate", rate: conversionRate(converted, visitors) };
  return [...steps.slice(0, CONVERSION_RATE_POSITION - 1), rate, ...steps.slice(CONVERSION_RATE_POSITION - 1)];
}

/** spec 2 §9: "colour list cycled, the total series has none". Brand-safe colours, AA on white. */
export const SERIES_COLOURS = ["#1d4ed8", "#c2410c", "#047857", "#7c3aed", "#be123c", "#0e7490", "#4d7c0f", "#a16207"] as const;
export const TOTAL_SERIES = "total";

export function seriesColours(seriesIds: readonly string[]) {
  let index = 0;
  return seriesIds.map((id) => (id === TOTAL_SERIES ? null : SERIES_COLOURS[index++ % SERIES_COLOURS.length]));
}

/** Cumulative sums of a series (campaign analytics: cumulative clicks by date). */
export function cumulative(values: readonly number[]) {
  let total = 0;
  return values.map((v) => (total += v));
}
