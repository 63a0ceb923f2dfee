import { z } from "zod";
import { CHANNEL_TYPES, MAX_LOAD_MORE_PAGES, MAX_SEARCH_TEXT, type ChannelType } from "./constants";
import { clampInt } from "~/lib/pagination";

/**
 * The channel-search state lives in the URL (docs/conventions/architecture-decisions.md §1): every view is a link. This module
 * is the one mapping between search params and criteria, used by loaders and by components.
 *
 * spec 1 §3 criteria: jobTitle, region, jobFunction, industry, seniority, workingTerm, plus the
 * search text. `tq`/`lq` carry a typed job title / location when JavaScript is off: the server then
 * offers matching options to choose from.
 */
export interface ChannelCriteria {
  text: string;
  jobTitleId: string | null;
  jobFunctionIds: string[];
  locationIds: string[];
  industryIds: string[];
  seniorityIds: string[];
  workingTermIds: string[];
  types: ChannelType[];
}

export const EMPTY_CRITERIA: ChannelCriteria = {
  text: "",
  jobTitleId: null,
  jobFunctionIds: [],
  locationIds: [],
  industryIds: [],
  seniorityIds: [],
  workingTermIds: [],
  types: [],
};

/**
 * The URL's search criteria, validated. Built on first use rather than at import: the builders'
 * helpers below run in the browser, and a zod call at the top of this module would ship zod to
 * every search page (issue 10 §4).
 */
function buildCriteriaSchema() {
  /** Taxonomy ids: ESCO UUIDs, slugs and location codes such as DE-BY-muenchen. */
  const idSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/, "invalid id");
  const idList = z.array(idSchema).max(20, "too many values");
  const text = z.string().trim().max(MAX_SEARCH_TEXT, `at most ${MAX_SEARCH_TEXT} characters`);
  return z.object({
    q: text.default(""),
    title: idSchema.optional(),
    jf: idList,
    loc: idList,
    ind: idList,
    sen: idList,
    wt: idList,
    type: z.array(z.enum(CHANNEL_TYPES)).max(CHANNEL_TYPES.length),
    // issue 11 §1: an out-of-range page is clamped, not an error
    page: z
      .string()
      .optional()
      .transform((v) => clampInt(v, { max: MAX_LOAD_MORE_PAGES })),
    tq: text.optional(),
    lq: text.optional(),
  });
}
let criteriaSchema: ReturnType<typeof buildCriteriaSchema> | undefined;

export type CriteriaParseResult =
  | {
      success: true;
      criteria: ChannelCriteria;
      page: number;
      titleQuery: string | null;
      locationQuery: string | null;
    }
  | { success: false; errors: Record<string, string[]> };

const MULTI = ["jf", "loc", "ind", "sen", "wt", "type"] as const;

export function parseCriteria(params: URLSearchParams): CriteriaParseResult {
  const raw: Record<string, unknown> = {};
  for (const key of MULTI) raw[key] = [...new Set(params.getAll(key).filter((v) => v !== ""))];
  for (const key of ["q", "title", "page", "tq", "lq"] as const) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  criteriaSchema ??= buildCriteriaSchema();
  const parsed = criteriaSchema.safeParse(raw);
  if (!parsed.success) {
    return { success: false, errors: parsed.error.flatten().fieldErrors as Record<string, string[]> };
  }
  const d = parsed.data;
  return {
    success: true,
    criteria: {
      text: d.q,
      jobTitleId: d.title ?? null,
      jobFunctionIds: d.jf,
      locationIds: d.loc,
      industryIds: d.ind,
      seniorityIds: d.sen,
      workingTermIds: d.wt,
      types: d.type,
    },
    page: d.page,
    titleQuery: d.tq?.trim() || null,
    locationQuery: d.lq?.trim() || null,
  };
}

export function criteriaToParams(criteria: ChannelCriteria) {
  const params = new URLSearchParams();
  if (criteria.text) params.set("q", criteria.text);
  if (criteria.jobTitleId) params.set("title", criteria.jobTitleId);
  for (const id of criteria.jobFunctionIds) params.append("jf", id);
  for (const id of criteria.locationIds) params.append("loc", id);
  for (const id of criteria.industryIds) params.append("ind", id);
  for (const id of criteria.seniorityIds) params.append("sen", id);
  for (const id of criteria.workingTermIds) params.append("wt", id);
  for (const type of criteria.types) params.append("type", type);
  return params;
}

export function hasCriteria(criteria: ChannelCriteria) {
  return (
    criteria.text !== "" ||
    criteria.jobTitleId !== null ||
    [
      criteria.jobFunctionIds,
      criteria.locationIds,
      criteria.industryIds,
      criteria.seniorityIds,
      criteria.workingTermIds,
      criteria.types,
    ].some((list) => list.length > 0)
  );
}

/** Keys that are UI state, not criteria: dropped whenever the criteria change. */
const TRANSIENT = ["page", "tq", "lq"];

function edit(search: string, change: (params: URLSearchParams) => void) {
  const params = new URLSearchParams(search);
  // spec 1 §4: a change of criteria resets the offset
  for (const key of TRANSIENT) params.delete(key);
  change(params);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Filter toggles add or remove the value and reset to page 1 (spec 1 §4). */
export function toggleParam(search: string, key: string, value: string) {
  return edit(search, (params) => {
    const values = params.getAll(key);
    params.delete(key);
    const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    for (const v of next) params.append(key, v);
  });
}

export function removeParam(search: string, key: string, value?: string) {
  return edit(search, (params) => {
    if (value === undefined) {
      params.delete(key);
      return;
    }
    const rest = params.getAll(key).filter((v) => v !== value);
    params.delete(key);
    for (const v of rest) params.append(key, v);
  });
}

/**
 * spec 1 §4: choosing a job title also sets the job function; choosing a job function clears
 * the job title.
 */
export function chooseJobTitle(search: string, jobTitleId: string, jobFunctionId: string | null) {
  return edit(search, (params) => {
    params.set("title", jobTitleId);
    params.delete("jf");
    if (jobFunctionId) params.set("jf", jobFunctionId);
  });
}

export function toggleJobFunction(search: string, jobFunctionId: string) {
  const next = toggleParam(search, "jf", jobFunctionId);
  return edit(next, (params) => params.delete("title"));
}

export function addLocation(search: string, locationId: string) {
  return edit(search, (params) => {
    if (!params.getAll("loc").includes(locationId)) params.append("loc", locationId);
  });
}

/** The current query with one parameter set (load more keeps the search and the filters). */
export function withParam(search: string, name: string, value: string | number) {
  const params = new URLSearchParams(search);
  params.set(name, String(value));
  return `?${params.toString()}`;
}

export function withPage(search: string, page: number) {
  return withParam(search, "page", page);
}
