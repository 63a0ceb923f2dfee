import { COUNTRIES } from "~/services/catalogue/data/locations";
import { MARKET_COUNTRIES } from "~/lib/market/search";
import type { Lang } from "~/lib/catalogue/options";

/** spec 1 §3 "Country options": the 29 countries in the spec's order, named in the user's language. */
const LANG_INDEX: Record<Lang, 0 | 1 | 2> = { en: 0, de: 1, nl: 2 };
const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.names]));

export function countryName(code: string, lang: Lang) {
  return NAMES.get(code)?.[LANG_INDEX[lang]] ?? code;
}

/** The options, each marked with whether the provider has figures for it (issue 37 §5); null: unknown, all offered as having data. */
export function countryOptions(lang: Lang, withData: ReadonlySet<string> | null = null) {
  return MARKET_COUNTRIES.map((code) => ({ code, label: countryName(code, lang), hasData: withData ? withData.has(code) : true }));
}

/**
 * "in" with the country as each language says it (issue 38 §10): some names take an article, and
 * German merges it with the preposition ("in den Niederlanden", "im Vereinigten Königreich").
 * Countries not listed take the bare name.
 */
const IN_COUNTRY: Record<Lang, Record<string, string>> = {
  en: { GB: "in the United Kingdom", NL: "in the Netherlands", US: "in the United States", CZ: "in the Czech Republic" },
  de: {
    GB: "im Vereinigten Königreich",
    NL: "in den Niederlanden",
    US: "in den Vereinigten Staaten",
    SK: "in der Slowakei",
    CH: "in der Schweiz",
    UA: "in der Ukraine",
  },
  nl: { GB: "in het Verenigd Koninkrijk", US: "in de Verenigde Staten" },
};

export function inCountry(code: string, lang: Lang) {
  return IN_COUNTRY[lang][code] ?? `in ${countryName(code, lang)}`;
}
