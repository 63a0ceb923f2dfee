import type { JobdescLanguage } from "./constants";

/**
 * The measure of `npm run eval:writer` (issue 50 §7): per case of eval/writer/cases.jsonl, the
 * patterns that must and must not appear in the written text (title, tasks, requirements). A
 * pattern is a regular expression, case-insensitive; written as "/…/" it is case-sensitive (tone:
 * "Sie" is not "sie"). A case passes when every must-have pattern hits and no must-not one does.
 * `--check` (CI) asks for at least EVAL_MIN_PASSED of the cases and no must-not hit at all.
 */
export const EVAL_MIN_PASSED = 0.9;
export const EVAL_MAX_MUST_NOT_HITS = 0;

export interface WriterEvalCase {
  id: string;
  language: JobdescLanguage;
  country?: string;
  must: string[];
  mustNot: string[];
}

export function patternOf(source: string) {
  const literal = /^\/(.*)\/$/s.exec(source);
  return literal ? new RegExp(literal[1], "u") : new RegExp(source, "iu");
}

export interface CaseOutcome {
  id: string;
  passed: boolean;
  mustHits: number;
  mustMissed: string[];
  mustNotHits: string[];
}

export function judgeCase(c: WriterEvalCase, text: string): CaseOutcome {
  const mustMissed = c.must.filter((p) => !patternOf(p).test(text));
  const mustNotHits = c.mustNot.filter((p) => patternOf(p).test(text));
  return { id: c.id, passed: mustMissed.length === 0 && mustNotHits.length === 0, mustHits: c.must.length - mustMissed.length, mustMissed, mustNotHits };
}

export interface EvalSummary {
  cases: number;
  passed: number;
  mustHits: number;
  mustTotal: number;
  mustNotHits: number;
  words: number;
  unknownWords: number;
}

export function summarise(cases: WriterEvalCase[], outcomes: CaseOutcome[], words: number, unknownWords: number): EvalSummary {
  return {
    cases: outcomes.length,
    passed: outcomes.filter((o) => o.passed).length,
    mustHits: outcomes.reduce((n, o) => n + o.mustHits, 0),
    mustTotal: cases.reduce((n, c) => n + c.must.length, 0),
    mustNotHits: outcomes.reduce((n, o) => n + o.mustNotHits.length, 0),
    words,
    unknownWords,
  };
}

export function meetsFloor(summary: EvalSummary) {
  return summary.passed >= Math.ceil(EVAL_MIN_PASSED * summary.cases) && summary.mustNotHits <= EVAL_MAX_MUST_NOT_HITS;
}

/** The words hunspell is asked about: letters (with inner hyphens and apostrophes), no numbers. */
export function wordsForSpelling(text: string) {
  return text.match(/(?<![\p{L}\p{N}])-?\p{L}+(?:['’-]\p{L}+)*-?/gu) ?? [];
}
