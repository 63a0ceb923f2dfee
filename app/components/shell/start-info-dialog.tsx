import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { buttonClasses } from "../ui/button";
import { UrlDialog } from "../ui/url-dialog";

/**
 * spec 1 §2: the main menu's Start campaign without an active integration opens this info dialog
 * (`?dialog=start-info` over the current page): start a campaign by job title, or connect the ATS
 * first so campaigns start from vacancies with their details filled in.
 */
export function StartInfoDialog() {
  const { t } = useTranslation();
  return (
    <UrlDialog title={t("start-info.title")} param="dialog" width={560}>
      {(closeTo) => (
        <>
          <p className="text-sm text-slate-700">{t("start-info.body")}</p>
          <p className="mt-3 text-sm text-slate-700">{t("start-info.ats")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Link to={closeTo} preventScrollReset className={buttonClasses.ghost}>
              {t("start-info.close")}
            </Link>
            <Link to="/settings/integrations" className={buttonClasses.secondary}>
              {t("start-info.connect")}
            </Link>
            <Link to="/dashboard?start-campaign" className={buttonClasses.primary}>
              {t("start-info.start")}
            </Link>
          </div>
        </>
      )}
    </UrlDialog>
  );
}
