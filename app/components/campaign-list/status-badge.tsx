import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";
import { displayStatus, type DisplayStatus } from "~/lib/campaign/status";

/** spec 1 §4: each status has a display colour. */
const TONES: Record<DisplayStatus, string> = {
  pending: "bg-slate-100 text-slate-700 ring-slate-300",
  ordered: "bg-sky-50 text-sky-800 ring-sky-200",
  online: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  expired: "bg-amber-50 text-amber-800 ring-amber-200",
  awaiting_approval: "bg-violet-50 text-violet-800 ring-violet-200",
  approval_rejected: "bg-red-50 text-red-800 ring-red-200",
  processed: "bg-teal-50 text-teal-800 ring-teal-200",
  notProcessed: "bg-orange-50 text-orange-800 ring-orange-200",
  disabled: "bg-slate-50 text-slate-400 ring-slate-200",
};

/** The status label: "ordered on {date}" when ordered with a date (spec 1 §4). */
export function StatusBadge({
  status,
  orderedAt,
}: {
  status: string | null;
  orderedAt?: string | null;
}) {
  const { t, i18n } = useTranslation("campaign-list");
  const shown = displayStatus(status);
  const label =
    shown === "ordered" && orderedAt
      ? t("status.ordered-on", { date: formatDate(orderedAt, i18n.language) })
      : t(`status.${shown}`);
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[shown]}`}
    >
      {label}
    </span>
  );
}
