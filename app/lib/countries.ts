import { SUPPORTED_LOCALES } from "~/lib/i18n/config";

/**
 * ISO 3166-1 alpha-2 country codes (issue 38 §4: Country is a select of ISO countries). Names come
 * from Intl.DisplayNames in the UI language, on the server, so the select's text does not depend on
 * the browser's ICU data.
 */
export const ISO_COUNTRIES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
  "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
  "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
  "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const isoCode = (value: string) => (/^[A-Z]{2}$/.test(value) && ISO_COUNTRIES.includes(value) ? value : null);

/** The country's name in the locale; a value that is not a code (text saved before the select) as it is. */
export function countryLabel(value: string | null | undefined, locale: string) {
  const code = isoCode(value ?? "");
  if (!code) return value ?? "";
  return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
}

function sortedOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  return ISO_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}

// the lists of the three interface languages, named and sorted once when the module loads
const OPTIONS: Record<string, { value: string; label: string }[]> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, sortedOptions(locale)]),
);

/** Every ISO country as { value: code, label: name in the locale }, sorted by name in that locale. */
export function countryOptions(locale: string) {
  return OPTIONS[locale] ?? sortedOptions(locale);
}
