import { formatCents } from "~/lib/money";
import type { CostEstimate, Estimate, ForecastBasis } from "./forecast";

/**
 * The forecast's words (namespace "forecast"), one set for the builder, the share and performance
 * pages and the PDF/Word exports (docs/decisions/078). `t` is bound to the "forecast" namespace.
 */
type T = (key: string, values?: Record<string, unknown>) => string;

/** The target group as a basis names it: its job family's label and its country's name (forecastLabels). */
export interface ForecastLabels {
  family: string | null;
  country: string | null;
}

// a plain formatter: these figures go on the builder's first page, without the analytics' helpers
const count = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/** "from 14 campaigns for Nursing in Germany" / "catalogue estimate". */
export function basisText(t: T, basis: ForecastBasis, labels: ForecastLabels) {
  const campaigns = basis.campaigns;
  switch (basis.level) {
    case "catalogue":
      return t("basis.catalogue");
    case "family-country":
      if (labels.family && labels.country) return t("basis.family-country", { count: campaigns, family: labels.family, country: labels.country });
      return t("basis.channel", { count: campaigns });
    case "family":
      return labels.family ? t("basis.family", { count: campaigns, family: labels.family }) : t("basis.channel", { count: campaigns });
    case "country":
      return labels.country ? t("basis.country", { count: campaigns, country: labels.country }) : t("basis.channel", { count: campaigns });
    case "channel":
      return t("basis.channel", { count: campaigns });
  }
}

export function rangeText(t: T, estimate: Estimate, locale: string) {
  return t("range", { low: count(estimate.low, locale), high: count(estimate.high, locale) });
}

/** Whole units, as a media buyer says it: "€38", not "€38.17". */
export function costAmount(cents: number, locale: string, currency: string) {
  return formatCents(Math.round(cents / 100) * 100, locale, currency);
}

/** The interval alone: "€25–€61" or "€25 or more". */
export function costRangeText(t: T, cost: CostEstimate, locale: string) {
  const money = (cents: number) => costAmount(cents, locale, cost.currency);
  return cost.highCents === null ? t("cost-from", { low: money(cost.lowCents) }) : t("range", { low: money(cost.lowCents), high: money(cost.highCents) });
}

/** "€38 (€25–€61)", "€38 (€25 or more)", or the no-cost text. */
export function costText(t: T, cost: CostEstimate | null, locale: string) {
  if (!cost) return t("no-cost");
  const money = (cents: number) => costAmount(cents, locale, cost.currency);
  return cost.highCents === null
    ? t("cost-open", { cost: money(cost.cents), low: money(cost.lowCents) })
    : t("cost-range", { cost: money(cost.cents), low: money(cost.lowCents), high: money(cost.highCents) });
}
