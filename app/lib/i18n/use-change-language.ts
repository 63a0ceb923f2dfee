import { useEffect } from "react";
import { useTranslation } from "./react";

/**
 * Follows the root loader's locale (a saved language, the login page's switcher). Same as
 * remix-i18next/react's hook, but over Hirewave's translation runtime (decision 021), which that
 * package's hook (written for react-i18next) does not know.
 */
export function useChangeLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}
