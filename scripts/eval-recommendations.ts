/**
 * `npm run eval:recommendations` (issue 16 §3): the relevance set of
 * tests/fixtures/recommendation-relevance.json against the real recommendation code
 * (recommendChannels, the embedded knowledge base) on a fresh in-memory database with the seed
 * catalogue. Prints precision@5 per target group and overall, and every channel that must not be
 * in a top five but is. Exits 1 below EVAL_MIN_PRECISION (default 0.8) or on such a channel.
 *
 * Runs through vite-node (scripts/vite-node.config.ts): the reason composer's translations are
 * bundled with import.meta.glob, which plain Node does not know.
 */
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { getDb, openDatabase, PGLITE_EXTENSIONS, runMigrations, setDatabase } from "../app/db/client.server";
import { companies } from "../app/db/schema";
import { EMPTY_CRITERIA } from "../app/lib/catalogue/criteria";
import { judgeCase, meanPrecision, RELEVANCE_CUTOFF, type RelevanceCase } from "../app/lib/catalogue/relevance";
import { getTaxonomy, replaceJobTitles } from "../app/models/taxonomy.server";
import { recommendChannels } from "../app/services/catalogue/catalogue.server";
import { importCatalogueText } from "../app/services/catalogue/import/catalogue.server";
import { builtinTitles } from "../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";

const MIN_PRECISION = Number(process.env.EVAL_MIN_PRECISION ?? 0.8);
const fixture = JSON.parse(fs.readFileSync(path.resolve("tests/fixtures/recommendation-relevance.json"), "utf8")) as {
  cases: RelevanceCase[];
};

const pglite = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
const handle = await openDatabase({ pglite });
setDatabase(handle);
await runMigrations(handle);
await seedTaxonomy();
// the built-in job titles: the set's ids (hw-nurse…) do not depend on the ESCO reference data
await replaceJobTitles(builtinTitles(), "builtin");
await importCatalogueText(fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv"), "utf8"), "csv");
const db = await getDb();
const [company] = await db.insert(companies).values({ name: "Relevance eval", tenantSlug: "relevance-eval" }).returning({ id: companies.id });

// a typo in the set must fail loudly, not read as a miss
const taxonomy = await getTaxonomy();
const catalogue = new Set(
  ((await db.execute("select name from channels")).rows as { name: string }[]).map((r) => r.name),
);
for (const c of fixture.cases) {
  const unknown = [
    ...[...c.expected, ...c.mustNot].filter((name) => !catalogue.has(name)),
    ...(c.criteria.locationIds ?? []).filter((id) => !taxonomy.byId.location.has(id)),
    ...(c.criteria.jobFunctionIds ?? []).filter((id) => !taxonomy.byId.jobFunction.has(id)),
  ];
  if (unknown.length > 0) throw new Error(`${c.id}: not in the catalogue or taxonomy: ${unknown.join(", ")}`);
}

const results = [];
for (const c of fixture.cases) {
  const lists = await recommendChannels(company.id, { ...EMPTY_CRITERIA, ...c.criteria, jobTitleId: c.criteria.jobTitleId ?? null }, { locale: "en-US" });
  const result = judgeCase(c, lists.recommended.map((r) => r.name));
  results.push(result);
  console.log(`${result.precision.toFixed(2)}  ${c.label}`);
  for (const [i, name] of result.top.entries()) {
    const mark = result.hits.includes(name) ? "✓" : result.violations.includes(name) ? "✗ must not" : " ";
    console.log(`        ${i + 1}. ${name} ${mark}`);
  }
}
const overall = meanPrecision(results);
const violations = results.flatMap((r) => r.violations.map((name) => `${r.id}: ${name}`));
console.log(`\nprecision@${RELEVANCE_CUTOFF} over ${results.length} target groups: ${overall.toFixed(3)} (floor ${MIN_PRECISION})`);
if (violations.length > 0) console.log(`must-not channels in a top ${RELEVANCE_CUTOFF}: ${violations.join("; ")}`);
await handle.close();
process.exit(overall >= MIN_PRECISION && violations.length === 0 ? 0 : 1);
