import type { TFunction } from "i18next";
import { formatNumber } from "~/lib/analytics/maths";
import { formatCents } from "~/lib/money";
import type { CampaignOutcomes } from "~/lib/outcomes/figures";

/**
 * Issue 52 §3 in the PDF and Word export of a running or finished campaign: hires and cost per
 * hire per channel from the ATS, the campaign's total and how they are counted — the figures of
 * its performance page and share page for the same period (campaignOutcomes). Its own section, a
 * heading and "label: value" lines like the results; null when the ATS sent no application.
 */
export function exportOutcomes(outcomes: CampaignOutcomes | null | undefined, t: TFunction, locale: string) {
  if (!outcomes || outcomes.total.applications === 0) return null;
  const n = (value: number) => formatNumber(value, locale);
  // a plain hyphen: the PDF's standard font has no dash
  // a channel's cost in its own currency, the total in the order's (decision 079)
  const money = (cents: number | null, currency: string) => (cents === null ? "-" : formatCents(cents, locale, currency));
  const line = (c: { applications: number; hires: number }, cost: number | null, currency = outcomes.total.currency) =>
    t("outcomes:export.line", { applications: n(c.applications), hires: n(c.hires), cost: money(cost, currency) });
  return {
    heading: t("outcomes:share.title"),
    facts: [
      ...outcomes.channels.map((c) => ({ label: c.name, value: line(c, c.costPerHireCents, c.currency) })),
      ...(outcomes.unattributed.applications > 0 ? [{ label: t("outcomes:table.unattributed"), value: line(outcomes.unattributed, null) }] : []),
      { label: t("outcomes:table.total"), value: line(outcomes.total, outcomes.total.costPerHireCents) },
      { label: t("outcomes:definitions.title"), value: [t("outcomes:definitions.hires"), t("outcomes:definitions.cost-per-hire"), t("outcomes:definitions.period")].join(" ") },
    ],
  };
}
