/**
 * `npm run eval:inclusive` (issue 41 §3): the inclusive-language check against the labelled set of
 * tests/fixtures/inclusive-eval.json. Prints recall and false positives per language, what was
 * missed and what was flagged wrongly; exits 1 when a language misses recall ≥ 0.9 or has more
 * than one false positive.
 */
import fs from "node:fs";
import path from "node:path";
import { EVAL_MAX_FALSE_POSITIVES, EVAL_MIN_RECALL, evaluateInclusive, type EvalCase } from "../app/lib/jobdesc/inclusive-eval";

const set = JSON.parse(fs.readFileSync(path.resolve("tests/fixtures/inclusive-eval.json"), "utf8")) as Record<string, EvalCase[]>;
const results = evaluateInclusive(set);
for (const r of results) {
  console.log(
    `${r.language}: recall ${r.recall.toFixed(2)} (${r.biased - r.missed.length}/${r.biased} biased found), ` +
      `false positives ${r.falsePositives.length}/${r.clean} clean — ${r.passed ? "ok" : "FAIL"}`,
  );
  for (const text of r.missed) console.log(`  missed: ${text}`);
  for (const fp of r.falsePositives) console.log(`  false positive: ${fp.text} [${fp.findings.join(", ")}]`);
}
console.log(`targets: recall ≥ ${EVAL_MIN_RECALL}, at most ${EVAL_MAX_FALSE_POSITIVES} false positive per language`);
if (results.some((r) => !r.passed)) process.exit(1);
