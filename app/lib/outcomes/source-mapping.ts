/**
 * The reviewed mapping of ATS source names to catalogue channels (issue 52 §2, second rule).
 * Source names are what recruiters pick or ATSs fill in ("Indeed", "LinkedIn (Prospecting)",
 * "StepStone.de"); each entry lists the names seen for one job board and the catalogue channels it
 * stands for (slugs, a trailing * for a family of country sites). An application is attributed to
 * the channel of its campaign's basket that the entry names, so "Indeed" becomes indeed-nl in a
 * Dutch campaign and indeed-de in a German one. An administrator overrides or adds entries in
 * Settings → Integrations (ats_source_mappings); a source no entry names stays unattributed.
 * Change this table only with a review of the names against the catalogue (tests/unit/outcomes.test.ts).
 */
export interface SourceMappingEntry {
  names: readonly string[];
  slugs: readonly string[];
}

export const DEFAULT_SOURCE_MAPPINGS: readonly SourceMappingEntry[] = [
  { names: ["indeed", "indeed.com", "indeed sponsored", "indeed organic"], slugs: ["indeed-*"] },
  { names: ["linkedin", "linkedin jobs", "linkedin (limited listings)", "linkedin job post"], slugs: ["linkedin-job-post", "linkedin-promoted-job"] },
  { names: ["stepstone", "stepstone.de", "stepstone.at", "stepstone.be"], slugs: ["stepstone-*"] },
  { names: ["monster", "monster.de", "monster.com"], slugs: ["monster-*"] },
  { names: ["glassdoor"], slugs: ["glassdoor"] },
  { names: ["xing", "xing e-recruiting"], slugs: ["xing-job-ad"] },
  { names: ["bundesagentur für arbeit", "arbeitsagentur", "jobbörse"], slugs: ["arbeitsagentur-jobsuche"] },
  { names: ["medi-jobs", "medi-jobs.de"], slugs: ["medi-jobs"] },
  { names: ["nationale vacaturebank", "nationalevacaturebank.nl"], slugs: ["nationale-vacaturebank"] },
  { names: ["werkzoeken.nl", "werkzoeken"], slugs: ["werkzoeken-nl"] },
  { names: ["zorgselect", "zorgselect.nl"], slugs: ["zorgselect"] },
  { names: ["totaljobs"], slugs: ["totaljobs", "totaljobs-featured"] },
  { names: ["reed", "reed.co.uk"], slugs: ["reed"] },
];

/** The key a source name is compared and stored under: trimmed, lower-case, single spaces. */
export function normalSourceName(name: string) {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The slug patterns the reviewed table gives a source name; empty when it names none. */
export function defaultSlugsFor(sourceName: string): readonly string[] {
  const key = normalSourceName(sourceName);
  return DEFAULT_SOURCE_MAPPINGS.find((e) => e.names.includes(key))?.slugs ?? [];
}

export function slugMatches(pattern: string, slug: string) {
  return pattern.endsWith("*") ? slug.startsWith(pattern.slice(0, -1)) : slug === pattern;
}
