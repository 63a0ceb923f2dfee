import { CHANNEL_TYPES, type ChannelType } from "~/lib/catalogue/constants";
import type { ChannelForecast } from "~/lib/campaign/forecast";
import { channelOnlyForecast } from "~/models/forecast.server";
import type { ChannelCriteria } from "~/lib/catalogue/criteria";
import { splitDescription } from "~/lib/catalogue/description";
import { byFacetCount, sortFacetTree } from "~/lib/catalogue/facet-order";
import { flatFit, functionFit, locationFit } from "~/lib/catalogue/ranking";
import { criteriaAudience } from "./audience.server";
import {
  countChannelFacets,
  getChannelRow,
  hasTextMatch,
  stemmedTsQuery,
  listBundleNames,
  queryChannels,
  type ChannelQuery,
  type ChannelRow,
  type FacetCounts,
} from "~/models/channel.server";
import {
  getJobTitle,
  getJobTitleLabels,
  getLocations,
  getTaxonomy,
  searchJobTitles,
  searchLocations,
  termLabel,
  toOptions,
  type Taxonomy,
} from "~/models/taxonomy.server";
import { lookUpJobTitles } from "./job-title-lookup.server";
import type { CatalogueContext, KnowledgeBase, ResolvedSearchOptions } from "./provider";
import { EMPTY_FACETS, NO_FORECAST, type ChannelDetails, type ChannelSummary, type FacetOption, type Facets } from "~/lib/catalogue/types";
import type { Lang } from "~/lib/catalogue/options";
import { channelName } from "~/lib/catalogue/channel-name";
import { companyCountry } from "~/models/company-details.server";

/**
 * The countries whose boards a text search lifts among equally relevant ones (decision 087
 * addendum): the search's own country filter, else the company's country (its company details),
 * else the country of a German or Dutch interface (de-DE, nl-NL). English is every other reader's
 * fallback language, so en-US says nothing of where the recruiter hires.
 */
async function searchCountries(companyId: string, locale: string, locationIds: readonly string[], taxonomy: Taxonomy): Promise<string[]> {
  if (locationIds.length > 0) return taxonomy.locationTree.roots([...locationIds]);
  const own = await companyCountry(companyId);
  if (own) return [own];
  const region = locale.slice(3, 5).toUpperCase();
  return locale.startsWith("en") || !/^[A-Z]{2}$/.test(region) ? [] : [region];
}

/** The embedded knowledge base: the catalogue tables of this app's database. */
export async function toChannelQuery(
  criteria: ChannelCriteria,
  taxonomy: Taxonomy,
  options: { audience?: ChannelQuery["audience"]; levels?: string[] } = {},
): Promise<ChannelQuery> {
  const audience = options.audience ?? "order";
  const audienceOf = await criteriaAudience(criteria, taxonomy);
  const { jobFunctionIds } = audienceOf;
  // explicit levels: the recommendations' event list drops the title but keeps its levels
  const levels = options.levels ?? audienceOf.levels;
  return {
    levels,
    audience,
    text: criteria.text,
    textMatch: "words",
    jobFunctions: taxonomy.functionTree.selectionContext(jobFunctionIds),
    locations: taxonomy.locationTree.selectionContext(criteria.locationIds),
    industryIds: criteria.industryIds,
    seniorityIds: criteria.seniorityIds,
    workingTermIds: criteria.workingTermIds,
    types: criteria.types,
  };
}

/** `lang`: a product with a name in that language is drawn from it (decision 084). */
export function logoUrl(id: string, lang?: "de" | "nl") {
  return `/resources/channel-logos/${id}.svg${lang ? `?lang=${lang}` : ""}`;
}

export function toSummary(row: ChannelRow, lang: Lang, companyId: string, query?: ChannelQuery): ChannelSummary {
  const description = row.description[lang] ?? row.description.en;
  return {
    id: row.id,
    name: channelName(row.name, row.names, lang),
    focus: row.focus[lang] ?? row.focus.en,
    type: row.type as ChannelType,
    audience: row.audience === "niche" ? "niche" : "generic",
    numberOfDaysOnline: row.durationDays,
    timeToProcessDays: row.processDays,
    price: row.priceCents,
    currency: row.currency,
    logoUrl: logoUrl(row.id, lang !== "en" && row.names[lang] ? lang : undefined),
    homepage: row.homepage,
    shortDescription: splitDescription(description).short,
    availableForPurchase: row.availableForPurchase,
    bundle_id: row.bundleId,
    isAddon: row.isAddon,
    isEvent: row.isEvent,
    isMyChannel: row.companyId === companyId,
    countries: row.countryCodes,
    score: row.score,
    match: query
      ? {
          jobFunction: functionFit(row.jobFunctionIds, query.jobFunctions),
          location: locationFit(row.locationIds, query.locations),
          industry: flatFit(row.industryIds, query.industryIds),
          seniority: flatFit(row.seniorityIds, query.seniorityIds),
          workingTerm: flatFit(row.workingTermIds, query.workingTermIds),
          trackRecord: row.track && { campaigns: row.track.campaigns, clicks: row.track.clicks, applicants: row.track.applicants },
          expected: { min: row.ctaMin, max: row.ctaMax },
          jobFunctionIds: row.jobFunctionIds,
          locationIds: row.locationIds,
          industryIds: row.industryIds,
          seniorityIds: row.seniorityIds,
          workingTermIds: row.workingTermIds,
          categoryIds: row.categoryIds,
          experienceLevels: row.experienceLevels,
          languages: row.languages,
          editorialBoost: row.editorialBoost,
          iscoCodes: row.iscoCodes,
        }
      : undefined,
  };
}

function buildFacets(counts: FacetCounts, taxonomy: Taxonomy, lang: Lang, criteria: ChannelCriteria): Facets {
  const option = (key: string, label: string, map: Map<string, number>, withGeneric = true, parent?: string | null): FacetOption => ({
    key,
    label,
    recordCount: (map.get(key) ?? 0) + (withGeneric ? (map.get("*") ?? 0) : 0),
    ...(parent !== undefined ? { parent } : {}),
  });
  const keep = (selected: string[]) => (o: FacetOption) => o.recordCount > 0 || selected.includes(o.key);
  return {
    countries: taxonomy.locations
      .filter((l) => l.kind === "country")
      .map((l) => option(l.id, l.labels[lang], counts.country))
      .filter(keep(criteria.locationIds))
      .sort(byFacetCount),
    // by count like the other facets (issue 16 §6); sub-functions stay under their parent
    jobFunctions: sortFacetTree(
      taxonomy.jobFunctions
        .map((f) => option(f.id, f.labels[lang], counts.function, true, f.parentId))
        .filter(keep(criteria.jobFunctionIds)),
    ),
    industries: taxonomy.terms.industry.map((t) => option(t.id, t.labels[lang], counts.industry)).filter(keep(criteria.industryIds)),
    seniorities: taxonomy.terms.seniority.map((t) => option(t.id, t.labels[lang], counts.seniority)).filter(keep(criteria.seniorityIds)),
    workingTerms: taxonomy.terms.working_term
      .map((t) => option(t.id, t.labels[lang], counts.workingTerm))
      .filter(keep(criteria.workingTermIds)),
    types: CHANNEL_TYPES.map((t) => option(t, termLabel(taxonomy, "channel_type", t, lang), counts.type, false)).filter(
      keep(criteria.types),
    ),
  };
}

/**
 * The label of the job function of the occupation the text names (the job-title look-up's first
 * title, when every typed word begins a word of its label), else null.
 */
async function occupationField(text: string, lang: Lang, taxonomy: Taxonomy): Promise<string | null> {
  // the database's search alone: the words must begin words of its label below, which is what
  // that search ranks first; the writer's resolution would add its index match to every search
  // whose words no channel holds (decision 088)
  const [title] = await searchJobTitles(text, lang, 1);
  const functionId = title?.jobFunction?.id;
  if (!title || !functionId) return null;
  const words = (value: string) => value.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const labelWords = words(title.label);
  if (!words(text).every((w) => labelWords.some((l) => l.startsWith(w)))) return null;
  return taxonomy.byId.jobFunction.get(functionId)?.labels[lang] ?? null;
}

export const embeddedKnowledgeBase: KnowledgeBase = {
  name: "embedded",

  async search(ctx: CatalogueContext, criteria: ChannelCriteria, options: ResolvedSearchOptions) {
    const taxonomy = await getTaxonomy();
    const query = await toChannelQuery(criteria, taxonomy, { audience: options.audience, levels: options.levels ?? undefined });
    const queryOptions = {
      offset: options.offset,
      limit: options.limit,
      excludeIds: options.excludeIds,
      kind: options.kind,
      purchasableOnly: options.purchasableOnly,
      onlyMyChannels: options.onlyMyChannels,
    };
    // spec 1 §4 search text: typo tolerance (name similarity) only when the words match nothing
    if (query.text.trim()) {
      query.homeCountries = await searchCountries(ctx.companyId, ctx.locale, criteria.locationIds, taxonomy);
      query.tsquery = await stemmedTsQuery(query.text);
      if (!(await hasTextMatch(ctx.companyId, query.text, query.tsquery))) {
        // an occupation no channel's words name ('verpleegkundige'; the boards list the job
        // function 'Verpleging'): the channels of its job function, before the typo fallback
        const field = await occupationField(query.text, ctx.lang, taxonomy);
        const tsquery = field && (await stemmedTsQuery(field));
        if (field && tsquery && (await hasTextMatch(ctx.companyId, field, tsquery))) {
          query.text = field;
          query.tsquery = tsquery;
        } else {
          query.textMatch = "similar";
        }
      }
    }
    // the page and the counts at once: on PostgreSQL two pool connections work in parallel
    // (PGlite runs them one after the other); without facets only the total is counted
    const [rows, counts] = await Promise.all([
      queryChannels(ctx.companyId, query, queryOptions),
      countChannelFacets(ctx.companyId, query, queryOptions, options.withFacets ? options.facets : []),
    ]);
    return {
      results: rows.map((row) => toSummary(row, ctx.lang, ctx.companyId, query)),
      totalHits: counts.total,
      facets: options.withFacets ? buildFacets(counts, taxonomy, ctx.lang, criteria) : EMPTY_FACETS,
      order: { offset: options.offset, limit: options.limit, orderBy: "_score", sortOrder: "desc" },
    };
  },

  async details(ctx: CatalogueContext, id: string): Promise<ChannelDetails | null> {
    const row = await getChannelRow(ctx.companyId, id);
    if (!row) return null;
    const taxonomy = await getTaxonomy();
    const lang = ctx.lang;
    const description = row.description[lang] ?? row.description.en;
    const { short, long } = splitDescription(description);
    const bundles = row.bundleId ? await listBundleNames(ctx.companyId, [row.bundleId], lang) : new Map<string, string>();
    const labelled = (ids: string[], find: (id: string) => string | undefined) =>
      ids.map((id) => ({ id, label: find(id) ?? id }));
    return {
      ...toSummary(row, lang, ctx.companyId),
      description,
      shortDescription: short,
      longDescription: long,
      crosspostings: row.crosspostings,
      hasHtmlPosting: row.hasHtmlPosting,
      locations: labelled(row.locationIds, (id) => taxonomy.byId.location.get(id)?.labels[lang]),
      jobFunctions: labelled(row.jobFunctionIds, (id) => taxonomy.byId.jobFunction.get(id)?.labels[lang]),
      industries: labelled(row.industryIds, (id) => termLabel(taxonomy, "industry", id, lang)),
      seniorities: labelled(row.seniorityIds, (id) => termLabel(taxonomy, "seniority", id, lang)),
      workingTerms: labelled(row.workingTermIds, (id) => termLabel(taxonomy, "working_term", id, lang)),
      categories: labelled(row.categoryIds, (id) => termLabel(taxonomy, "category", id, lang)),
      // the forecast's clicks per posting from all of the channel's results (docs/decisions/078)
      expectedResponses: perPosting(
        await channelOnlyForecast({ id: row.id, ctaMin: row.ctaMin, ctaMax: row.ctaMax, price: row.priceCents, currency: row.currency }),
      ),
      bundleName: row.bundleId ? (bundles.get(row.bundleId) ?? row.bundleId) : null,
    };
  },

  jobTitles: (ctx, text, limit) => lookUpJobTitles(text, ctx.lang, limit),
  jobTitle: (ctx, id) => getJobTitle(id, ctx.lang),
  jobTitleLabels: (ctx, ids) => getJobTitleLabels(ids, ctx.lang),
  locations: (ctx, text, limit) => searchLocations(text, ctx.lang, limit),
  locationLabels: (ctx, ids) => getLocations(ids, ctx.lang),

  async industries(ctx) {
    return toOptions((await getTaxonomy()).terms.industry, ctx.lang);
  },
  async jobFunctions(ctx) {
    return (await getTaxonomy()).jobFunctions.map((f) => ({ id: f.id, label: f.labels[ctx.lang], parent: f.parentId }));
  },
};

function perPosting(forecast: ChannelForecast | null): ChannelDetails["expectedResponses"] {
  if (!forecast) return NO_FORECAST;
  const { clicks, basis } = forecast;
  return { min: clicks.low, max: clicks.high, basis: basis.level === "catalogue" ? "catalogue" : "track-record", campaigns: basis.campaigns };
}
