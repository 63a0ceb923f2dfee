import { LANGUAGES, type JobdescLanguage } from "./constants";
import { checkInclusive } from "./inclusive";

/**
 * The measure of `npm run eval:inclusive` (issue 41 §3) on a labelled set: recall = biased
 * sentences with at least one finding / biased sentences; false positives = clean sentences with a
 * finding. Targets: recall ≥ 0.9 and at most one false positive per language.
 */
export const EVAL_MIN_RECALL = 0.9;
export const EVAL_MAX_FALSE_POSITIVES = 1;

export interface EvalCase {
  text: string;
  biased: boolean;
}

export function evaluateInclusive(set: Partial<Record<JobdescLanguage, EvalCase[]>>) {
  return LANGUAGES.filter((language) => set[language]?.length).map((language) => {
    const cases = set[language]!;
    const judged = cases.map((c) => ({ ...c, findings: checkInclusive(c.text, language).findings }));
    const biased = judged.filter((c) => c.biased);
    const clean = judged.filter((c) => !c.biased);
    const missed = biased.filter((c) => c.findings.length === 0);
    const falsePositives = clean.filter((c) => c.findings.length > 0);
    const recall = biased.length ? (biased.length - missed.length) / biased.length : 1;
    return {
      language,
      biased: biased.length,
      clean: clean.length,
      recall,
      missed: missed.map((c) => c.text),
      falsePositives: falsePositives.map((c) => ({ text: c.text, findings: c.findings.map((f) => f.text) })),
      passed: recall >= EVAL_MIN_RECALL && falsePositives.length <= EVAL_MAX_FALSE_POSITIVES,
    };
  });
}
