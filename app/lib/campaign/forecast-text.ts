import { formatNumber } from "~/lib/analytics/maths";
import { formatCents } from "~/lib/money";
import type { CostEstimate, Estimate, ForecastBasis } from "./forecast";

/**
 * The forecast's words (namespace "forecast"), one set for the builder, the share and performance
 * pages and the PDF/Word exports (docs/decisions/078). `t` is bound to the "forecast" namespace.
 */
type T = (key: string, values?: Record<string, unknown>) => string;

/** The target group as a basis names it: its job family's label and its country's name. */
export interface ForecastLabels {
  family: string | null;
  country: string | null;
}

export function forecastLabels(
  targetGroup: { jobFunction?: { label: string } | null; regions?: { id: string }[] | null } | null | undefined,
  country: string | null,
  locale: string,
): ForecastLabels {
  let countryName: string | null = null;
  if (country) {
    try {
      countryName = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
    } catch {
      countryName = country;
    }
  }
  return { family: targetGroup?.jobFunction?.label ?? null, country: countryName };
}

/** "from 14 campaigns for Nursing in Germany" / "catalogue estimate". */
export function basisText(t: T, basis: ForecastBasis, labels: ForecastLabels) {
  const count = basis.campaigns;
  switch (basis.level) {
    case "catalogue":
      return t("basis.catalogue");
    case "family-country":
      if (labels.family && labels.country) return t("basis.family-country", { count, family: labels.family, country: labels.country });
      return t("basis.channel", { count });
    case "family":
      return labels.family ? t("basis.family", { count, family: labels.family }) : t("basis.channel", { count });
    case "country":
      return labels.country ? t("basis.country", { count, country: labels.country }) : t("basis.channel", { count });
    case "channel":
      return t("basis.channel", { count });
  }
}

export function rangeText(t: T, estimate: Estimate, locale: string) {
  return t("range", { low: formatNumber(estimate.low, locale), high: formatNumber(estimate.high, locale) });
}

/** "€38 (€25–€61)", "€38 (€25 or more)", or the no-cost text. */
export function costText(t: T, cost: CostEstimate | null, locale: string) {
  if (!cost) return t("no-cost");
  const money = (cents: number) => formatCents(cents, locale, cost.currency);
  return cost.highCents === null
    ? t("cost-open", { cost: money(cost.cents), low: money(cost.lowCents) })
    : t("cost-range", { cost: money(cost.cents), low: money(cost.lowCents), high: money(cost.highCents) });
}
