import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * Follows the root loader's locale (a saved language, the login page's switcher). Same as
 * remix-i18next/react's hook, but written here: Vite's dev server pre-bundles remix-i18next with
 * the real react-i18next inside, past the browser translation runtime (decision 021).
 */
export function useChangeLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}
