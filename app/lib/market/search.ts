import { z } from "zod";
import { COUNTRY_CODES } from "~/db/seed-data/locations";
import { ISCO_CODE } from "./insight";

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

/** spec 1 §5: occupation code and country non-empty (and real: an ISCO code, one of the 29). */
export const marketSearchSchema = z.object({
  isco: z.string({ required_error: "form.warning.field-required" }).trim().min(1, "form.warning.field-required")
    // one message per field: an empty one is "required", not also "invalid"
    .refine((v) => v === "" || ISCO_CODE.test(v), "market:search.invalid-isco"),
  country: z
    .string({ required_error: "form.warning.field-required" })
    .trim()
    .toUpperCase()
    .min(1, "form.warning.field-required")
    .refine((v) => v === "" || isMarketCountry(v), "market:search.invalid-country"),
  /** the chosen job title (ESCO id), kept so "start a campaign" can prefill it */
  title: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type MarketSearch = z.infer<typeof marketSearchSchema>;

/** Whether to query occupations for this text (spec 1 §5: not after a selection, from 2 characters). */
export function shouldQueryOccupations(text: string, reason: "input" | "selection") {
  return reason === "input" && text.trim().length >= OCCUPATION_MIN_CHARS;
}
