import { COUNTRY_CODES } from "~/lib/catalogue/options";

/** spec 1 §5, §9: the occupation query is sent from 2 characters, debounced 1000 ms. */
export const OCCUPATION_MIN_CHARS = 2;
export const OCCUPATION_DEBOUNCE_MS = 1000;
/** occupations offered per query (the look-up's page) */
export const OCCUPATION_LIMIT = 10;
export const OCCUPATION_QUERY_MAX = 100;

export const MARKET_COUNTRIES = COUNTRY_CODES;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

export function isMarketCountry(value: string): value is MarketCountry {
  return (MARKET_COUNTRIES as readonly string[]).includes(value);
}

/** spec 1 §2: the country dropdown starts at the country of the user's locale (en-US → US). */
export function defaultCountry(locale: string): MarketCountry {
  const region = locale.split("-")[1]?.toUpperCase() ?? "";
  return isMarketCountry(region) ? region : "GB";
}

/** Whether to query occupations for this text (spec 1 §5: not after a selection, from 2 characters). */
export function shouldQueryOccupations(text: string, reason: "input" | "selection") {
  return reason === "input" && text.trim().length >= OCCUPATION_MIN_CHARS;
}
