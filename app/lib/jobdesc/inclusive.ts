import { unified } from "unified";
import retextEnglish from "retext-english";
import retextEquality from "retext-equality";
import { VFile } from "vfile";
import { LANGUAGES, type JobdescLanguage } from "./constants";
import { perLocale } from "../locale-table";
import { de } from "./inclusive/de";
import { en } from "./inclusive/en";
import { nl } from "./inclusive/nl";
import type { Category, WordList } from "./inclusive/types";

/**
 * The inclusive-language check of job descriptions (issue 41 §3), one entry point for every
 * language: gendered pronouns for the candidate, gendered job nouns and generic-masculine titles,
 * age limits and age-coded phrases, exclusionary requirements, and the balance of masculine- and
 * feminine-coded words of Gaucher, Friesen & Kay (2011). English runs retext-equality (the
 * maintained library) plus our list; German and Dutch run our lists (sources in each file).
 * Synchronous and isomorphic: the server checks saved texts, the browser follows the typing.
 */
export type { Category } from "./inclusive/types";

export const WORD_LISTS: Record<JobdescLanguage, WordList> = { en, de, nl };

export interface Finding {
  text: string;
  index: number;
  category: Category;
  suggestion: string;
  /** the sentence the words stand in, so a long text's finding can be found (issue 50 §9) */
  sentence: string;
}

/**
 * A word of Gaucher et al.'s lists that the balance counts, named once with the sentence of its
 * first use and how often the text uses it (issue 50 §9): "team" five times is one line, not five.
 */
export interface CodedWord {
  text: string;
  index: number;
  kind: "masculine" | "feminine";
  sentence: string;
  count: number;
}

export interface InclusiveResult {
  findings: Finding[];
  /** null for a text without words: there is nothing to score */
  score: number | null;
  /** Gaucher et al.'s coded words counted in the text */
  coded: { masculine: number; feminine: number };
  /** …and each of those words once, with its first sentence and its count, in text order: no count without its words */
  codedWords: CodedWord[];
}

export const PENALTY: Record<Category, number> = {
  pronoun: 15,
  age: 15,
  exclusion: 15,
  "generic-masculine": 10,
  masculine: 5,
  insensitive: 5,
};

/**
 * One or two masculine-coded words beside no feminine-coded one are everyday job-ad words (lead,
 * analyse); a text leans masculine — and each unbalanced word becomes a finding — once they
 * outnumber the feminine-coded ones by this margin (docs/decisions/043).
 */
export const CODED_MARGIN = 3;

const WORD = String.raw`[\p{L}\p{N}]`;
// the word lists' patterns, compiled once per language when the module loads (a table, not a
// cache: decision 066)
const patterns = perLocale(
  (language) =>
    WORD_LISTS[language as JobdescLanguage].terms.map((term) => ({
      term,
      // word boundaries that also work next to ä, ö, ü, ß (JS \b is ASCII-only)
      regex: new RegExp(`(?<!${WORD})(?:${term.pattern})(?!${WORD})`, term.caseSensitive ? "gu" : "giu"),
    })),
  LANGUAGES,
);

const coded = perLocale((language) => {
  const { masculine, feminine } = WORD_LISTS[language as JobdescLanguage].coded;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // a stem matches the words that start with it ("lead" → leader, leadership)
  const stems = (list: string[]) => new RegExp(`(?<!${WORD}|-)(?:${list.map(escape).join("|")})${WORD}*`, "giu");
  return { masculine: stems(masculine.map(([stem]) => stem)), feminine: stems(feminine), suggestions: new Map(masculine) };
}, LANGUAGES);

const PRONOUNS = new Set(["he", "she", "his", "her", "hers", "him", "himself", "herself"]);
const GENDERED = /(man|men|woman|women|lady|ladies|girl|boy|guy|gal|ess|esses|wife|husband|mother|father|brother|sister)$/i;
/** retext-equality words that are not bias in a job ad ("master's degree", "execute tests"). */
const EQUALITY_IGNORE = ["master", "masters", "master's", "execute", "executes", "executed", "executing", "host", "hosts"];
/** retext-equality offers "it" for "he"/"she": never a word for a person (issue 50 §9). */
const NOT_FOR_A_PERSON = new Set(["it", "its", "itself"]);

let english: ReturnType<typeof englishProcessor> | undefined;
function englishProcessor() {
  return unified().use(retextEnglish).use(retextEquality, { ignore: EQUALITY_IGNORE });
}

/** retext-equality's messages as findings: pronouns, gendered nouns, and other insensitive words. */
function equalityFindings(text: string): Finding[] {
  english ??= englishProcessor();
  const file = new VFile(text);
  english.runSync(english.parse(file), file);
  return file.messages.flatMap((message) => {
    const actual = String(message.actual ?? "");
    const index = message.place && "start" in message.place ? (message.place.start.offset ?? 0) : 0;
    if (!actual) return [];
    const category: Category = PRONOUNS.has(actual.toLowerCase())
      ? "pronoun"
      : GENDERED.test(actual) || /(?:^|-)(?:he|she|his|her|him)(?:-|$)/.test(message.ruleId ?? "")
        ? "generic-masculine"
        : "insensitive";
    const expected = (message.expected ?? [])
      .filter((e): e is string => typeof e === "string" && !NOT_FOR_A_PERSON.has(e.toLowerCase()))
      .slice(0, 3);
    return [{ text: actual, index, category, suggestion: expected.join(", "), sentence: "" }];
  });
}

export function checkInclusive(text: string, language: JobdescLanguage): InclusiveResult {
  let findings: Finding[] = [];
  for (const { regex, term } of patterns(language)) {
    for (const match of text.matchAll(regex)) {
      findings.push({ text: match[0], index: match.index ?? 0, category: term.category, suggestion: term.suggestion, sentence: "" });
    }
  }
  if (language === "en") findings.push(...equalityFindings(text));

  const { masculine, feminine, suggestions } = coded(language);
  const masculineWords = [...text.matchAll(masculine)];
  const feminineWords = [...text.matchAll(feminine)];
  if (masculineWords.length - feminineWords.length >= CODED_MARGIN) {
    for (const match of masculineWords) {
      const word = match[0].toLowerCase();
      const stem = [...suggestions.keys()].find((s) => word.startsWith(s.toLowerCase()));
      findings.push({ text: match[0], index: match.index ?? 0, category: "masculine", suggestion: stem ? suggestions.get(stem)! : "", sentence: "" });
    }
  }
  const codedWords = new Map<string, CodedWord>();
  for (const { match, kind } of [
    ...masculineWords.map((match) => ({ match, kind: "masculine" as const })),
    ...feminineWords.map((match) => ({ match, kind: "feminine" as const })),
  ].sort((a, b) => (a.match.index ?? 0) - (b.match.index ?? 0))) {
    const key = `${kind}|${match[0].toLowerCase()}`;
    const seen = codedWords.get(key);
    if (seen) seen.count += 1;
    else {
      const index = match.index ?? 0;
      codedWords.set(key, { text: match[0], index, kind, sentence: sentenceAt(text, index, match[0].length), count: 1 });
    }
  }
  findings = withoutOverlaps(findings).map((f) => ({ ...f, sentence: sentenceAt(text, f.index, f.text.length) }));
  return {
    findings,
    score: /[\p{L}\p{N}]/u.test(text) ? inclusiveScore(findings) : null,
    coded: { masculine: masculineWords.length, feminine: feminineWords.length },
    codedWords: [...codedWords.values()],
  };
}

/**
 * The longest quote a finding gets. A "sentence" without an end in sight (a long list item, a pasted
 * block without full stops) is quoted around the word instead of whole, once per finding.
 */
export const QUOTE_MAX_CHARS = 160;

/**
 * The sentence around a position: from the last end of sentence or line before it to the next;
 * over QUOTE_MAX_CHARS, the whole words around the `length` characters at `index`, with "…".
 */
export function sentenceAt(text: string, index: number, length = 0) {
  const before = text.slice(0, index);
  const start = Math.max(...[".", "!", "?", "\n"].map((end) => before.lastIndexOf(end))) + 1;
  const rest = text.slice(index).search(/[.!?](?=\s|$)|\n/);
  const end = rest === -1 ? text.length : index + rest + 1;
  const sentence = text.slice(start, end).trim();
  if (sentence.length <= QUOTE_MAX_CHARS) return sentence;
  // a window of QUOTE_MAX_CHARS with the words in its middle, inside the sentence
  let from = Math.max(start, Math.min(index - Math.floor((QUOTE_MAX_CHARS - length) / 2), end - QUOTE_MAX_CHARS));
  let to = Math.min(end, from + QUOTE_MAX_CHARS);
  // no word cut in half: the window shrinks to the spaces inside it
  const firstSpace = text.indexOf(" ", from);
  if (from > start && firstSpace !== -1 && firstSpace < index) from = firstSpace + 1;
  const lastSpace = text.lastIndexOf(" ", to);
  if (to < end && lastSpace >= index + length) to = lastSpace;
  const quote = text.slice(from, to).trim();
  return `${text.slice(start, from).trim() ? "… " : ""}${quote}${text.slice(to, end).trim() ? " …" : ""}`;
}

/** "cleaning lady" and "lady", or a list term and retext's: the longer finding stands for both. */
function withoutOverlaps(findings: Finding[]) {
  const sorted = [...findings].sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: Finding[] = [];
  for (const finding of sorted) {
    const last = kept.at(-1);
    if (last && finding.index < last.index + last.text.length) continue;
    kept.push(finding);
  }
  return kept;
}

export function inclusiveScore(findings: Finding[]) {
  const penalty = findings.reduce((sum, f) => sum + PENALTY[f.category], 0);
  return Math.max(0, 100 - penalty);
}
