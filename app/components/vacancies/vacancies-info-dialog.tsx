import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { VACANCIES_INFO_PARAM } from "~/lib/shell/start-campaign-link";
import { buttonClasses } from "../ui/button";
import { UrlDialog } from "../ui/url-dialog";

/**
 * spec 1 §2: the main menu's Start campaign, pressed on the vacancies route, opens this tab info
 * dialog (`/vacancies?info=1`): campaigns start from a vacancy on this page, the dashboard's Jobs and
 * Campaigns tabs show them, and a job that is not in the ATS can still be started by hand.
 */
export function VacanciesInfoDialog() {
  const { t } = useTranslation("vacancies");
  return (
    <UrlDialog title={t("info.title")} param={VACANCIES_INFO_PARAM}>
      {(closeTo) => (
        <>
          <p className="text-sm text-slate-700">{t("info.body")}</p>
          <p className="mt-3 text-sm text-slate-700">{t("info.tabs")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Link to="/dashboard?start-campaign" className={buttonClasses.secondary}>
              {t("fetch.start-manually")}
            </Link>
            <Link to={closeTo} preventScrollReset className={buttonClasses.primary}>
              {t("info.close")}
            </Link>
          </div>
        </>
      )}
    </UrlDialog>
  );
}
