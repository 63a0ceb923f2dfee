import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";

export interface ApprovalState {
  status: "awaiting_approval" | "approval_rejected";
  requestedAt: string | null;
  decidedAt: string | null;
  reason: string | null;
  canDecide: boolean;
}

/**
 * An order request on the campaign's page (approve_flow, issue 4 §6): that it waits for an
 * approver, or that it was rejected and why — the reason the approver had to give. Its texts are
 * in the approvals namespace, so the dashboard's campaign-list.json (first-load budget) stays as is.
 */
export function ApprovalNotice({ approval, locale }: { approval: ApprovalState; locale: string }) {
  const { t } = useTranslation("approvals");
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : "");
  if (approval.status === "approval_rejected") {
    return (
      <section
        aria-labelledby="approval-notice"
        className="mt-4 rounded-[6px] border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <h2 id="approval-notice" className="font-semibold">
          {approval.decidedAt
            ? t("notice.rejected-on", { date: date(approval.decidedAt) })
            : t("notice.rejected")}
        </h2>
        {approval.reason ? (
          <p className="mt-1 break-words whitespace-pre-line">
            {t("notice.reason", { reason: approval.reason })}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="approval-notice"
      className="mt-4 rounded-[6px] border border-violet-200 bg-violet-50 p-4 text-sm text-violet-900"
    >
      <h2 id="approval-notice" className="font-semibold">
        {t("notice.awaiting", { date: date(approval.requestedAt) })}
      </h2>
      <p className="mt-1">{t("notice.awaiting-text")}</p>
      {approval.canDecide ? (
        <Link to="/approvals" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
          {t("notice.decide")}
        </Link>
      ) : null}
    </section>
  );
}
