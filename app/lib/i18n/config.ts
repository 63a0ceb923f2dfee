/** i18next settings shared by the server and the browser, so both render the same text. */
export const SUPPORTED_LOCALES = ["en-US", "de-DE", "nl-NL"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

/** Labels shown in the language dialog, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = {
  "en-US": "English",
  "de-DE": "Deutsch",
  "nl-NL": "Nederlands",
};

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  fallbackNS: "common",
  ns: ["common"],
  // the app's keys contain dots and dashes (spec keys like form.warning.field-required)
  keySeparator: false as const,
  nsSeparator: ":",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  load: "currentOnly" as const,
};

/** spec 1 §3: underscores become hyphens; anything unknown falls back to the default. */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const hyphen = value.replace("_", "-");
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === hyphen.toLowerCase());
  if (exact) return exact;
  const language = hyphen.slice(0, 2).toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.startsWith(language));
}

/** spec 1 §7: the user update call stores the underscore form (en-GB becomes en_GB). */
export function toUnderscoreLocale(locale: string) {
  return locale.replace("-", "_");
}
