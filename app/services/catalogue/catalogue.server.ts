import { CHANNEL_SEARCH_PAGE_SIZE, LOOKUP_LIMIT, PRODUCT_LIST_PAGE_SIZE } from "~/lib/catalogue/constants";
import { EMPTY_CRITERIA, type ChannelCriteria } from "~/lib/catalogue/criteria";
import { heldBack, iscoMajorGroup, rankForRecommendation, workforceOf, type OwnResults, type RecommendationTarget } from "~/lib/catalogue/ranking";
import { FACET_DIMENSIONS } from "~/lib/catalogue/types";
import { getTaxonomy, termLabel } from "~/models/taxonomy.server";
import { logger } from "~/platform/logger.server";
import { languagesOfPlace } from "~/lib/catalogue/audience";
import { criteriaAudience } from "./audience.server";
import { getCatalogueEnv } from "./env.server";
import { catalogueContext as context, getKnowledgeBase } from "./knowledge-base.server";
import type { CatalogueContext, ResolvedSearchOptions } from "./provider";
import type { Locale } from "~/lib/i18n/config";
import { composeReason, type TargetGroupLabels } from "./reasons/composer.server";
import { openAiRecommend } from "./reasons/openai.server";
import { applicantsOutlook, countryOfRegion, forecastChannel, type ChannelForecast, type ForecastTarget } from "~/lib/campaign/forecast";
import { forecastLabels } from "~/lib/campaign/forecast-labels";
import { listPostingResults } from "~/models/forecast.server";
import {
  EMPTY_FACETS,
  type ChannelDetails,
  type ChannelLists,
  type ChannelSummary,
  type RecommendedChannel,
  type SearchOptions,
  type SearchResult,
} from "~/lib/catalogue/types";

/**
 * The channel catalogue as the screens use it (issue 3 §3). The campaign builder (/cb,
 * /media-channels-cb) reuses these functions with the basket's product ids as `excludeIds`.
 * Every function takes the company first; errors follow spec 1 §8: a failed channel list reads as
 * zero results, failed AI recommendations as an empty list, failed details throw (the screen says
 * "Could not get channel details").
 */
function resolve(options: SearchOptions): ResolvedSearchOptions {
  return {
    offset: Math.max(0, options.offset ?? 0),
    limit: Math.min(500, Math.max(0, options.limit ?? CHANNEL_SEARCH_PAGE_SIZE)),
    excludeIds: options.excludeIds ?? [],
    kind: options.kind ?? "channels",
    purchasableOnly: options.purchasableOnly ?? false,
    onlyMyChannels: options.onlyMyChannels ?? false,
    withFacets: options.withFacets ?? true,
    facets: options.facets ?? FACET_DIMENSIONS,
    audience: options.audience ?? "order",
    levels: options.levels ?? null,
  };
}

function emptyResult(options: ResolvedSearchOptions): SearchResult {
  return {
    results: [],
    totalHits: 0,
    facets: EMPTY_FACETS,
    order: { offset: options.offset, limit: options.limit, orderBy: "_score", sortOrder: "desc" },
    failed: true,
  };
}

/** spec 1 §3 channel search: 20 per page by score descending, with facets. */
export async function searchChannels(
  companyId: string,
  criteria: ChannelCriteria,
  options: SearchOptions & { locale: string },
): Promise<SearchResult> {
  const resolved = resolve(options);
  try {
    return await getKnowledgeBase().search(context(companyId, options.locale), criteria, resolved);
  } catch (error) {
    // spec 1 §8: a failed channel list gives zero results
    logger.error({ err: error }, "channel search failed");
    return emptyResult(resolved);
  }
}

/** spec 1 §9: the product list ("filtered") has pages of 24; only purchasable products. */
export function listProducts(
  companyId: string,
  criteria: ChannelCriteria,
  options: { locale: string; page?: number; excludeIds?: string[] },
) {
  const page = Math.max(1, Math.trunc(options.page ?? 1));
  return searchChannels(companyId, criteria, {
    locale: options.locale,
    offset: (page - 1) * PRODUCT_LIST_PAGE_SIZE,
    limit: PRODUCT_LIST_PAGE_SIZE,
    excludeIds: options.excludeIds,
    purchasableOnly: true,
  });
}

/** null = no such channel for this company (a 404); a provider failure throws. */
export async function getChannelDetails(companyId: string, id: string, locale: string): Promise<ChannelDetails | null> {
  return getKnowledgeBase().details(context(companyId, locale), id);
}

export const RECOMMENDED_COUNT = 6;
export const AI_RECOMMENDED_COUNT = 3;
const AI_CANDIDATES = 20;
/**
 * The recommendations re-rank the best matches of the search (rankForRecommendation): a pool this
 * large holds every channel of a country's catalogue that passes the filters, so a fitting board
 * is never lost to a held-back one that scored higher in the search.
 */
const RECOMMENDATION_POOL = 80;

interface Target {
  labels: TargetGroupLabels;
  ranking: RecommendationTarget;
  /** the job family and country the forecast compares (docs/decisions/078) */
  forecast: ForecastTarget;
}

async function describeTarget(ctx: CatalogueContext, criteria: ChannelCriteria): Promise<Target> {
  const kb = getKnowledgeBase();
  const [title, locations, taxonomy] = await Promise.all([
    criteria.jobTitleId ? kb.jobTitle(ctx, criteria.jobTitleId) : null,
    kb.locationLabels(ctx, criteria.locationIds.slice(0, 1)),
    getTaxonomy(),
  ]);
  const fnId = criteria.jobFunctionIds[0] ?? title?.jobFunction.id;
  const fn = fnId ? taxonomy.byId.jobFunction.get(fnId) : undefined;
  const functionIds = criteria.jobFunctionIds.length > 0 ? criteria.jobFunctionIds : title ? [title.jobFunction.id] : [];
  const places = criteria.locationIds.map((id) => taxonomy.byId.location.get(id)).filter((l) => l !== undefined);
  // the job title's own ISCO group is the better clue; a function's prefixes only when they agree
  const major = iscoMajorGroup(title?.iscoCode ? [title.iscoCode] : (fn?.iscoPrefixes ?? []));
  return {
    labels: {
      jobTitle: title?.label ?? null,
      jobFunction: fnId ? (fn?.labels[ctx.lang] ?? title?.jobFunction.label ?? null) : null,
      location: locations[0]?.label ?? null,
      industry: criteria.industryIds[0] ? termLabel(taxonomy, "industry", criteria.industryIds[0], ctx.lang) : null,
      seniority: criteria.seniorityIds[0] ? termLabel(taxonomy, "seniority", criteria.seniorityIds[0], ctx.lang) : null,
      country: forecastLabels(null, countryOfRegion(criteria.locationIds[0]), ctx.locale).country,
    },
    forecast: { jobFamily: fnId ?? null, country: countryOfRegion(criteria.locationIds[0]) },
    ranking: {
      seniorityIds: criteria.seniorityIds,
      workingTermIds: criteria.workingTermIds,
      types: criteria.types,
      place: places.length === 0 ? null : places.some((l) => l.kind === "country") ? "country" : "local",
      placeIds: places.flatMap((l) => [l.id, ...taxonomy.locationTree.ancestors(l.id)]),
      iscoMajorGroup: major,
      iscoCode: title?.iscoCode ?? null,
      escoCode: title?.escoCode ?? null,
      workforce: workforceOf(fnId ? [fnId] : [], major, title?.iscoCode ?? null),
      languages: [...new Set(criteria.locationIds.flatMap(languagesOfPlace))],
      functionIds: [...new Set(functionIds.flatMap((id) => [id, ...taxonomy.functionTree.ancestors(id)]))],
      industryIds: criteria.industryIds,
      tradesBelow: new Map(functionIds.flatMap((id) => taxonomy.functionTree.descendants(id))
        .map((id) => [id, taxonomy.byId.jobFunction.get(id)?.iscoPrefixes ?? []])),
    },
  };
}

const forecastInput = (c: ChannelSummary) => ({
  id: c.id,
  ctaMin: c.match?.expected.min ?? 0,
  ctaMax: c.match?.expected.max ?? 0,
  price: c.price,
  currency: c.currency,
});

/**
 * Our own results for the pool, from one read of the finished postings (docs/decisions/078): each
 * channel's outlook ranks the recommendations (issue 52 §4, ownResultsFactor); `evidence` gives the
 * full forecast of the channels shown with a reason (issue 51 §3) from the same postings.
 */
async function ownResults(pool: ChannelSummary[], target: ForecastTarget) {
  const history = await listPostingResults(pool.map((c) => c.id));
  return {
    outlooks: new Map(pool.map((c) => [c.id, applicantsOutlook(forecastInput(c), target, history)])),
    evidence: (shown: ChannelSummary[]): Map<string, ChannelForecast | null> =>
      new Map(shown.map((c) => [c.id, forecastChannel(forecastInput(c), target, history)])),
  };
}

/** The search's matches in recommendation order (app/lib/catalogue/ranking.ts). */
function recommendationCandidates(channels: ChannelSummary[], outlooks: Map<string, OwnResults | null>) {
  return channels.map((channel) => ({
      channel,
      score: channel.score,
      type: channel.type,
      isEvent: channel.isEvent,
      editorialBoost: channel.match?.editorialBoost ?? 0,
      locationIds: channel.match?.locationIds ?? [],
      seniorityIds: channel.match?.seniorityIds ?? [],
      workingTermIds: channel.match?.workingTermIds ?? [],
      categoryIds: channel.match?.categoryIds ?? [],
      countryCodes: channel.countries,
      jobFunctionIds: channel.match?.jobFunctionIds ?? [],
      industryIds: channel.match?.industryIds ?? [],
      languages: channel.match?.languages ?? [],
      iscoCodes: channel.match?.iscoCodes ?? [],
      trackRecord: channel.match?.trackRecord ?? null,
      ownResults: outlooks.get(channel.id) ?? null,
  }));
}

/**
 * The pool in recommendation order, and the channels held back for this target group (a campus
 * fair for a nurse, a professional network's paid reach for a chef): they may fill the recommended
 * six when nothing else fits, but are not offered as "Also relevant" — search still finds them.
 */
function recommendationOrder(channels: ChannelSummary[], target: RecommendationTarget, outlooks: Map<string, OwnResults | null>) {
  const ranked = rankForRecommendation(recommendationCandidates(channels, outlooks), target);
  return { ordered: ranked.map((c) => c.channel), held: new Set(ranked.filter((c) => heldBack(c, target) !== null).map((c) => c.channel.id)) };
}

function promptOf(target: TargetGroupLabels) {
  return [target.jobTitle ?? target.jobFunction, target.location, target.industry].filter(Boolean).join(" · ");
}

/** AI picks with a reason each; any failure (network, bad answer, timeout) → [] (spec 1 §8). */
export async function aiRecommend(
  ctx: CatalogueContext,
  candidates: ChannelSummary[],
  target: TargetGroupLabels,
  evidenceOf: (shown: ChannelSummary[]) => Map<string, ChannelForecast | null> = () => new Map(),
): Promise<RecommendedChannel[]> {
  try {
    const env = getCatalogueEnv();
    if (env.AI_BASE_URL && env.AI_MODEL) {
      const picks = await openAiRecommend(
        { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
        {
          lang: ctx.lang,
          prompt: promptOf(target),
          max: AI_RECOMMENDED_COUNT,
          candidates: candidates.map((c) => ({
            id: c.id,
            name: c.name,
            focus: c.focus,
            priceEur: c.price / 100,
            daysOnline: c.numberOfDaysOnline,
            matches: Object.entries(c.match ?? {})
              .filter(([key, value]) => typeof value === "string" && !["jobFunctionIds", "locationIds", "industryIds"].includes(key))
              .map(([key, value]) => `${key}:${value}`),
          })),
        },
      );
      const byId = new Map(candidates.map((c) => [c.id, c]));
      return picks.map((p) => ({ ...byId.get(p.id)!, reason: p.reason }));
    }
    const top = candidates.slice(0, AI_RECOMMENDED_COUNT);
    const evidence = evidenceOf(top);
    return Promise.all(top.map(async (c) => ({ ...c, reason: await composeReason(c, target, ctx.locale as Locale, evidence.get(c.id) ?? null) })));
  } catch (error) {
    logger.warn({ err: error }, "AI recommendations failed");
    return [];
  }
}

/**
 * spec 1 §3 product lists for a target group: recommended (fit: job function, industry, location,
 * seniority, plus track record), AI-recommended with a reason each (kept apart: its products are
 * not repeated in the other lists), relevant (paged, `nextRelevant`), my channels, add-ons and
 * event channels. `excludeIds` are the basket's products.
 */
export async function recommendChannels(
  companyId: string,
  criteria: ChannelCriteria,
  options: { locale: string; excludeIds?: string[]; ai?: boolean; relevantOffset?: number; relevantLimit?: number },
): Promise<ChannelLists> {
  const ctx = context(companyId, options.locale);
  const excludeIds = options.excludeIds ?? [];
  const relevantOffset = Math.max(0, options.relevantOffset ?? 0);
  const relevantLimit = options.relevantLimit ?? CHANNEL_SEARCH_PAGE_SIZE;
  const noText = { ...criteria, text: "" };
  const { levels } = await criteriaAudience(criteria, await getTaxonomy());
  // issue 51 §1: a channel for another experience level is in none of these lists
  const base = { locale: options.locale, excludeIds, withFacets: false, audience: "filter" as const };

  const [pool, mine, addons, events] = await Promise.all([
    // "Also relevant" pages through the same pool in the same order, after the recommended ones
    searchChannels(companyId, noText, {
      ...base,
      purchasableOnly: true,
      limit: Math.max(RECOMMENDATION_POOL, relevantOffset + relevantLimit + RECOMMENDED_COUNT + AI_RECOMMENDED_COUNT),
    }),
    searchChannels(companyId, EMPTY_CRITERIA, { ...base, onlyMyChannels: true, kind: "all", limit: 50 }),
    // add-ons and events follow the location only: they go with any job function
    searchChannels(companyId, { ...EMPTY_CRITERIA, locationIds: criteria.locationIds }, { ...base, kind: "addons", purchasableOnly: true, limit: 12 }),
    // events follow the target group's level too: a campus fair is for students (issue 51 §1)
    searchChannels(companyId, { ...noText, jobFunctionIds: [], jobTitleId: null }, { ...base, kind: "events", purchasableOnly: true, limit: 12, levels }),
  ]);
  const { labels: target, ranking, forecast: forecastTarget } = await describeTarget(ctx, criteria);
  ranking.levels = levels;
  // the company's own channels are listed under "My channels" and in no other list
  const catalogue = pool.results.filter((c) => !c.isMyChannel);
  const results = await ownResults(catalogue, forecastTarget);
  const { ordered: candidates, held } = recommendationOrder(catalogue, ranking, results.outlooks);

  const aiRecommended = options.ai ? await aiRecommend(ctx, candidates.slice(0, AI_CANDIDATES), target, results.evidence) : [];
  const apart = new Set(aiRecommended.map((c) => c.id));

  let recommended: RecommendedChannel[];
  const kb = getKnowledgeBase();
  if (kb.recommendations) {
    recommended = await kb
      .recommendations(ctx, noText, { excludeIds: [...excludeIds, ...apart], limit: RECOMMENDED_COUNT })
      .catch((error: unknown) => {
        logger.error({ err: error }, "recommendations failed");
        return [];
      });
  } else {
    const picks = candidates.filter((c) => !apart.has(c.id)).slice(0, RECOMMENDED_COUNT);
    const evidence = results.evidence(picks);
    recommended = await Promise.all(
      picks.map(async (c) => ({ ...c, reason: await composeReason(c, target, ctx.locale as Locale, evidence.get(c.id) ?? null) })),
    );
  }
  const shown = new Set([...apart, ...recommended.map((c) => c.id)]);

  // "Also relevant": the rest of the pool in recommendation order, without the held-back channels
  const rest = candidates.filter((c) => !shown.has(c.id) && !held.has(c.id));
  const relevantTotal = pool.totalHits - (pool.results.length - rest.length);
  const relevant = { results: rest.slice(relevantOffset, relevantOffset + relevantLimit), totalHits: relevantTotal };
  return {
    recommended,
    aiRecommended,
    aiRecommendedPrompt: options.ai ? promptOf(target) || null : null,
    aiRecommendedExplanation: Object.fromEntries(aiRecommended.map((c) => [c.id, c.reason])),
    relevant: relevant.results,
    myChannel: mine.results,
    addonsChannel: addons.results,
    eventChannel: events.results,
    productCount: pool.totalHits,
    nextRelevant: relevantOffset + relevantLimit < relevant.totalHits ? relevantOffset + relevantLimit : null,
  };
}

// ── Look-ups (spec 1 §7) ─────────────────────────────────────────────────────────────────────

export async function lookupJobTitles(companyId: string, locale: string, text: string, limit = LOOKUP_LIMIT) {
  return getKnowledgeBase().jobTitles(context(companyId, locale), text, limit);
}

export async function getJobTitleOption(companyId: string, locale: string, id: string) {
  return getKnowledgeBase().jobTitle(context(companyId, locale), id);
}

export async function lookupLocations(companyId: string, locale: string, text: string, limit = LOOKUP_LIMIT) {
  return getKnowledgeBase().locations(context(companyId, locale), text, limit);
}

export async function getLocationOptions(companyId: string, locale: string, ids: string[]) {
  return getKnowledgeBase().locationLabels(context(companyId, locale), ids);
}

const matches = (label: string, text: string) => label.toLocaleLowerCase().includes(text.toLocaleLowerCase());

export async function lookupIndustries(companyId: string, locale: string, text = "") {
  const all = await getKnowledgeBase().industries(context(companyId, locale));
  return text ? all.filter((o) => matches(o.label, text)) : all;
}

export async function lookupJobFunctions(companyId: string, locale: string, text = "") {
  const all = await getKnowledgeBase().jobFunctions(context(companyId, locale));
  return text ? all.filter((o) => matches(o.label, text)) : all;
}
