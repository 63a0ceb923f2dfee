import { createHash } from "node:crypto";
import { currencyOfCountries } from "~/lib/catalogue/audience";
import type { ChannelImportRow } from "./catalogue.server";

/**
 * What a catalogue file states of a channel and the channels table keeps as given (decision 085):
 * the fields every version of the seed catalogue had. Composed texts, closures and the columns added
 * later (levels, languages, German and Dutch names) are left out, so a row written by any earlier
 * version of the seed and never imported over has the facts of that version.
 */
export interface CatalogueFacts {
  name: string;
  homepage: string;
  type: string;
  audience: string;
  durationDays: number;
  processDays: number;
  priceCents: number;
  currency: string;
  locationIds: string[];
  jobFunctionIds: string[];
  industryIds: string[];
  seniorityIds: string[];
  workingTermIds: string[];
  educationLevelIds: string[];
  categoryIds: string[];
  crosspostings: string[];
  hasHtmlPosting: boolean;
  availableForPurchase: boolean;
  bundleId: string | null;
  isAddon: boolean;
  isEvent: boolean;
  editorialBoost: number;
}

/**
 * A file row's price in cents and its currency, as the import stores them (one rule for the import
 * and for these facts, so a seed row's fingerprint cannot drift from what the import wrote): a
 * channel of one country lists its price in that country's currency unless the file says otherwise.
 */
export function listedPrice(data: Pick<ChannelImportRow, "price_cents" | "price" | "price_eur" | "currency">, countryCodes: string[]) {
  return {
    priceCents: data.price_cents ?? Math.round((data.price ?? data.price_eur ?? 0) * 100),
    currency: data.currency ?? (data.price_eur !== undefined ? "EUR" : currencyOfCountries(countryCodes)),
  };
}

/** The facts a file's row gives, with the import's defaults (catalogue.server.ts toChannelInsert). */
export function factsOfRecord(data: ChannelImportRow): CatalogueFacts {
  const countries = [...new Set(data.locations.map((id) => id.split(".")[0]))].sort();
  return {
    name: data.name,
    homepage: data.homepage,
    type: data.type,
    audience: data.audience ?? (data.job_functions.length > 0 ? "niche" : "generic"),
    durationDays: data.duration_days,
    processDays: data.process_days,
    ...listedPrice(data, countries),
    locationIds: data.locations,
    jobFunctionIds: data.job_functions,
    industryIds: data.industries,
    seniorityIds: data.seniorities,
    workingTermIds: data.working_terms,
    educationLevelIds: data.education_levels,
    categoryIds: data.categories,
    crosspostings: data.crosspostings,
    hasHtmlPosting: data.html_posting,
    availableForPurchase: data.purchasable,
    bundleId: data.bundle ?? null,
    isAddon: data.addon,
    isEvent: data.event,
    editorialBoost: data.boost,
  };
}

const FACT_KEYS: (keyof CatalogueFacts)[] = [
  "name",
  "homepage",
  "type",
  "audience",
  "durationDays",
  "processDays",
  "priceCents",
  "currency",
  "locationIds",
  "jobFunctionIds",
  "industryIds",
  "seniorityIds",
  "workingTermIds",
  "educationLevelIds",
  "categoryIds",
  "crosspostings",
  "hasHtmlPosting",
  "availableForPurchase",
  "bundleId",
  "isAddon",
  "isEvent",
  "editorialBoost",
];

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

/** A short fingerprint of the facts, in a fixed key order (a stored row and a file's row compare alike). */
export function factsFingerprint(facts: CatalogueFacts): string {
  return digest(FACT_KEYS.map((key) => facts[key]));
}

/** A fingerprint of a file's raw row: any change of what it states (not its `source` note) changes it. */
export function recordFingerprint(record: Record<string, unknown>): string {
  const keys = Object.keys(record)
    .filter((key) => key !== "source")
    .sort();
  // an empty cell and an absent column import alike
  return digest(keys.filter((key) => record[key] !== "" && record[key] !== undefined).map((key) => [key, record[key]]));
}
