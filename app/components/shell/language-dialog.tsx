import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { LOCALE_LABELS, SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { Button, buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";

/** URL of the current page without the ?dialog=language marker. */
export function withoutDialog(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("dialog");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * spec 1 §2/§4 language dialog: while a save is in progress it cannot be closed and the options
 * are inactive; success stores the locale and closes it; a failure is only logged, and it closes.
 */
export function LanguageDialog({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher();
  const saving = fetcher.state !== "idle";
  const closeTo = withoutDialog(location.pathname, location.search);

  return (
    <Dialog title={t("language.title")} locked={saving} onClose={() => navigate(closeTo, { preventScrollReset: true })}>
      <fetcher.Form method="post" action="/resources/locale">
        <input type="hidden" name="redirectTo" value={closeTo} />
        <fieldset disabled={saving} className="space-y-2">
          <legend className="sr-only">{t("language.title")}</legend>
          {SUPPORTED_LOCALES.map((option) => (
            <label key={option} className="flex items-center gap-3 rounded-[6px] border border-slate-200 px-3 py-2">
              <input type="radio" name="locale" value={option} defaultChecked={option === locale} />
              <span lang={option}>{LOCALE_LABELS[option]}</span>
            </label>
          ))}
        </fieldset>
        <div className="mt-6 flex justify-end gap-3">
          {saving ? (
            <span className={`${buttonClasses.secondary} opacity-50`} aria-disabled="true">
              {t("language.cancel")}
            </span>
          ) : (
            <a href={closeTo} className={buttonClasses.secondary}>
              {t("language.cancel")}
            </a>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? t("language.saving") : t("language.save")}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
