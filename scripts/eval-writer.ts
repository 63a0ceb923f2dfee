/**
 * `npm run eval:writer` (issue 50 §7): the built-in job-description writer on our evaluation set
 * (eval/writer/cases.jsonl, written from the occupations' real requirements, not from the writer's
 * output). Prints cases passed, must-have hits, must-not hits and hunspell's unknown words per
 * 1,000 words (Debian's hunspell with de_DE, nl and en_US; eval/writer/wordlist.txt holds the
 * field's terms, each checked by a person). `--check` exits 1 below the floor (lib/jobdesc/writer-eval.ts)
 * or when a word is unknown; `--verbose` prints every case's text. A case may name its `source`. English for a job outside the US is
 * checked against en_GB (the writer spells it British), so an American spelling there is unknown.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { JobdescLanguage } from "../app/lib/jobdesc/constants";
import { EVAL_MIN_PASSED, judgeCase, meetsFloor, summarise, wordsForSpelling, type CaseOutcome, type WriterEvalCase } from "../app/lib/jobdesc/writer-eval";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { plainText } from "../app/lib/jobdesc/html";
import { batchRequestSchema, generateRequestOf, sectionLines } from "../app/services/jobdesc/batch.server";
import { embeddedWriter } from "../app/services/jobdesc/embedded.server";

const args = process.argv.slice(2);
const check = args.includes("--check");
const verbose = args.includes("--verbose");
const file = path.resolve(args.find((a) => !a.startsWith("--")) ?? "eval/writer/cases.jsonl");

const DICTIONARY: Record<JobdescLanguage, string> = { en: "en_US", de: "de_DE", nl: "nl" };
/** hunspell's dictionary for a case: British English for an English text written for a country other than the US */
const dictionaryOf = (language: JobdescLanguage, country: string | undefined) => (language === "en" && country && country !== "US" ? "en_GB" : DICTIONARY[language]);

function projectWords() {
  const text = fs.readFileSync(path.resolve("eval/writer/wordlist.txt"), "utf8");
  return new Set(text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter(Boolean));
}

/** Words hunspell does not know in the language's dictionary, less the project's word list. */
function unknownWords(texts: string[], dictionary: string, known: Set<string>) {
  // one word a line: hunspell's own tokenizer keeps "Konzepts." and a lone "-" as words; halves of
  // a compound left open ("Auf- und Abladen", "-materialien") cannot be checked alone
  const input = texts.flatMap(wordsForSpelling).filter((w) => !/^-|-$/.test(w)).join("\n");
  const run = spawnSync("hunspell", ["-d", dictionary, "-l", "-i", "utf-8"], { input, encoding: "utf8" });
  if (run.error || run.status !== 0) throw new Error(`hunspell failed (${run.error?.message ?? run.stderr}); install hunspell hunspell-de-de hunspell-nl hunspell-en-us hunspell-en-gb`);
  return run.stdout.split("\n").map((w) => w.trim()).filter((w) => w && !known.has(w));
}

const lines = fs.readFileSync(file, "utf8").split("\n").filter((l) => l.trim());
const cases: (WriterEvalCase & { request: Record<string, unknown> })[] = lines.map((line) => {
  // "source": where the case's patterns come from (NCS, BERUFENET, a law), for the reader, not the writer
  const { id, must, mustNot, source: _source, ...request } = JSON.parse(line) as WriterEvalCase & Record<string, unknown>;
  return { id, must, mustNot, language: request.language as JobdescLanguage, country: request.country as string, request };
});

const writer = embeddedWriter(referenceDataDir());
const outcomes: CaseOutcome[] = [];
const textsByDictionary: Record<string, string[]> = {};
for (const c of cases) {
  const result = await writer.write(generateRequestOf(batchRequestSchema.parse(c.request)));
  // the text as published: title, each section's intro and its bullets
  const section = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => plainText(m[1])).concat(sectionLines(html));
  const [tasks, requirements] = [section(result.tasksResponsibilities).join("\n"), section(result.requirements).join("\n")];
  const text = [result.jobTitle, tasks, requirements].join("\n");
  // the writer's language is checked, not what the user typed and the text repeats (title, place, instructions)
  const typed = [String(c.request.title), ...String((c.request as { instructions?: string }).instructions ?? "").split(/[,;]/), String((c.request as { location?: string }).location ?? "")]
    .map((t) => t.replace(/\s*\([^)]*\)/g, "").trim())
    .filter((t) => t.length > 1);
  // …as whole words: "Cook" taken out of "cooking" left "ing" for the spelling check
  const escaped = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const own = typed.reduce((text, t) => text.replace(new RegExp(`(?<![\\p{L}])${escaped(t)}(?![\\p{L}])`, "giu"), " "), [tasks, requirements].join("\n"));
  (textsByDictionary[dictionaryOf(c.language, c.country)] ??= []).push(own);
  const outcome = judgeCase(c, text);
  outcomes.push(outcome);
  if (verbose || !outcome.passed) {
    console.log(`${outcome.passed ? "ok  " : "FAIL"} ${c.id} (${c.language}, ${c.country ?? "—"}) ${result.source}`);
    for (const p of outcome.mustMissed) console.log(`     missing: ${p}`);
    for (const p of outcome.mustNotHits) console.log(`     must not: ${p}`);
    for (const w of result.warnings ?? []) console.log(`     warning: ${w}`);
    if (verbose) console.log(text.replace(/^/gm, "     | "));
  }
}

const known = projectWords();
let words = 0;
const unknown: string[] = [];
for (const [dictionary, texts] of Object.entries(textsByDictionary)) {
  words += texts.reduce((n, t) => n + wordsForSpelling(t).length, 0);
  const found = unknownWords(texts, dictionary, known);
  unknown.push(...found);
  if (found.length) console.log(`unknown words (${dictionary}): ${[...new Set(found)].join(", ")}`);
}

const s = summarise(cases, outcomes, words, unknown.length);
console.log(
  `cases passed ${s.passed}/${s.cases} (${((100 * s.passed) / s.cases).toFixed(1)} %), must-have hits ${s.mustHits}/${s.mustTotal}, ` +
    `must-not hits ${s.mustNotHits}, unknown words ${((1000 * s.unknownWords) / Math.max(1, s.words)).toFixed(1)} per 1,000 (${s.unknownWords} of ${s.words})`,
);
if (check) {
  const ok = meetsFloor(s) && s.unknownWords === 0;
  console.log(`floor: ≥ ${EVAL_MIN_PASSED * 100} % of cases, 0 must-not hits, 0 unknown words — ${ok ? "ok" : "FAIL"}`);
  if (!ok) process.exit(1);
}
