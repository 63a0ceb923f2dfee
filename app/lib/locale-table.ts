import { SUPPORTED_LOCALES } from "~/services/i18n/config";

/**
 * Intl objects and compiled patterns cost more to build than to use: one per interface locale,
 * built when the module loads — a table, not a cache (nothing to bound, expire or clear; decision
 * 066). A locale outside the table gets a fresh object on each call, as a one-off would.
 */
export function perLocale<T>(build: (locale: string) => T, locales: readonly string[] = SUPPORTED_LOCALES) {
  const table: Record<string, T> = Object.fromEntries(locales.map((locale) => [locale, build(locale)]));
  return (locale: string): T => (Object.hasOwn(table, locale) ? table[locale] : build(locale));
}
