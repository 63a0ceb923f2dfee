/**
 * The measure of the recommendation relevance set (tests/fixtures/recommendation-relevance.json,
 * issue 16 §3): of the first five recommendations, the share a recruiter expects. Used by
 * `npm run eval:recommendations` and by the integration test that keeps a floor under it.
 */
export const RELEVANCE_CUTOFF = 5;

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
  /** channel names that must not be in the top five */
  mustNot: string[];
}

export interface RelevanceResult {
  id: string;
  top: string[];
  hits: string[];
  violations: string[];
  precision: number;
}

export function judgeCase(testCase: RelevanceCase, ranked: readonly string[], cutoff = RELEVANCE_CUTOFF): RelevanceResult {
  const top = ranked.slice(0, cutoff);
  const hits = top.filter((name) => testCase.expected.includes(name));
  // a shorter list than the cut-off counts its empty places as misses: five slots are on screen
  return {
    id: testCase.id,
    top,
    hits,
    violations: top.filter((name) => testCase.mustNot.includes(name)),
    precision: hits.length / cutoff,
  };
}

/** Rounded to 6 places: a sum of fifths must not read 0.7999999 where it is 0.8. */
export function meanPrecision(results: readonly RelevanceResult[]) {
  if (results.length === 0) return 0;
  return Math.round((results.reduce((sum, r) => sum + r.precision, 0) / results.length) * 1e6) / 1e6;
}
