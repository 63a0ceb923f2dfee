import { FUNNEL_STEPS, type FunnelStep } from "./steps";

/**
 * spec 2 §9 "Conversion rate: converted visitors divided by visitors, 2 decimals. Click-through rate:
 * clicks divided by impressions times 100, 4 decimals. Percentages shown with two decimals."
 */
export const CONVERSION_RATE_DECIMALS = 2;
export const CTR_DECIMALS = 4;
export const PERCENT_DECIMALS = 2;

function round(value: number, decimals: number) {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Converted ÷ visitors as a fraction with 2 decimals (0.25 = 25 %); 0 without visitors. */
export function conversionRate(converted: number, visitors: number) {
  if (!(visitors > 0)) return 0;
  return round(converted / visitors, CONVERSION_RATE_DECIMALS);
}

/** Clicks ÷ impressions × 100 with 4 decimals; null when the board reported no impressions. */
export function clickThroughRate(clicks: number, impressions: number) {
  if (!(impressions > 0)) return null;
  return round((clicks / impressions) * 100, CTR_DECIMALS);
}

/** A percentage for display with two decimals, in the reader's locale ("12.50 %", "12,50 %"). */
export function formatPercent(value: number, locale: string) {
  return numberFormat(locale, PERCENT_DECIMALS).format(value) + "\u00a0%";
}

export function formatNumber(value: number, locale: string) {
  return numberFormat(locale).format(value);
}

// building an Intl formatter costs more than using it, and the analytics tables format hundreds
// of cells: one per locale and kind
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals?: number) {
  const key = `${locale}|${decimals ?? ""}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    if (numberFormats.size < 32) numberFormats.set(key, format);
  }
  return format;
}

export type FunnelEntry =
  | { kind: "step"; step: FunnelStep; visitors: number }
  | { kind: "conversion-rate"; rate: number };

/** The position (1-based) the conversion rate takes among the funnel's entries (spec 2 §9). */
export const CONVERSION_RATE_POSITION = 3;

/**
 * The funnel as shown: steps in spec order (whatever order the rows came in), with the conversion
 * rate (converted ÷ all visitors) placed at position 3 (spec 2 §9).
 */
export function funnelEntries(visitorsByStep: Partial<Record<FunnelStep, number>>, converted: number, visitors: number) {
  const steps: FunnelEntry[] = FUNNEL_STEPS.map((step) => ({ kind: "step", step, visitors: visitorsByStep[step] ?? 0 }));
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
