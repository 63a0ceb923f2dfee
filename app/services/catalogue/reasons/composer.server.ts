import { formatNumber } from "~/lib/analytics/maths";
import type { ChannelForecast } from "~/lib/campaign/forecast";
import { costAmount } from "~/lib/campaign/forecast-text";
import { getT } from "~/services/i18n/i18next.server";
import type { Locale } from "~/lib/i18n/config";
import type { ChannelSummary } from "~/lib/catalogue/types";

/**
 * The embedded default for channel reasons (docs/conventions/architecture-decisions.md §6, issue 51
 * §3): one sentence per channel in the user's language — what of the target group it fits (job
 * family, place, industry, level), then the evidence: our own results for this job family and
 * country ("14 of our campaigns for Nursing in Germany, median €38 per applicant"), widened as the
 * forecast widens, or that its figure is a catalogue estimate (docs/decisions/078).
 * Deterministic: the same input always gives the same text.
 */
export interface TargetGroupLabels {
  jobTitle?: string | null;
  jobFunction?: string | null;
  location?: string | null;
  industry?: string | null;
  /** the first seniority of the target group, when it names one */
  seniority?: string | null;
  /** the name of the target group's country, as the evidence names it */
  country?: string | null;
}

type T = (key: string, values?: Record<string, unknown>) => string;

export async function composeReason(
  channel: ChannelSummary,
  target: TargetGroupLabels,
  locale: Locale,
  /** the channel's forecast for this target group: its basis is the evidence */
  evidence: ChannelForecast | null = null,
) {
  // "reasons": read on the server only, so no page's JavaScript carries these texts
  const t = (await getT(locale, "reasons")) as T;
  const m = channel.match;
  const parts: string[] = [];
  // a general board that lists the fields it carries (Kleinanzeigen: care, hospitality, retail…) is
  // not specialised in any of them: it covers the field, as it says of a related one
  const fit = m?.jobFunction === "exact" && channel.audience === "generic" ? "related" : m?.jobFunction;
  if (fit && target.jobFunction) parts.push(t(`reason.function.${fit}`, { value: target.jobFunction }));
  if (m?.location && target.location) parts.push(t(`reason.location.${m.location}`, { value: target.location }));
  if (m?.industry === "exact" && target.industry) parts.push(t("reason.industry", { value: target.industry }));
  // a board for the level asked for is picked for that reason (issue 16 §3: graduate boards for students)
  if (m?.seniority === "exact" && target.seniority) parts.push(t("reason.seniority", { value: target.seniority }));
  const lead = parts.length > 0 ? parts.join(", ") : t("reason.general");
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}: ${evidenceText(t, evidence, target, locale)}.`;
}

function evidenceText(t: T, forecast: ChannelForecast | null, target: TargetGroupLabels, locale: string) {
  if (!forecast) return t("reason.no-figure");
  const { basis } = forecast;
  if (basis.level === "catalogue") {
    return t("reason.catalogue", { low: formatNumber(forecast.clicks.low, locale), high: formatNumber(forecast.clicks.high, locale) });
  }
  const scope = scopeText(t, basis.level, target);
  const cost = forecast.medianCostPerApplicant;
  const results = cost
    ? t("reason.results", { count: basis.campaigns, scope, cost: costAmount(cost.cents, locale, cost.currency) })
    : t("reason.results-applicants", { count: basis.campaigns, scope, applicants: formatNumber(Math.round(forecast.applicants.mean), locale) });
  // the hires the companies' ATSs attributed to those postings (issue 52 §4), when there are any
  return forecast.hires > 0 ? `${results}, ${t("reason.hires", { count: forecast.hires })}` : results;
}

function scopeText(t: T, level: Exclude<ChannelForecast["basis"]["level"], "catalogue">, target: TargetGroupLabels) {
  const family = target.jobFunction;
  const country = target.country;
  if (level === "family-country" && family && country) return t("reason.scope.family-country", { family, country });
  if ((level === "family" || level === "family-country") && family) return t("reason.scope.family", { family });
  if ((level === "country" || level === "family-country") && country) return t("reason.scope.country", { country });
  return t("reason.scope.channel");
}
