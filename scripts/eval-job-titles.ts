/**
 * `npm run eval:job-titles`: job titles as recruiters type them (eval/job-titles/cases.jsonl:
 * seniority words, gender markers, synonyms, titles in another language than the page's) against
 * the real look-up (lookUpJobTitles, the one server function behind the combobox, the no-JS
 * form and the vacancy import: the database's suggestions with the writer's occupation first) on a fresh in-memory database with the ESCO reference data imported. A case passes when
 * the first suggestion lies in one of the ISCO-08 unit groups the case accepts (chosen from the
 * ESCO files, never from this look-up's output); a case that accepts no unit (`"isco": []`) passes
 * when nothing is found: a lead of no field names no single occupation (decision 088). A case that names
 * occupations too (`"esco"`: ESCO concept ids, or the "hw-" id of a built-in title ESCO lacks) passes only
 * when the first suggestion is one of them, where one ISCO unit holds the right and the wrong one ("Driver":
 * the delivery driver, not the hearse driver, both 8322). Prints each miss and the hit rate per language;
 * `--all` prints every case. Exits 1 below EVAL_MIN_HIT_RATE (default 0.9).
 */
import fs from "node:fs";
import path from "node:path";
import { BUILTIN_ESCO_CONCEPTS } from "../app/lib/catalogue/builtin-job-titles";
import { LOOKUP_LIMIT } from "../app/lib/catalogue/constants";
import type { Lang } from "../app/lib/catalogue/options";
import { parseTitleQuery } from "../app/lib/catalogue/title-query";
import { isUuid } from "../app/lib/uuid";
import { lookUpJobTitles } from "../app/services/catalogue/job-title-lookup.server";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { escoFilesPresent } from "../app/services/catalogue/import/occupations.server";
import { occupationsDatabase } from "./occupations-database";

interface Case {
  lang: Lang;
  typed: string;
  isco: string[];
  esco?: string[];
  seniority: string | null;
  source: string;
}

const MIN_HIT_RATE = Number(process.env.EVAL_MIN_HIT_RATE ?? 0.9);
const cases = fs
  .readFileSync(path.resolve("eval/job-titles/cases.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Case);

const dir = referenceDataDir();
if (!escoFilesPresent(dir)) {
  console.error(`no ESCO files in ${dir}/esco-isco: set REFERENCE_DATA_DIR`);
  process.exit(2);
}
const handle = await occupationsDatabase(dir);

const all = process.argv.includes("--all");
const byLang = new Map<string, { hits: number; found: number; total: number; seniority: number; withSeniority: number }>();
for (const c of cases) {
  const results = await lookUpJobTitles(c.typed, c.lang, LOOKUP_LIMIT);
  const first = results[0];
  // a built-in title that stands for an ESCO occupation is that occupation ("hw-nurse")
  const concept = first && (isUuid(first.id) ? first.id : (BUILTIN_ESCO_CONCEPTS[first.id.replace(/^hw-/, "")] ?? first.id));
  const named = !c.esco || Boolean(concept && c.esco.includes(concept));
  const hit = c.isco.length === 0 ? !first : Boolean(first && first.iscoCode && c.isco.includes(first.iscoCode) && named);
  const seniority = parseTitleQuery(c.typed).seniority;
  const tally = byLang.get(c.lang) ?? { hits: 0, found: 0, total: 0, seniority: 0, withSeniority: 0 };
  tally.total++;
  if (hit) tally.hits++;
  if (first) tally.found++;
  if (c.seniority) {
    tally.withSeniority++;
    if (seniority === c.seniority) tally.seniority++;
  }
  byLang.set(c.lang, tally);
  if (!hit || all) {
    const shown = first ? `${first.label}${first.occupation ? ` → ${first.occupation}` : ""} (${first.iscoCode})` : "nothing found";
    const level = c.seniority && seniority !== c.seniority ? `  [seniority ${seniority ?? "none"}, want ${c.seniority}]` : "";
    console.log(`${hit ? "ok  " : "MISS"} ${c.lang} ${JSON.stringify(c.typed)} → ${shown}; want ${c.isco.length ? `ISCO ${c.isco.join("/")}${c.esco ? ` (${c.esco.join(" or ")})` : ""}` : "nothing"}${level}`);
  }
}

let hits = 0;
let total = 0;
console.log("");
for (const [lang, t] of byLang) {
  hits += t.hits;
  total += t.total;
  console.log(
    `${lang}: first suggestion right ${t.hits}/${t.total}, something found ${t.found}/${t.total}, seniority ${t.seniority}/${t.withSeniority}`,
  );
}
const rate = hits / total;
console.log(`all: ${hits}/${total} = ${(rate * 100).toFixed(1)} %`);
await handle.close();
process.exit(rate >= MIN_HIT_RATE ? 0 : 1);
