/**
 * `npm run compare:title-resolution`: for every job title of the look-up's evaluation
 * (eval/job-titles/cases.jsonl) and the writer's (eval/writer/cases.jsonl), the occupation the
 * campaign builder's look-up picks (lookUpJobTitles' first suggestion) and the one the
 * job-description writer reads (readRequest with the writer's default look-up), side by side.
 * Prints each title where they differ (ESCO concept or ISCO-08 unit) and the counts; `--all`
 * prints every title. `--via-label` gives the writer the look-up's first suggestion's label instead of
 * the typed title, as the generator does for a campaign whose target group has that job title. Needs
 * REFERENCE_DATA_DIR with the ESCO files (a fresh in-memory database is
 * imported from them, as eval:job-titles does).
 */
import fs from "node:fs";
import path from "node:path";
import { BUILTIN_ESCO_CONCEPTS } from "../app/lib/catalogue/builtin-job-titles";
import { LOOKUP_LIMIT } from "../app/lib/catalogue/constants";
import type { Lang } from "../app/lib/catalogue/options";
import { isUuid } from "../app/lib/uuid";
import { lookUpJobTitles } from "../app/services/catalogue/job-title-lookup.server";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { escoFilesPresent } from "../app/services/catalogue/import/occupations.server";
import { generateRequestOf, batchRequestSchema } from "../app/services/jobdesc/batch.server";
import { indexLookup, readRequest } from "../app/services/jobdesc/embedded.server";
import { escoOccupations } from "../app/services/jobdesc/reference-data.server";
import { occupationsDatabase } from "./occupations-database";

const all = process.argv.includes("--all");
const viaLabel = process.argv.includes("--via-label");
const dir = referenceDataDir();
if (!escoFilesPresent(dir)) {
  console.error(`no ESCO files in ${dir}/esco-isco: set REFERENCE_DATA_DIR`);
  process.exit(2);
}
const jsonl = (file: string) =>
  fs.readFileSync(path.resolve(file), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);
const titles = [
  ...jsonl("eval/job-titles/cases.jsonl").map((c) => ({ from: "job-titles", lang: c.lang as Lang, title: String(c.typed), request: null })),
  ...jsonl("eval/writer/cases.jsonl").map((c) => {
    const { id: _id, must: _must, mustNot: _mustNot, source: _source, ...request } = c;
    return { from: `writer ${String(c.id)}`, lang: c.language as Lang, title: String(c.title), request };
  }),
];

const handle = await occupationsDatabase(dir);

const lookup = indexLookup(dir, null);
const label = (uuid: string | null) => (uuid ? (escoOccupations(dir, "en").get(uuid)?.preferredLabel ?? uuid) : "—");
let differ = 0;
for (const t of titles) {
  const [first] = await lookUpJobTitles(t.title, t.lang, LOOKUP_LIMIT);
  const lookupUuid = first ? (isUuid(first.id) ? first.id : (BUILTIN_ESCO_CONCEPTS[first.id.replace(/^hw-/, "")] ?? null)) : null;
  const typed = batchRequestSchema.parse(t.request ?? { title: t.title, language: t.lang });
  const request = generateRequestOf(viaLabel && first ? { ...typed, title: first.label } : typed);
  const { occupation } = await readRequest(request, dir, lookup);
  const same = (first?.iscoCode ?? null) === (occupation?.iscoCode ?? null) && lookupUuid === (occupation?.escoUuid ?? null);
  if (!same) differ++;
  if (!same || all) {
    console.log(
      `${same ? "same" : "DIFF"} ${t.lang} ${JSON.stringify(t.title)} [${t.from}]\n` +
        `     look-up: ${first ? `${label(lookupUuid)} (${first.iscoCode ?? "—"})${lookupUuid ? "" : ` ${first.id}`}` : "nothing"}\n` +
        `     writer:  ${occupation ? `${label(occupation.escoUuid)} (${occupation.iscoCode ?? "—"})` : "nothing"}`,
    );
  }
}
console.log(
  `\n${differ} of ${titles.length} titles resolve to another occupation in the writer than in the look-up` +
    (viaLabel ? " (the writer given the look-up's first label)" : ""),
);
await handle.close();
process.exit(0);
