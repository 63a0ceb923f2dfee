import { languagesOfPlace } from "./audience";

/**
 * The measure of the recommendation relevance set (tests/fixtures/recommendation-relevance.json,
 * issue 16 §3): of the first five recommendations, the share a recruiter expects. Used by
 * `npm run eval:recommendations` and by the integration test that keeps a floor under it.
 */
export const RELEVANCE_CUTOFF = 5;
/** issue 51: no must-not channel among the first this many of "Also relevant" either. */
export const RELEVANT_CUTOFF = 12;

export interface RelevanceCase {
  id: string;
  label: string;
  criteria: {
    jobTitleId?: string;
    jobFunctionIds?: string[];
    locationIds?: string[];
    industryIds?: string[];
    seniorityIds?: string[];
    workingTermIds?: string[];
  };
  /** channel names a recruiter is glad to see in the top five */
  expected: string[];
  /** channel names that must not be in the top five nor in the first 12 of "Also relevant" */
  mustNot: string[];
  /** the target group's experience levels, as a recruiter states them (app/lib/catalogue/audience.ts) */
  levels: string[];
  /** the currency the target country's own channels are priced in (ISO 4217) */
  currency: string;
  /**
   * pairs [a, b]: a recruiter expects channel a listed before channel b (the recommended and the
   * "Also relevant" list in order); b not listed keeps the order, a not listed while b is breaks it
   */
  before?: [string, string][];
  /** where the case's expectations come from */
  source?: string;
}

export interface RelevanceResult {
  id: string;
  top: string[];
  hits: string[];
  violations: string[];
  /** must-not channels among the first RELEVANT_CUTOFF of "Also relevant" */
  relevantViolations: string[];
  /** the case's `before` pairs the lists break, as "a before b" */
  orderBreaks: string[];
  precision: number;
}

export function judgeCase(
  testCase: RelevanceCase,
  ranked: readonly string[],
  relevant: readonly string[] = [],
  cutoff = RELEVANCE_CUTOFF,
): RelevanceResult {
  const top = ranked.slice(0, cutoff);
  const hits = top.filter((name) => testCase.expected.includes(name));
  const listed = [...ranked, ...relevant];
  const place = (name: string) => (listed.includes(name) ? listed.indexOf(name) : Infinity);
  const orderBreaks = (testCase.before ?? []).filter(([a, b]) => place(b) !== Infinity && place(a) > place(b)).map(([a, b]) => `${a} before ${b}`);
  // a shorter list than the cut-off counts its empty places as misses: five slots are on screen
  return {
    id: testCase.id,
    top,
    hits,
    violations: top.filter((name) => testCase.mustNot.includes(name)),
    relevantViolations: relevant.slice(0, RELEVANT_CUTOFF).filter((name) => testCase.mustNot.includes(name)),
    orderBreaks,
    precision: hits.length / cutoff,
  };
}

/** Rounded to 6 places: a sum of fifths must not read 0.7999999 where it is 0.8. */
export function meanPrecision(results: readonly RelevanceResult[]) {
  if (results.length === 0) return 0;
  return Math.round((results.reduce((sum, r) => sum + r.precision, 0) / results.length) * 1e6) / 1e6;
}

/** What the catalogue states about a channel the eval audits (columns of the channels table). */
export interface AuditedChannel {
  name: string;
  experienceLevels: readonly string[];
  countryCodes: readonly string[];
  /** the channel's job functions with their ancestors and descendants; empty = every function */
  jobFunctionClosure: readonly string[];
  currency: string;
  /** the languages of its audience (ISO 639-1); absent = not audited */
  languages?: readonly string[];
}

export type AudienceRule = "level" | "country" | "profession" | "currency" | "language";

/**
 * The rules of issue 51 §1 and §4 a shown channel must keep for a target group: it reaches the
 * group's levels, its country, its profession (or all of them), and a channel of the group's own
 * country only is priced in that country's currency; and a channel of a country speaks a language
 * of the group's place (jobup.ch, French, is no channel for Zurich).
 */
export function auditChannel(
  testCase: Pick<RelevanceCase, "levels" | "currency" | "criteria">,
  channel: AuditedChannel,
): AudienceRule[] {
  const broken: AudienceRule[] = [];
  const countries = [...new Set((testCase.criteria.locationIds ?? []).map((id) => id.split(".")[0]))];
  const functions = testCase.criteria.jobFunctionIds ?? [];
  if (channel.experienceLevels.length > 0 && !channel.experienceLevels.some((l) => testCase.levels.includes(l))) broken.push("level");
  if (countries.length > 0 && channel.countryCodes.length > 0 && !channel.countryCodes.some((c) => countries.includes(c))) broken.push("country");
  if (functions.length > 0 && channel.jobFunctionClosure.length > 0 && !channel.jobFunctionClosure.some((f) => functions.includes(f))) {
    broken.push("profession");
  }
  const local = channel.countryCodes.length > 0 && channel.countryCodes.every((c) => countries.includes(c));
  if (local && channel.currency !== testCase.currency) broken.push("currency");
  const spoken = new Set((testCase.criteria.locationIds ?? []).flatMap(languagesOfPlace));
  if (spoken.size > 0 && channel.countryCodes.length > 0 && channel.languages?.length && !channel.languages.some((l) => spoken.has(l))) {
    broken.push("language");
  }
  return broken;
}
