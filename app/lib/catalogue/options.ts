/**
 * Types the models, services and components share (issue 39 §7, decision 067): they live here, in
 * app/lib, so a model never imports a service to name its result.
 */

/** The catalogue's text languages, one per interface locale (en-US, de-DE, nl-NL). */
export const LANGS = ["en", "de", "nl"] as const;
export type Lang = (typeof LANGS)[number];

/** A taxonomy entry as screens show it: its id and its label in the page's language. */
export interface Option {
  id: string;
  label: string;
}

/** spec 1 §3 TargetGroup: each criterion as {id, label} from the taxonomy. */
export type TargetGroupOption = Option;

/** The taxonomy's vocabularies (app/services/catalogue/data/taxonomy.ts holds their terms). */
export type Vocabulary = "industry" | "seniority" | "working_term" | "education_level" | "channel_type" | "category";

/** The countries the catalogue and Market Insights cover (spec 1 §3 locations). */
export const COUNTRY_CODES = ["GB", "NL", "DE", "US", "AT", "BE", "BG", "CZ", "HR", "DK", "EE", "FI", "FR", "GR", "HU", "IE", "IT", "LV", "LT", "NO", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "CH", "UA"] as const;
