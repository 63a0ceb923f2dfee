import { SUPPORTED_LOCALES } from "~/lib/i18n/config";

/**
 * Intl objects and compiled patterns cost more to build than to use: one per interface locale,
 * built the first time that locale asks for it — a table over a fixed set of keys, not a cache
 * (nothing to bound, expire or clear; decision 066). Built on first use, not when the module loads,
 * so a browser page does not build the other two locales' objects it never shows. A locale outside
 * the table gets a fresh object on each call, as a one-off would.
 */
export function perLocale<T>(build: (locale: string) => T, locales: readonly string[] = SUPPORTED_LOCALES) {
  const table: Partial<Record<string, T>> = {};
  return (locale: string): T => {
    if (!locales.includes(locale)) return build(locale);
    return (table[locale] ??= build(locale));
  };
}
