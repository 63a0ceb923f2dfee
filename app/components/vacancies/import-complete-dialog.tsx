import { useLocation } from "@remix-run/react";
import type { RefObject } from "react";
import { Link } from "~/components/ui/app-link";
import { useTranslation } from "~/lib/i18n/react";
import { buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";

/**
 * spec 1 §2, §4: when the vacancy import the user asked for completes, a modal offers to view the
 * vacancies; it says what the import changed (issue 38 §5). The server renders it in the one answer
 * that acknowledges the fetch (decision 004: dialogs in place), so without JavaScript it is there
 * after Update's redirect, and Close is a link to the same page, which no longer has it. With
 * JavaScript Close and Escape close it in place and the focus goes back to Update.
 */
export function ImportCompleteDialog({
  counts,
  onClose,
  returnFocus,
}: {
  counts: { new: number; updated: number; closed: number };
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement>;
}) {
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  return (
    <Dialog title={t("complete.title")} onClose={onClose} returnFocus={returnFocus}>
      <p className="text-sm text-slate-700">{t("complete.body")}</p>
      <p className="mt-2 text-sm font-semibold text-ink" data-testid="import-counts">
        {t("complete.counts", counts)}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link
          to={`${location.pathname}${location.search}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          className={buttonClasses.secondary}
        >
          {t("complete.close")}
        </Link>
        {/* spec 1 §4: the list from page 1 */}
        <Link to="/vacancies" onClick={onClose} className={buttonClasses.primary}>
          {t("complete.view")}
        </Link>
      </div>
    </Dialog>
  );
}
