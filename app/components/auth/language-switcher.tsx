import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { LOCALE_LABELS, SUPPORTED_LOCALES } from "~/lib/i18n/config";

/** Language choice for signed-out visitors: stored in a cookie, works without JavaScript. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/resources/locale" className="flex items-center justify-center gap-2 text-sm">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span className="text-slate-600">{t("language.label")}</span>
      {SUPPORTED_LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={i18n.language === locale}
          className={`rounded px-2 py-1 ${
            i18n.language === locale ? "bg-brand-100 font-semibold text-brand-700" : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          {LOCALE_LABELS[locale]}
        </button>
      ))}
    </Form>
  );
}
