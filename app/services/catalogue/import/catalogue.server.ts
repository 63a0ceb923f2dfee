import { parse } from "csv-parse/sync";
import { z } from "zod";
import { CHANNEL_TYPES, type ChannelType } from "~/lib/catalogue/constants";
import { joinDescription, splitDescription } from "~/lib/catalogue/description";
import { getCompanyByTenant } from "~/models/company.server";
import { upsertChannels, type ChannelInsert } from "~/models/channel.server";
import type { ChannelNames } from "~/db/schema";
import { getTaxonomy, type Taxonomy } from "~/models/taxonomy.server";
import type { Vocabulary } from "~/lib/catalogue/options";
import { composeDescription, composeFocus, expectedResponses, type ComposeInput } from "../compose";
import { LANGS, type Lang } from "~/lib/catalogue/options";
import { deriveChannelLevels, EXPERIENCE_LEVELS, languagesOfCountries } from "~/lib/catalogue/audience";
import { functionsOutsideSector } from "~/lib/catalogue/ranking";
import { listedPrice, recordFingerprint } from "./seed-facts";

/**
 * `npm run import:catalogue -- file.json|file.csv`: channels in the format of
 * docs/catalogue-import.md. Every row is validated against the schema and the taxonomy first;
 * one bad row stops the whole import (a catalogue is either right or not changed), and the errors
 * name the row and field. Rows are upserted by slug, so re-importing a file is safe.
 */

const list = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? "").split("|"))
      .map((s) => s.trim())
      .filter(Boolean),
  );

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (typeof v === "boolean") return v;
      const s = String(v).trim().toLowerCase();
      if (["1", "true", "yes", "y"].includes(s)) return true;
      if (["0", "false", "no", "n"].includes(s)) return false;
      ctx.addIssue({ code: "custom", message: "expected true/false or 1/0" });
      return z.NEVER;
    });

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

const text = (max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().min(1).max(max).optional());

const localized = z
  .object({ en: z.string().trim().min(1).max(5000), de: z.string().trim().max(5000).optional(), nl: z.string().trim().max(5000).optional() })
  .optional();

export const channelImportSchema = z
  .object({
    slug: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{1,79}$/, "lower-case letters, digits and hyphens"),
    name: z.string().trim().min(1).max(120),
    // a generic product's name in German and Dutch (decision 084); empty for a brand's name
    name_de: text(120),
    name_nl: text(120),
    homepage: z.string().trim().url().refine((u) => /^https?:\/\//.test(u), "http or https only"),
    type: z.enum(CHANNEL_TYPES),
    audience: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["generic", "niche"]).optional()),
    locations: list,
    job_functions: list,
    industries: list,
    seniorities: list,
    working_terms: list,
    education_levels: list,
    categories: list,
    levels: list,
    languages: list,
    // the channel's reach in a country where it differs from `boost`: "FR:25|DE:40" (decision 075, fourth addendum)
    reach: list,
    // ISCO-08 codes or prefixes, or ESCO codes, of the occupations the channel serves, empty = every occupation
    occupations: list,
    duration_days: z.coerce.number().int().min(1).max(365),
    process_days: optionalInt(0, 90).transform((v) => v ?? 1),
    price_eur: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().min(0).max(1_000_000).optional()),
    // the list price in the channel's own currency (issue 51 §4); price_eur is the same for EUR
    price: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().min(0).max(100_000_000).optional()),
    price_cents: optionalInt(0, 100_000_000),
    currency: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code such as EUR, USD, GBP").optional()),
    crosspostings: list,
    html_posting: flag(false),
    purchasable: flag(true),
    bundle: text(80),
    addon: flag(false),
    event: flag(false),
    boost: optionalInt(0, 100).transform((v) => v ?? 0),
    company: text(80),
    focus: localized,
    description: localized,
    focus_en: text(300),
    focus_de: text(300),
    focus_nl: text(300),
    description_en: text(5000),
    description_de: text(5000),
    description_nl: text(5000),
    // where the channel's facts come from (issue 51 §2): kept in the file for its reader, not stored
    source: text(500),
    cta_min: optionalInt(0, 100_000),
    cta_max: optionalInt(0, 100_000),
  })
  .superRefine((row, ctx) => {
    if (row.price_eur === undefined && row.price_cents === undefined && row.price === undefined) {
      ctx.addIssue({ code: "custom", path: ["price_eur"], message: "price, price_eur or price_cents is required" });
    }
    if (row.price_eur !== undefined && row.currency !== undefined && row.currency !== "EUR") {
      ctx.addIssue({ code: "custom", path: ["price_eur"], message: `price_eur with currency ${row.currency}: use price` });
    }
    for (const level of row.levels) {
      if (!(EXPERIENCE_LEVELS as readonly string[]).includes(level)) {
        ctx.addIssue({ code: "custom", path: ["levels"], message: `unknown level ${level} (${EXPERIENCE_LEVELS.join(", ")})` });
      }
    }
    for (const entry of row.reach) {
      const m = /^([A-Z]{2}):(\d{1,3})$/.exec(entry);
      if (!m || Number(m[2]) > 100) ctx.addIssue({ code: "custom", path: ["reach"], message: `expected a country code and a reach 0–100 (FR:25): ${entry}` });
    }
    for (const code of row.occupations) {
      // an ISCO-08 code or prefix, or an ESCO occupation (its code: the unit group, then ESCO's levels)
      if (!/^\d{1,4}$|^\d{4}(\.\d+)+$/.test(code)) ctx.addIssue({ code: "custom", path: ["occupations"], message: `not an ISCO-08 code or prefix nor an ESCO code: ${code}` });
    }
    for (const language of row.languages) {
      if (!/^[a-z]{2}$/.test(language)) ctx.addIssue({ code: "custom", path: ["languages"], message: `not an ISO 639-1 code: ${language}` });
    }
    if (row.cta_min !== undefined && row.cta_max !== undefined && row.cta_min > row.cta_max) {
      ctx.addIssue({ code: "custom", path: ["cta_max"], message: "cta_max is below cta_min" });
    }
  });

export type ChannelImportRow = z.infer<typeof channelImportSchema>;

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export class CatalogueImportError extends Error {
  constructor(public errors: ImportError[]) {
    super(`catalogue import failed with ${errors.length} error(s):\n${errors.map((e) => `  row ${e.row}, ${e.field}: ${e.message}`).join("\n")}`);
  }
}

/** Raw records of a CSV (header row, "|" between list values) or JSON (an array, or {channels}). */
export function parseCatalogueText(content: string, format: "csv" | "json"): Record<string, unknown>[] {
  if (format === "json") {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      throw new CatalogueImportError([{ row: 0, field: "file", message: `not valid JSON: ${(error as Error).message}` }]);
    }
    const rows = Array.isArray(data) ? data : (data as { channels?: unknown })?.channels;
    if (!Array.isArray(rows)) {
      throw new CatalogueImportError([{ row: 0, field: "file", message: "expected an array of channels or {\"channels\": [...]}" }]);
    }
    return rows as Record<string, unknown>[];
  }
  try {
    return parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, unknown>[];
  } catch (error) {
    throw new CatalogueImportError([{ row: 0, field: "file", message: `not valid CSV: ${(error as Error).message}` }]);
  }
}

const vocabularyOf: Record<string, Vocabulary> = {
  industries: "industry",
  seniorities: "seniority",
  working_terms: "working_term",
  education_levels: "education_level",
  categories: "category",
};

/** Validates against the taxonomy and builds the database rows (closures, composed texts). */
export async function prepareChannels(
  records: Record<string, unknown>[],
  options: { skipUnknownCompanies?: boolean } = {},
): Promise<{ rows: ChannelInsert[]; errors: ImportError[]; skipped: number }> {
  const taxonomy = await getTaxonomy();
  const errors: ImportError[] = [];
  const parsed: { row: number; data: ChannelImportRow; fingerprint: string }[] = [];
  const slugs = new Set<string>();
  records.forEach((record, index) => {
    const row = index + 1;
    const result = channelImportSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, field: issue.path.join(".") || "row", message: issue.message });
      return;
    }
    if (slugs.has(result.data.slug)) errors.push({ row, field: "slug", message: `duplicate slug ${result.data.slug}` });
    slugs.add(result.data.slug);
    parsed.push({ row, data: result.data, fingerprint: recordFingerprint(record) });
  });

  const companies = new Map<string, string | null>();
  for (const { data } of parsed) {
    if (data.company && !companies.has(data.company)) {
      companies.set(data.company, (await getCompanyByTenant(data.company))?.id ?? null);
    }
  }
  const bundleNames = new Map(parsed.map(({ data }) => [data.slug, { name: data.name, names: namesOf(data) }]));

  const rows: ChannelInsert[] = [];
  let skipped = 0;
  for (const { row, data, fingerprint } of parsed) {
    const rowErrors: ImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row, field, message });
    for (const id of data.locations) if (!taxonomy.byId.location.has(id)) fail("locations", `unknown location ${id}`);
    for (const id of data.job_functions) if (!taxonomy.byId.jobFunction.has(id)) fail("job_functions", `unknown job function ${id}`);
    for (const [field, vocabulary] of Object.entries(vocabularyOf)) {
      for (const id of data[field as keyof ChannelImportRow] as string[]) {
        if (!taxonomy.byId.term.has(`${vocabulary}:${id}`)) fail(field, `unknown ${vocabulary.replace("_", " ")} ${id}`);
      }
    }
    let companyId: string | null = null;
    if (data.company) {
      companyId = companies.get(data.company) ?? null;
      if (!companyId) {
        if (options.skipUnknownCompanies) {
          skipped++;
          continue;
        }
        fail("company", `unknown company ${data.company}`);
      }
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    // decision 085: a row imported from a file is not replaced by the seed catalogue at start
    // unless it is the seed's own row (the fingerprint tells); the seed's sync states its rows' own
    rows.push({ ...toChannelInsert(data, taxonomy, companyId, bundleNames), catalogueSource: `import:${fingerprint}` });
  }
  return { rows, errors, skipped };
}

/** The row's German and Dutch names, only those it gives (decision 084). */
function namesOf(data: ChannelImportRow): ChannelNames {
  return { ...(data.name_de ? { de: data.name_de } : {}), ...(data.name_nl ? { nl: data.name_nl } : {}) };
}

type BundleName = { name: string; names: ChannelNames };

function toChannelInsert(data: ChannelImportRow, taxonomy: Taxonomy, companyId: string | null, bundleNames: Map<string, BundleName>): ChannelInsert {
  const type = data.type as ChannelType;
  const audience = data.audience ?? (data.job_functions.length > 0 ? "niche" : "generic");
  const per = <T>(fn: (lang: Lang) => T) => Object.fromEntries(LANGS.map((l) => [l, fn(l)])) as Record<Lang, T>;
  const names = namesOf(data);
  const bundle = data.bundle ? bundleNames.get(data.bundle) : undefined;
  const composeInput: ComposeInput = {
    name: data.name,
    names,
    type,
    audience,
    functions: per((l) => data.job_functions.map((id) => taxonomy.byId.jobFunction.get(id)!.labels[l])),
    places: per((l) => data.locations.map((id) => taxonomy.byId.location.get(id)!.names[l])),
    seniorities: per((l) => data.seniorities.map((id) => taxonomy.byId.term.get(`seniority:${id}`)!.labels[l])),
    durationDays: data.duration_days,
    processDays: data.process_days,
    crosspostings: data.crosspostings,
    availableForPurchase: data.purchasable,
    isAddon: data.addon,
    isEvent: data.event,
    bundleName: data.bundle ? (bundle?.name ?? data.bundle) : null,
    bundleNames: bundle?.names,
  };
  const givenFocus = data.focus ?? (data.focus_en ? { en: data.focus_en, de: data.focus_de, nl: data.focus_nl } : undefined);
  const focus = givenFocus ?? composeFocus(composeInput);
  const givenDescription =
    data.description ?? (data.description_en ? { en: data.description_en, de: data.description_de, nl: data.description_nl } : undefined);
  const description = givenDescription ?? composeDescription(composeInput, focus);
  // normalise the separator so every stored description splits the same way
  for (const lang of LANGS) {
    const value = description[lang];
    if (value) {
      const { short, long } = splitDescription(value);
      description[lang] = joinDescription(short, long);
    }
  }
  const countryCodes = taxonomy.locationTree.roots(data.locations);
  const responses = expectedResponses({ type, audience, isAddon: data.addon, isEvent: data.event, availableForPurchase: data.purchasable });
  // decision 087: a search ranks a channel's own specialism (name, the job functions and industries
  // it serves) above its broad labels (type, categories: the frontline category's German label
  // names 'Pflege') and those above the rest, so 'Pflege' finds the nursing boards first
  const inSectorOnly = functionsOutsideSector(
    { industryIds: data.industries, jobFunctionIds: data.job_functions, categoryIds: data.categories },
    (id) => taxonomy.functionTree.ancestors(id),
  );
  const specialism = [
    data.name,
    // a German or Dutch reader searches for the name they see
    ...Object.values(names),
    data.slug.replace(/-/g, " "),
    hostOf(data.homepage),
    ...LANGS.flatMap((l) => [
      ...data.job_functions.filter((id) => !inSectorOnly.includes(id)).map((id) => taxonomy.byId.jobFunction.get(id)!.labels[l]),
      ...data.industries.map((id) => taxonomy.byId.term.get(`industry:${id}`)?.labels[l] ?? ""),
    ]),
  ];
  // a sector's board's functions outside its sector's trades (Devex's Healthcare, of development
  // NGOs) are a label: 'Pflege' is not its specialism (ranking.ts functionsOutsideSector)
  const labels = LANGS.flatMap((l) => [
    taxonomy.byId.term.get(`channel_type:${type}`)?.labels[l] ?? "",
    ...data.categories.map((id) => taxonomy.byId.term.get(`category:${id}`)!.labels[l]),
    ...inSectorOnly.map((id) => taxonomy.byId.jobFunction.get(id)!.labels[l]),
  ]);
  const searchText = [
    ...LANGS.map((l) => focus[l] ?? ""),
    ...data.crosspostings,
    ...LANGS.flatMap((l) => data.locations.map((id) => taxonomy.byId.location.get(id)!.names[l])),
  ];
  const words = (list: string[]) => [...new Set(list.filter(Boolean))].join(" ");
  return {
    slug: data.slug,
    companyId,
    name: data.name,
    names,
    homepage: data.homepage,
    type,
    audience,
    focus,
    description,
    durationDays: data.duration_days,
    processDays: data.process_days,
    ...listedPrice(data, countryCodes),
    crosspostings: data.crosspostings,
    hasHtmlPosting: data.html_posting,
    availableForPurchase: data.purchasable,
    bundleId: data.bundle ?? null,
    isAddon: data.addon,
    isEvent: data.event,
    locationIds: data.locations,
    jobFunctionIds: data.job_functions,
    industryIds: data.industries,
    seniorityIds: data.seniorities,
    workingTermIds: data.working_terms,
    educationLevelIds: data.education_levels,
    categoryIds: data.categories,
    locationMatchIds: taxonomy.locationTree.matchClosure(data.locations),
    jobFunctionMatchIds: taxonomy.functionTree.matchClosure(data.job_functions),
    countryCodes,
    experienceLevels: data.levels.length > 0 ? data.levels : deriveChannelLevels({ seniorityIds: data.seniorities, workingTermIds: data.working_terms, categoryIds: data.categories }),
    languages: data.languages.length > 0 ? data.languages : languagesOfCountries(countryCodes),
    ctaMin: data.cta_min ?? responses.min,
    ctaMax: data.cta_max ?? responses.max,
    editorialBoost: data.boost,
    countryReach: Object.fromEntries(data.reach.map((entry) => [entry.slice(0, 2), Number(entry.slice(3))])),
    iscoCodes: data.occupations,
    searchSpecialism: words(specialism),
    searchLabels: words(labels),
    searchText: words(searchText),
  };
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** The German and Dutch names a catalogue file gives, by slug (decision 084), without validating the rest. */
export function namesInCatalogueText(content: string, format: "csv" | "json") {
  return parseCatalogueText(content, format).flatMap((record) => {
    const pick = (key: string) => (typeof record[key] === "string" ? (record[key] as string).trim() : "");
    const names: ChannelNames = { ...(pick("name_de") ? { de: pick("name_de") } : {}), ...(pick("name_nl") ? { nl: pick("name_nl") } : {}) };
    return typeof record.slug === "string" && Object.keys(names).length > 0 ? [{ slug: record.slug.trim(), names }] : [];
  });
}

/** Validates everything, then writes in one transaction; throws CatalogueImportError on any error. */
export async function importCatalogueRecords(records: Record<string, unknown>[], options: { skipUnknownCompanies?: boolean } = {}) {
  const { rows, errors, skipped } = await prepareChannels(records, options);
  if (errors.length > 0) throw new CatalogueImportError(errors);
  const { inserted, updated } = await upsertChannels(rows);
  return { inserted, updated, skipped, total: rows.length };
}

export async function importCatalogueText(content: string, format: "csv" | "json", options: { skipUnknownCompanies?: boolean } = {}) {
  return importCatalogueRecords(parseCatalogueText(content, format), options);
}
