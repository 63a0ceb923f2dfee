import { formatCents } from "~/lib/money";
import { getT } from "~/services/i18n/i18next.server";
import type { Locale } from "~/lib/i18n/config";
import type { ChannelSummary } from "~/lib/catalogue/types";

/**
 * The embedded default for AI channel reasons (docs/conventions/architecture-decisions.md §6): one short, factual sentence per
 * channel from what matched the target group and the channel's figures, in the user's language.
 * Deterministic: the same input always gives the same text.
 */
export interface TargetGroupLabels {
  jobTitle?: string | null;
  jobFunction?: string | null;
  location?: string | null;
  industry?: string | null;
  /** the first seniority of the target group, when it names one */
  seniority?: string | null;
}

export async function composeReason(channel: ChannelSummary, target: TargetGroupLabels, locale: Locale) {
  const t = await getT(locale, "channels");
  const m = channel.match;
  const parts: string[] = [];
  if (m?.jobFunction && target.jobFunction) parts.push(t(`reason.function.${m.jobFunction}`, { value: target.jobFunction }));
  if (m?.location && target.location) parts.push(t(`reason.location.${m.location}`, { value: target.location }));
  if (m?.industry === "exact" && target.industry) parts.push(t("reason.industry", { value: target.industry }));
  // a board for the level asked for is picked for that reason (issue 16 §3: graduate boards for students)
  if (m?.seniority === "exact" && target.seniority) parts.push(t("reason.seniority", { value: target.seniority }));
  const record = m?.trackRecord;
  if (record && record.campaigns >= 3) {
    parts.push(t("reason.track-record", { applicants: Math.round(record.applicants / record.campaigns), campaigns: record.campaigns }));
  }
  const figures =
    channel.price > 0
      ? t("reason.figures", { days: channel.numberOfDaysOnline, price: formatCents(channel.price, locale, channel.currency) })
      : t("reason.figures-free", { days: channel.numberOfDaysOnline });
  const lead = parts.length > 0 ? parts.join(", ") : t("reason.general");
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}. ${figures}`;
}
