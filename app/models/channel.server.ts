import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { createCache } from "~/platform/cache.server";
import { channels, channelTrackRecords, type ChannelNames, type LocalizedText } from "~/db/schema";
import { channelName } from "~/lib/catalogue/channel-name";
import { isUuid } from "./campaign.server";
import { FACET_DIMENSIONS, type FacetDimension } from "~/lib/catalogue/types";
import { abroadShare, RANKING_WEIGHTS, SECTOR_BOARD_CATEGORIES, sectorsOf, TRACK_RECORD_MIN_CAMPAIGNS, TRACK_RECORD_REFERENCE_APPLICANTS } from "~/lib/catalogue/ranking";
import { containsPattern, prefixPattern } from "~/lib/sql-like";

/**
 * All SQL of the channel catalogue: search with facets, details, lists and the import upsert.
 * Catalogue channels have no company; a company's own channels ("my channels") carry its id and
 * are visible to that company only (docs/conventions/architecture-decisions.md §4 tenant scoping).
 */

/** A selection in one hierarchy with its ancestors/descendants (app/lib/catalogue/tree.ts). */
export interface TreeSelection {
  selected: string[];
  above: string[];
  below: string[];
}

export interface ChannelQuery {
  text: string;
  /**
   * "words": full text (prefixes) or a part of the name; "similar": trigram similarity of the name,
   * the typo tolerance used only when the words match nothing (hasTextMatch), because similarity
   * over every name costs more than the rest of a search together.
   */
  textMatch: "words" | "similar";
  /**
   * The text as one tsquery (stemmedTsQuery), prepared before the search: a literal lets the
   * planner estimate it and use the index, an expression it cannot.
   */
  tsquery?: string | null;
  jobFunctions: TreeSelection;
  locations: TreeSelection;
  industryIds: string[];
  seniorityIds: string[];
  workingTermIds: string[];
  types: string[];
  /**
   * The target group's experience levels (app/lib/catalogue/audience.ts), [] = not known. A channel
   * reaches them when it states none or one of them. "filter" leaves the others out (recommended
   * and "Also relevant"), "order" ranks them after those that fit (the search's default order).
   */
  levels: string[];
  audience: "filter" | "order";
  /**
   * The searcher's countries (decision 087 addendum): a text match of a channel reaching one of
   * them counts RANKING_WEIGHTS.text.homeCountry more, one of a channel of other countries only
   * less (abroadShare). [] = none known.
   */
  homeCountries?: string[];
}

export interface ChannelQueryOptions {
  offset: number;
  limit: number;
  excludeIds: string[];
  kind: "channels" | "addons" | "events" | "all";
  purchasableOnly: boolean;
  onlyMyChannels: boolean;
}

export interface ChannelRow {
  id: string;
  companyId: string | null;
  name: string;
  /** a generic product's German and Dutch names (decision 084): read through channelName() */
  names: ChannelNames;
  homepage: string;
  type: string;
  audience: string;
  focus: LocalizedText;
  description: LocalizedText;
  durationDays: number;
  processDays: number;
  priceCents: number;
  currency: string;
  crosspostings: string[];
  hasHtmlPosting: boolean;
  availableForPurchase: boolean;
  bundleId: string | null;
  isAddon: boolean;
  isEvent: boolean;
  locationIds: string[];
  jobFunctionIds: string[];
  industryIds: string[];
  seniorityIds: string[];
  workingTermIds: string[];
  categoryIds: string[];
  countryCodes: string[];
  experienceLevels: string[];
  languages: string[];
  ctaMin: number;
  ctaMax: number;
  /** the channel's reach, 0–100: in the query's countries where the catalogue states one (reachExpression) */
  editorialBoost: number;
  /** ISCO-08 codes or prefixes of the occupations the channel serves, [] = all */
  iscoCodes: string[];
  track: { campaigns: number; clicks: number; applicants: number; clicksLow: number; clicksHigh: number } | null;
  score: number;
}

/** A text[] literal from separate parameters: the one form both drivers (pg, PGlite) accept. */
function textArray(values: readonly string[]) {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Words of the search text as a prefix tsquery ("step sto" → step:* & sto:*). */
export function toPrefixTsQuery(text: string) {
  const words = text.normalize("NFC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 8)
    // a word of one or two letters is an abbreviation ('IT', 'HR'), as a prefix it finds
    // every 'Italia' and 'Hrvatska'
    .map((w) => (w.length <= 2 ? w : `${w}:*`))
    .join(" & ");
}

/** Channels a company can see: the shared catalogue and its own ("my channels"). */
export function visibleToCompany(companyId: string) {
  return or(isNull(channels.companyId), eq(channels.companyId, companyId));
}

/** Conditions that do not depend on the facets: tenant, kind, purchasability, basket, text. */
function baseConditions(companyId: string, query: ChannelQuery, options: ChannelQueryOptions) {
  const conditions: SQL[] = [
    options.onlyMyChannels
      ? sql`c.company_id = ${companyId}`
      : sql`(c.company_id is null or c.company_id = ${companyId})`,
  ];
  if (options.kind === "channels") conditions.push(sql`not c.is_addon`);
  if (options.kind === "addons") conditions.push(sql`c.is_addon`);
  if (options.kind === "events") conditions.push(sql`c.is_event`);
  // spec 1 §3: purchasable = available for purchase and not part of a bundle
  if (options.purchasableOnly) conditions.push(sql`c.available_for_purchase and c.bundle_id is null`);
  const exclude = options.excludeIds.filter((id) => isUuid(id));
  if (exclude.length > 0) {
    conditions.push(sql`c.id <> all(ARRAY[${sql.join(exclude.map((id) => sql`${id}`), sql`, `)}]::uuid[])`);
  }
  if (query.text.trim()) {
    conditions.push(query.textMatch === "similar" ? similarText(query.text) : wordsMatch(query.text, query.tsquery));
  }
  return sql.join(conditions, sql` and `);
}


/**
 * The prefix query as typed, or with each word reduced to its English, German or Dutch stem: the
 * indexed text is not stemmed (the catalogue mixes languages), so "nurse" → nurs:* also finds
 * "Nursing" and "Pflegekraft" → pflegekraft:* stays as typed.
 */
function stemmedQuery(tsq: string) {
  return sql`(to_tsquery('simple', ${tsq}) || to_tsquery('english', ${tsq}) || to_tsquery('german', ${tsq}) || to_tsquery('dutch', ${tsq}))`;
}

// The stems of a query depend only on its text and PostgreSQL's dictionaries: repeated searches
// skip a round trip (decision 066).
const stemmedQueries = createCache<{ q: string | null }>("channel-stemmed-query", { max: 1000 });

/** stemmedQuery as text, or null when nothing of the text is left (no words, only stop words). */
export async function stemmedTsQuery(text: string): Promise<string | null> {
  const tsq = toPrefixTsQuery(text);
  if (!tsq) return null;
  const { q } = await stemmedQueries.getOrCompute(tsq, async () => {
    const db = await getDb();
    const result = await db.execute(sql`select ${stemmedQuery(tsq)}::text as q`);
    return { q: (result.rows as { q: string | null }[])[0]?.q || null };
  });
  return q;
}

/** The prepared tsquery, or (not prepared) the expression that computes it. */
function tsQueryOf(text: string, prepared: string | null | undefined) {
  if (prepared !== undefined) return prepared === null ? null : sql`${prepared}::tsquery`;
  const tsq = toPrefixTsQuery(text);
  return tsq ? stemmedQuery(tsq) : null;
}

/** The words of the text as prefixes in the indexed text, or the text inside the name. */
function wordsMatch(text: string, prepared?: string | null) {
  const tsquery = tsQueryOf(text, prepared);
  const inName = sql`c.name ilike ${containsPattern(text.trim())}`;
  return tsquery ? sql`(c.search_vector @@ ${tsquery} or ${inName})` : inName;
}

/** The whole name is similar ("Totaljbos"), or one of its words is ("Stepstnoe" → "StepStone België"). */
function similarText(text: string) {
  return sql`(c.name % ${text.trim()} or ${text.trim()} <% c.name)`;
}

// The catalogue's search answers change only on channel or track-record writes, which clear them;
// other instances see a write within the TTL (decision 066).
export const SEARCH_CACHE_TTL_MS = 60_000;
const textMatches = createCache<boolean>("channel-text-match", { max: 1000, ttlMs: SEARCH_CACHE_TTL_MS });
// a page holds 20–24 rows with their descriptions: fewer of them than of the counts
const pages = createCache<ChannelRow[]>("channel-page", { max: 200, ttlMs: SEARCH_CACHE_TTL_MS });
const facetCounts = createCache<FacetCounts>("channel-facets", { max: 500, ttlMs: SEARCH_CACHE_TTL_MS });

/** Clear the cached search answers: channels or track records were written. */
export function forgetChannelSearches() {
  textMatches.clear();
  pages.clear();
  facetCounts.clear();
}

/** Does the text match any channel the company sees by its words? If not, search by similarity. */
export async function hasTextMatch(companyId: string, text: string, tsquery?: string | null) {
  if (!text.trim()) return true;
  tsquery = tsquery === undefined ? await stemmedTsQuery(text) : tsquery;
  const key = `${companyId}\u0000${text.trim()}\u0000${tsquery ?? ""}`;
  return textMatches.getOrCompute(key, async () => {
    const db = await getDb();
    const result = await db.execute(sql`
      select exists (
        select 1 from channels c where (c.company_id is null or c.company_id = ${companyId}) and ${wordsMatch(text, tsquery)}
      ) as found
    `);
    return Boolean((result.rows as { found: boolean }[])[0]?.found);
  });
}

/** One boolean per facet dimension: does the channel pass that dimension's filter? */
function dimensionMatches(query: ChannelQuery) {
  const tree = (targets: string, closure: string, selection: TreeSelection) =>
    selection.selected.length === 0
      ? sql`true`
      : sql`(cardinality(${sql.raw(targets)}) = 0 or ${sql.raw(closure)} && ${textArray(selection.selected)})`;
  const flat = (column: string, selected: string[]) =>
    selected.length === 0
      ? sql`true`
      : sql`(cardinality(${sql.raw(column)}) = 0 or ${sql.raw(column)} && ${textArray(selected)})`;
  return {
    fn: tree("c.job_function_ids", "c.job_function_match_ids", query.jobFunctions),
    loc: tree("c.location_ids", "c.location_match_ids", query.locations),
    ind: flat("c.industry_ids", query.industryIds),
    sen: flat("c.seniority_ids", query.seniorityIds),
    wt: flat("c.working_term_ids", query.workingTermIds),
    type: query.types.length === 0 ? sql`true` : sql`c.type = any(${textArray(query.types)})`,
    lev: levelsMatch(query),
  };
}

/** issue 51 §1: the channel reaches one of the target group's levels (or every level). */
function levelsMatch(query: ChannelQuery) {
  return query.levels.length === 0
    ? sql`true`
    : sql`(cardinality(c.experience_levels) = 0 or c.experience_levels && ${textArray(query.levels)})`;
}

/** The audience filter as a condition of the rows searched: only in "filter" mode. */
function audienceCondition(query: ChannelQuery) {
  return query.audience === "filter" ? levelsMatch(query) : sql`true`;
}

// ts_rank's array of weights runs from tier D to tier A
const tierWeights = `{${(["D", "C", "B", "A"] as const).map((t) => RANKING_WEIGHTS.text.tiers[t]).join(",")}}`;

/**
 * The search text's part of the score (ranking.ts `scoreChannel`), null without text. Computed once
 * per row in a lateral subquery (`t.text_score`): the score reads it twice, as its text part and as
 * the share of the channel's quality that counts (RANKING_WEIGHTS.text.qualityFrom).
 */
function textScoreExpression(query: ChannelQuery): SQL | null {
  const w = RANKING_WEIGHTS;
  const q = query.text.trim();
  if (!q) return null;
  const text: SQL[] = [];
  const tsquery = tsQueryOf(q, query.tsquery);
  // a channel of the searcher's countries counts more, one of other countries only (it names
  // countries, none of them the searcher's) less; an international channel as it is
  const home = query.homeCountries?.length
    ? sql`(case when c.country_codes && ${textArray(query.homeCountries)} then ${1 + w.text.homeCountry}::float
      when cardinality(c.country_codes) > 0 then ${abroadShare()}::float else 1 end)`
    : sql`1`;
  if (tsquery) text.push(sql`${w.text.rank}::float * ${home} * ts_rank(${tierWeights}::float4[], c.search_vector, ${tsquery}, ${w.text.lengthNormalization}::int)`);
  // the whole name, or its best-matching words ("indede" → "Indeed Deutschland")
  // below pg_trgm's own threshold a shared trigram is noise: 'Pflege' and 'Jobbnorge' share 'ge '
  // (1/7), which put the Norwegian board above the nursing boards
  text.push(sql`${w.text.nameSimilarity}::float * (case when greatest(similarity(c.name, ${q}), word_similarity(${q}, c.name)) >= ${w.text.minNameSimilarity}::float
    then greatest(similarity(c.name, ${q}), word_similarity(${q}, c.name)) else 0 end)`);
  text.push(sql`(case when c.name ilike ${prefixPattern(q)} then ${w.text.namePrefix}::float else 0 end)`);
  return sql`(${sql.join(text, sql` + `)})`;
}

/**
 * A channel's reach (0–100) for the query: where the query names places, the catalogue's reach of
 * the channel in their country (column `country_reach`, import column `reach`: Glassdoor's audience
 * is in the United States and the United Kingdom, in France it is a secondary site), else its
 * editorial weight; of several countries the largest. Without places: the editorial weight.
 */
export function reachExpression(query: Pick<ChannelQuery, "locations">): SQL {
  const countries = [...new Set(query.locations.selected.map((id) => id.split(".")[0]))];
  if (countries.length === 0) return sql`c.editorial_boost`;
  const each = countries.map((code) => sql`coalesce((c.country_reach ->> ${code})::int, c.editorial_boost)`);
  return each.length === 1 ? each[0] : sql`greatest(${sql.join(each, sql`, `)})`;
}

/**
 * The job function's part of the score (RANKING_WEIGHTS.jobFunction), null without a job function.
 * A sector's board outside the target group's sector (ranking.ts outsideSector: Devex, of development
 * NGOs, for a nurse campaign; a board for hourly work in shops and restaurants for an electrician)
 * counts nothing for the function it matches only on paper: it came before the Dutch generalists of
 * a nurse campaign's search on Devex's 'Healthcare' (scoreChannel's `outsideSector`).
 */
function functionFitExpression(query: ChannelQuery): SQL | null {
  const w = RANKING_WEIGHTS;
  const fn = query.jobFunctions;
  if (fn.selected.length === 0) return null;
  const sectors = sectorsOf([...fn.selected, ...fn.above], query.industryIds);
  return sql`(case when cardinality(c.industry_ids) > 0 and (cardinality(c.job_function_ids) > 0 or c.category_ids && ${textArray(SECTOR_BOARD_CATEGORIES)})
      and not (c.industry_ids && ${textArray(sectors)}) then 0::float
    when cardinality(c.job_function_ids) = 0 then ${w.jobFunction.generic}::float
    when c.job_function_ids && ${textArray(fn.selected)} then ${w.jobFunction.exact}::float
    when c.job_function_match_ids && ${textArray(fn.selected)} then ${w.jobFunction.related}::float else 0 end)`;
}

/** The score of app/lib/catalogue/ranking.ts as SQL, from the same weights (`t.text_score` with text). */
function scoreExpression(query: ChannelQuery) {
  const w = RANKING_WEIGHTS;
  const parts: SQL[] = [];
  const searched = query.text.trim() !== "";
  if (searched) parts.push(sql`t.text_score`);
  const fnFit = functionFitExpression(query);
  if (fnFit) parts.push(fnFit);
  const loc = query.locations;
  if (loc.selected.length > 0) {
    parts.push(sql`(case when cardinality(c.location_ids) = 0 then ${w.location.international}::float
      when c.location_ids && ${textArray(loc.selected)} then ${w.location.exact}::float
      when c.location_ids && ${textArray(loc.above)} then ${w.location.covering}::float
      when c.location_ids && ${textArray(loc.below)} then ${w.location.narrower}::float else 0 end)`);
  }
  const flat = (column: string, selected: string[], weights: { exact: number; generic: number }) => {
    if (selected.length === 0) return;
    parts.push(sql`(case when cardinality(${sql.raw(column)}) = 0 then ${weights.generic}::float
      when ${sql.raw(column)} && ${textArray(selected)} then ${weights.exact}::float else 0 end)`);
  };
  flat("c.industry_ids", query.industryIds, w.industry);
  flat("c.seniority_ids", query.seniorityIds, w.seniority);
  flat("c.working_term_ids", query.workingTermIds, w.workingTerm);
  // with text, the track record of a channel of other countries than the searcher's counts its share
  // RANKING_WEIGHTS.text.abroadTrackRecord (homeCountries are known for text searches only)
  const abroad = searched && query.homeCountries?.length
    ? sql` * (case when cardinality(c.country_codes) > 0 and not (c.country_codes && ${textArray(query.homeCountries)}) then ${w.text.abroadTrackRecord}::float else 1 end)`
    : sql``;
  const quality = sql`(${w.editorial}::float * least(1, greatest(0, ${reachExpression(query)} / 100.0::float))
    + (case when coalesce(tr.campaigns, 0) >= ${TRACK_RECORD_MIN_CAMPAIGNS}
    then ${w.trackRecord}::float * least(1, greatest(0, (tr.applicants::float / tr.campaigns) / ${TRACK_RECORD_REFERENCE_APPLICANTS}))${abroad}
    else 0 end))`;
  // with text, in proportion to the text score (RANKING_WEIGHTS.text.qualityFrom)
  parts.push(searched ? sql`${quality} * least(1, t.text_score / ${w.text.qualityFrom}::float)` : quality);
  // rounded like scoreChannel() (Math.round(score * 1000) / 1000), so ties are ties on both sides;
  // in float like JavaScript: a cast to numeric for round() cost as much as the rest of the ranking
  return sql`(floor((${sql.join(parts, sql` + `)}) * 1000 + 0.5) / 1000)`;
}

const rowColumns = sql`c.id, c.company_id, c.name, c.names, c.homepage, c.type, c.audience, c.focus, c.description,
  c.duration_days, c.process_days, c.price_cents, c.currency, c.crosspostings, c.has_html_posting,
  c.available_for_purchase, c.bundle_id, c.is_addon, c.is_event, c.location_ids, c.job_function_ids,
  c.industry_ids, c.seniority_ids, c.working_term_ids, c.category_ids, c.country_codes, c.experience_levels, c.languages, c.isco_codes, c.cta_min, c.cta_max,
  tr.campaigns as tr_campaigns, tr.clicks as tr_clicks, tr.applicants as tr_applicants,
  tr.clicks_low as tr_clicks_low, tr.clicks_high as tr_clicks_high`;

type RawRow = Record<string, unknown>;

function toRow(r: RawRow): ChannelRow {
  return {
    id: r.id as string,
    companyId: (r.company_id as string | null) ?? null,
    name: r.name as string,
    names: ((typeof r.names === "string" ? JSON.parse(r.names) : r.names) ?? {}) as ChannelNames,
    homepage: r.homepage as string,
    type: r.type as string,
    audience: r.audience as string,
    focus: (typeof r.focus === "string" ? JSON.parse(r.focus) : r.focus) as LocalizedText,
    description: (typeof r.description === "string" ? JSON.parse(r.description) : r.description) as LocalizedText,
    durationDays: Number(r.duration_days),
    processDays: Number(r.process_days),
    priceCents: Number(r.price_cents),
    currency: r.currency as string,
    crosspostings: (r.crosspostings as string[]) ?? [],
    hasHtmlPosting: Boolean(r.has_html_posting),
    availableForPurchase: Boolean(r.available_for_purchase),
    bundleId: (r.bundle_id as string | null) ?? null,
    isAddon: Boolean(r.is_addon),
    isEvent: Boolean(r.is_event),
    locationIds: (r.location_ids as string[]) ?? [],
    jobFunctionIds: (r.job_function_ids as string[]) ?? [],
    industryIds: (r.industry_ids as string[]) ?? [],
    seniorityIds: (r.seniority_ids as string[]) ?? [],
    workingTermIds: (r.working_term_ids as string[]) ?? [],
    categoryIds: (r.category_ids as string[]) ?? [],
    countryCodes: (r.country_codes as string[]) ?? [],
    experienceLevels: (r.experience_levels as string[]) ?? [],
    languages: (r.languages as string[]) ?? [],
    iscoCodes: (r.isco_codes as string[]) ?? [],
    ctaMin: Number(r.cta_min),
    ctaMax: Number(r.cta_max),
    editorialBoost: Number(r.editorial_boost),
    track:
      r.tr_campaigns === null || r.tr_campaigns === undefined
        ? null
        : {
            campaigns: Number(r.tr_campaigns),
            clicks: Number(r.tr_clicks),
            applicants: Number(r.tr_applicants),
            clicksLow: Number(r.tr_clicks_low ?? 0),
            clicksHigh: Number(r.tr_clicks_high ?? 0),
          },
    score: Number(r.score ?? 0),
  };
}

/**
 * spec 1 §3: a channel a recruiter can book (available for purchase and in no bundle) comes before
 * one it cannot, whatever their scores: NHS Jobs (a free posting for NHS employers) was second for
 * 'Pflege' and Werken in de zorg second in a Dutch nurse campaign's search, among boards a recruiter
 * books there. The card of the others says "Not bookable via Hirewave". A channel asked for by name
 * (the text begins its name, is inside it, or is similar to it: 'NHS Jobs', 'Werken in de zorg') is
 * where it scores: the recruiter is looking for it.
 */
function bookableExpression(query: ChannelQuery): SQL {
  const purchasable = sql`(c.available_for_purchase and c.bundle_id is null)`;
  const q = query.text.trim();
  if (!q) return purchasable;
  return sql`(${purchasable} or c.name ilike ${containsPattern(q)} or similarity(c.name, ${q}) >= ${RANKING_WEIGHTS.text.minNameSimilarity}::float)`;
}

/**
 * Of channels of equal score, one of the searcher's countries first (the search's country filter,
 * else homeCountries): 'horeca' in a Dutch interface listed Hotelcareer (Germany, Austria,
 * Switzerland) before Marktplaats Vacatures (the Netherlands) on the letter H.
 */
function homeExpression(query: ChannelQuery): SQL {
  const countries = query.locations.selected.length > 0 ? [...new Set(query.locations.selected.map((id) => id.split(".")[0]))] : (query.homeCountries ?? []);
  return countries.length > 0 ? sql`(c.country_codes && ${textArray(countries)})` : sql`false`;
}

/**
 * spec 1 §9: results by score descending, bookable first (bookableExpression); ties: the searcher's
 * country (homeExpression), the closer job function, the reach, then the name. One page.
 */
export function queryChannels(companyId: string, query: ChannelQuery, options: ChannelQueryOptions) {
  return pages.getOrCompute(JSON.stringify([companyId, query, options]), () => rankChannels(companyId, query, options));
}

async function rankChannels(companyId: string, query: ChannelQuery, options: ChannelQueryOptions) {
  const db = await getDb();
  const m = dimensionMatches(query);
  const textScore = textScoreExpression(query);
  const where = sql`${baseConditions(companyId, query, options)} and ${m.fn} and ${m.loc} and ${m.ind} and ${m.sen} and ${m.wt} and ${m.type} and ${audienceCondition(query)}`;
  // rank on narrow rows first, then fetch the full columns of one page only (a 10,000-row sort
  // carrying the jsonb texts costs more than the ranking itself); channels for another level
  // than the target group's come after those that fit (issue 51 §1, the search's default order)
  const result = await db.execute(sql`
    with ranked as (
      select c.id, ${m.lev} as fits, ${bookableExpression(query)} as bookable, ${scoreExpression(query)} as score,
        ${homeExpression(query)} as home, ${functionFitExpression(query) ?? sql`0::float`} as fn_fit, ${reachExpression(query)} as reach, c.name
      from channels c left join channel_track_records tr on tr.channel_id = c.id${textScore ? sql` cross join lateral (select ${textScore} as text_score) t` : sql``}
      where ${where}
      order by fits desc, bookable desc, score desc, home desc, fn_fit desc, reach desc, c.name asc, c.id asc
      offset ${Math.max(0, options.offset)} limit ${Math.max(0, options.limit)}
    )
    select ${rowColumns}, ranked.reach as editorial_boost, ranked.score, ranked.fits
    from ranked join channels c on c.id = ranked.id left join channel_track_records tr on tr.channel_id = c.id
    order by ranked.fits desc, ranked.bookable desc, ranked.score desc, ranked.home desc, ranked.fn_fit desc, ranked.reach desc, ranked.name asc, ranked.id asc
  `);
  return (result.rows as RawRow[]).map(toRow);
}

export interface FacetCounts {
  total: number;
  /** per dimension: value → count, and "*" = channels open to every value of the dimension */
  type: Map<string, number>;
  country: Map<string, number>;
  function: Map<string, number>;
  industry: Map<string, number>;
  seniority: Map<string, number>;
  workingTerm: Map<string, number>;
}


/**
 * Per dimension: the values column it counts, and the "open to every value" flag. The base of the
 * facet query carries only these (narrow rows are what makes the one scan cheap).
 */
const FACET_SOURCES: Record<FacetDimension, { own: string; values: string; generic?: string }> = {
  country: { own: "m_loc", values: "c.country_codes", generic: "cardinality(c.location_ids) = 0" },
  function: { own: "m_fn", values: "c.job_function_match_ids", generic: "cardinality(c.job_function_ids) = 0" },
  industry: { own: "m_ind", values: "c.industry_ids", generic: "cardinality(c.industry_ids) = 0" },
  seniority: { own: "m_sen", values: "c.seniority_ids", generic: "cardinality(c.seniority_ids) = 0" },
  workingTerm: { own: "m_wt", values: "c.working_term_ids", generic: "cardinality(c.working_term_ids) = 0" },
  type: { own: "m_type", values: "c.type" },
};
const MATCHES = ["m_fn", "m_loc", "m_ind", "m_sen", "m_wt", "m_type"];

/**
 * Per dimension: the SQL of its counts; every other dimension's filter applies, its own does not.
 * The total and the "open to every value" counts are one aggregate over the rows, turned into rows
 * of their own (one pass where each was a pass of its own).
 */
function facetParts(dimensions: readonly FacetDimension[]) {
  const singles = [`count(*) filter (where ${MATCHES.join(" and ")})::int as total`];
  const singleRows = [`('total', '', s.total)`];
  const parts = dimensions.flatMap((dim) => {
    const { own, generic } = FACET_SOURCES[dim];
    const others = MATCHES.filter((m) => m !== own).join(" and ");
    if (!generic) return [`select '${dim}', v_${dim}, count(*)::int from base where ${others} group by v_${dim}`];
    singles.push(`count(*) filter (where g_${dim} and ${others})::int as g_${dim}`);
    singleRows.push(`('${dim}', '*', s.g_${dim})`);
    // unnest in the select list (one ProjectSet over the rows), not as a lateral function scan per
    // row: half the time of the whole facet statement at 10,000 channels
    return [`select '${dim}', u, count(*)::int from (select unnest(v_${dim}) as u from base where ${others}) values_ group by u`];
  });
  return [
    `select v.dim, v.key, v.n from (select ${singles.join(", ")} from base) s cross join lateral (values ${singleRows.join(", ")}) as v(dim, key, n)`,
    ...parts,
  ];
}

function facetColumns(dimensions: readonly FacetDimension[]) {
  return dimensions.flatMap((dim) => {
    const { values, generic } = FACET_SOURCES[dim];
    return [`${values} as v_${dim}`, ...(generic ? [`${generic} as g_${dim}`] : [])];
  });
}

/**
 * The total and the requested facets in one statement over one scan. A facet counts with all other filters
 * applied but not its own (so choosing a value keeps the alternatives visible); channels open to
 * every value of a dimension (generic, international) count under "*", which the service adds to
 * each value: the count a value shows is then the number of results choosing it would give.
 */
export function countChannelFacets(
  companyId: string,
  query: ChannelQuery,
  options: ChannelQueryOptions,
  dimensions: readonly FacetDimension[] = FACET_DIMENSIONS,
): Promise<FacetCounts> {
  // the page's offset and limit do not change the counts: "load more" reuses them
  const { offset: _offset, limit: _limit, ...counted } = options;
  const key = JSON.stringify([companyId, query, counted, dimensions]);
  return facetCounts.getOrCompute(key, () => countFacets(companyId, query, options, dimensions));
}

async function countFacets(
  companyId: string,
  query: ChannelQuery,
  options: ChannelQueryOptions,
  dimensions: readonly FacetDimension[],
): Promise<FacetCounts> {
  const db = await getDb();
  const m = dimensionMatches(query);
  const counts: FacetCounts = {
    total: 0,
    type: new Map(),
    country: new Map(),
    function: new Map(),
    industry: new Map(),
    seniority: new Map(),
    workingTerm: new Map(),
  };
  if (dimensions.length === 0) {
    const result = await db.execute(sql`
      select count(*)::int as n from channels c
      where ${baseConditions(companyId, query, options)} and ${m.fn} and ${m.loc} and ${m.ind} and ${m.sen} and ${m.wt} and ${m.type} and ${audienceCondition(query)}
    `);
    counts.total = Number((result.rows as { n: number }[])[0]?.n ?? 0);
    return counts;
  }
  const result = await db.execute(sql`
    with base as materialized (
      select ${sql.raw(facetColumns(dimensions).join(", "))},
        ${m.fn} as m_fn, ${m.loc} as m_loc, ${m.ind} as m_ind, ${m.sen} as m_sen, ${m.wt} as m_wt, ${m.type} as m_type
      from channels c
      where ${baseConditions(companyId, query, options)} and ${audienceCondition(query)}
    )
    ${sql.join(
      facetParts(dimensions).map((part) => sql.raw(part)),
      sql` union all `,
    )}
  `);
  for (const row of result.rows as { dim: string; key: string; n: number }[]) {
    if (row.dim === "total") counts.total = Number(row.n);
    else counts[row.dim as Exclude<keyof FacetCounts, "total">].set(row.key, Number(row.n));
  }
  return counts;
}

export async function getChannelRow(companyId: string, id: string): Promise<ChannelRow | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const result = await db.execute(sql`
    select ${rowColumns}, c.editorial_boost, 0 as score
    from channels c left join channel_track_records tr on tr.channel_id = c.id
    where c.id = ${id} and (c.company_id is null or c.company_id = ${companyId})
  `);
  const row = (result.rows as RawRow[])[0];
  return row ? toRow(row) : null;
}

/** Name only (and its German and Dutch names): the logo route needs no more. */
export async function getChannelName(companyId: string, id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ name: channels.name, names: channels.names })
    .from(channels)
    .where(and(eq(channels.id, id), visibleToCompany(companyId)));
  return row ?? null;
}

/** Bundles' names by slug, in the reader's language (decision 084). */
export async function listBundleNames(companyId: string, bundleIds: string[], locale: string) {
  if (bundleIds.length === 0) return new Map<string, string>();
  const db = await getDb();
  const rows = await db
    .select({ slug: channels.slug, name: channels.name, names: channels.names })
    .from(channels)
    .where(and(sql`${channels.slug} = any(${textArray(bundleIds)})`, visibleToCompany(companyId)));
  return new Map(rows.map((r) => [r.slug, channelName(r.name, r.names, locale)]));
}

/**
 * The channel's name in the reader's language as SQL (decision 084), for a list sorted or
 * searched by the name the reader sees; rows read in JavaScript use channelName().
 */
export function channelNameSql(locale: string) {
  const language = locale.slice(0, 2);
  return language === "de" || language === "nl"
    ? sql<string>`coalesce(nullif(btrim(${channels.names} ->> ${language}), ''), ${channels.name})`
    : sql<string>`${channels.name}`;
}

// ── Writes ────────────────────────────────────────────────────────────────────────────────────

export type ChannelInsert = typeof channels.$inferInsert;

/** Inserts or updates channels by slug (imports are idempotent). Returns how many were new. */
export async function upsertChannels(rows: ChannelInsert[]) {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const db = await getDb();
  let inserted = 0;
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 250) {
        const batch = rows.slice(i, i + 250).map((r) => ({ ...r, updatedAt: new Date() }));
        const out = await tx
          .insert(channels)
          .values(batch)
          .onConflictDoUpdate({
            target: channels.slug,
            set: Object.fromEntries(
              Object.keys(batch[0])
                .filter((k) => k !== "slug" && k !== "id")
                .map((k) => [k, sql.raw(`excluded.${toSnake(k)}`)]),
            ),
            // a slug of the shared catalogue never becomes a company's own channel, nor the reverse
            setWhere: sql`${channels.companyId} is not distinct from excluded.company_id`,
          })
          .returning({ slug: channels.slug, inserted: sql<boolean>`(xmax = 0)` });
        if (out.length < batch.length) {
          const written = new Set(out.map((r) => r.slug));
          const taken = batch.filter((r) => !written.has(r.slug)).map((r) => r.slug);
          throw new Error(`slug already used by a channel of another owner: ${taken.join(", ")}`);
        }
        inserted += out.filter((r) => r.inserted).length;
      }
    });
  } finally {
    // forget the answers once the rows are committed (a search running during the import may
    // have read the old rows: it is not cached)
    forgetChannelSearches();
  }
  return { inserted, updated: rows.length - inserted };
}

/**
 * Decision 084, for a database seeded before channels had German and Dutch names: gives each
 * listed channel that has none its names (and makes them searchable). A name set since is kept.
 */
export async function fillMissingChannelNames(entries: { slug: string; names: ChannelNames }[]) {
  const db = await getDb();
  let filled = 0;
  for (const { slug, names } of entries) {
    const words = Object.values(names).join(" ");
    if (!words) continue;
    const out = await db
      .update(channels)
      // names are the channel's own words (decision 087); a row of before the tiers has them all in search_text
      .set({
        names,
        searchText: sql`${channels.searchText} || ' ' || ${words}`,
        searchSpecialism: sql`case when ${channels.searchSpecialism} = '' then '' else ${channels.searchSpecialism} || ' ' || ${words} end`,
      })
      .where(and(eq(channels.slug, slug), sql`${channels.names} = '{}'::jsonb`))
      .returning({ id: channels.id });
    filled += out.length;
  }
  if (filled > 0) forgetChannelSearches();
  return filled;
}

/**
 * Decision 085: the channels with these slugs (the seed catalogue's), with who wrote them last and
 * the columns of their facts (services/catalogue/import/seed-facts.ts), to decide at start which
 * ones take the seed's current row.
 */
export async function listChannelsBySlug(slugs: string[]) {
  if (slugs.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      slug: channels.slug,
      companyId: channels.companyId,
      catalogueSource: channels.catalogueSource,
      // empty: written before the search's tiers (decision 087)
      searchSpecialism: channels.searchSpecialism,
      name: channels.name,
      homepage: channels.homepage,
      type: channels.type,
      audience: channels.audience,
      durationDays: channels.durationDays,
      processDays: channels.processDays,
      priceCents: channels.priceCents,
      currency: channels.currency,
      locationIds: channels.locationIds,
      jobFunctionIds: channels.jobFunctionIds,
      industryIds: channels.industryIds,
      seniorityIds: channels.seniorityIds,
      workingTermIds: channels.workingTermIds,
      educationLevelIds: channels.educationLevelIds,
      categoryIds: channels.categoryIds,
      crosspostings: channels.crosspostings,
      hasHtmlPosting: channels.hasHtmlPosting,
      availableForPurchase: channels.availableForPurchase,
      bundleId: channels.bundleId,
      isAddon: channels.isAddon,
      isEvent: channels.isEvent,
      editorialBoost: channels.editorialBoost,
    })
    .from(channels)
    .where(inArray(channels.slug, slugs));
}

/** Decision 085: records who wrote these catalogue channels without changing them. */
export async function setCatalogueSource(slugs: string[], source: string) {
  if (slugs.length === 0) return;
  const db = await getDb();
  await db
    .update(channels)
    .set({ catalogueSource: source })
    .where(and(inArray(channels.slug, slugs), isNull(channels.companyId)));
}

function toSnake(key: string) {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export async function countCatalogueChannels() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(channels).where(isNull(channels.companyId));
  return row.n;
}

export async function setTrackRecord(
  channelId: string,
  record: { campaigns: number; clicks: number; applicants: number; clicksLow?: number; clicksHigh?: number },
) {
  const db = await getDb();
  await db
    .insert(channelTrackRecords)
    .values({ channelId, ...record })
    .onConflictDoUpdate({ target: channelTrackRecords.channelId, set: { ...record, updatedAt: new Date() } });
  // the track record is part of the score and of the page's rows
  forgetChannelSearches();
}

export async function listChannelSlugs(companyId: string | null) {
  const db = await getDb();
  return db
    .select({ id: channels.id, slug: channels.slug, name: channels.name })
    .from(channels)
    .where(companyId ? eq(channels.companyId, companyId) : isNull(channels.companyId))
    .orderBy(asc(channels.name));
}
