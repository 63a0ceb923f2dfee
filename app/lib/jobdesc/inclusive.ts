import type { JobdescLanguage } from "./constants";
import de from "./inclusive/de.json";
import en from "./inclusive/en.json";
import nl from "./inclusive/nl.json";

/**
 * Inclusive-language check (issue 13 §5): gender-coded wording, generic masculine job titles,
 * age-biased phrases and exclusionary requirements, from one word list per language (sources in
 * each file). The score starts at 100 and loses points per finding (docs/decisions/018); feminine-
 * coded words only offset masculine ones (Gaucher et al. count the balance, not either side).
 */
export type Category = "masculine" | "feminine" | "generic-masculine" | "age" | "exclusion";

interface Term {
  pattern: string;
  category: Category | string;
  suggestion: string;
  caseSensitive?: boolean;
}
interface WordList {
  language: string;
  sources: string[];
  terms: Term[];
}

export const WORD_LISTS: Record<JobdescLanguage, WordList> = { en, de, nl };

export interface Finding {
  text: string;
  index: number;
  category: Category;
  suggestion: string;
}

export const PENALTY: Record<Category, number> = {
  age: 15,
  exclusion: 15,
  "generic-masculine": 10,
  masculine: 5,
  feminine: 0,
};

const compiled = new Map<JobdescLanguage, { regex: RegExp; term: Term }[]>();
function patterns(language: JobdescLanguage) {
  let list = compiled.get(language);
  if (!list) {
    list = WORD_LISTS[language].terms.map((term) => ({
      term,
      // word boundaries that also work next to ä, ö, ü, ß (JS \b is ASCII-only)
      regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${term.pattern})(?![\\p{L}\\p{N}])`, term.caseSensitive ? "gu" : "giu"),
    }));
    compiled.set(language, list);
  }
  return list;
}

export function checkInclusive(text: string, language: JobdescLanguage) {
  const findings: Finding[] = [];
  for (const { regex, term } of patterns(language)) {
    for (const match of text.matchAll(regex)) {
      findings.push({
        text: match[0],
        index: match.index ?? 0,
        category: term.category as Category,
        suggestion: term.suggestion,
      });
    }
  }
  findings.sort((a, b) => a.index - b.index);
  return { findings, score: inclusiveScore(findings) };
}

export function inclusiveScore(findings: Finding[]) {
  const count = (c: Category) => findings.filter((f) => f.category === c).length;
  const masculineExcess = Math.max(0, count("masculine") - count("feminine"));
  const penalty =
    masculineExcess * PENALTY.masculine +
    (["age", "exclusion", "generic-masculine"] as const).reduce((sum, c) => sum + count(c) * PENALTY[c], 0);
  return Math.max(0, 100 - penalty);
}
