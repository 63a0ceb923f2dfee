/**
 * `npm run eval:forecast [-- --check]` (issue 51 §6, docs/decisions/078): the forecast's backtest on
 * the demo history — every campaign left out in turn and its postings forecast from the others
 * (`backtest` in app/lib/campaign/forecast-eval.ts) — on a fresh in-memory database with the seed
 * catalogue and the generated history (scripts/seed/history.server.ts). Prints the coverage of the
 * 80 % intervals of clicks and applicants and the median absolute percentage error of applicants,
 * per basis and overall. `--check` exits 1 outside BACKTEST_THRESHOLDS.
 *
 * The history is generated: these figures say the estimator recovers what a Gamma–Poisson world
 * hides in it, not how well it forecasts real campaigns.
 */
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { getDb, openDatabase, PGLITE_EXTENSIONS, runMigrations, setDatabase } from "../app/db/client.server";
import { backtest, backtestFailures, BACKTEST_THRESHOLDS } from "../app/lib/campaign/forecast-eval";
import type { ForecastChannel } from "../app/lib/campaign/forecast";
import { listPostingResults } from "../app/models/forecast.server";
import { importCatalogueText } from "../app/services/catalogue/import/catalogue.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";
import { seedDemoHistory } from "./seed/history.server";

const check = process.argv.includes("--check");
const started = Date.now();
const pglite = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
const handle = await openDatabase({ pglite });
setDatabase(handle);
await runMigrations(handle);
await seedTaxonomy();
await importCatalogueText(fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv"), "utf8"), "csv");
const campaigns = await seedDemoHistory();
const db = await getDb();
const rows = (
  await db.execute("select id, cta_min, cta_max, price_cents, currency from channels where company_id is null")
).rows as { id: string; cta_min: number; cta_max: number; price_cents: number | string; currency: string }[];
const channels = new Map<string, ForecastChannel>(
  rows.map((r) => [r.id, { id: r.id, ctaMin: Number(r.cta_min), ctaMax: Number(r.cta_max), price: Number(r.price_cents), currency: r.currency }]),
);
const history = await listPostingResults([...channels.keys()]);
const result = backtest(history, channels);

const pct = (v: number | null) => (v === null ? "  n/a" : `${(v * 100).toFixed(1).padStart(5)}%`);
console.log(`forecast backtest (leave one campaign out) — ${campaigns} generated demo campaigns, ${history.length} postings`);
console.log(`interval: 80 % (10th–90th percentile of the negative-binomial predictive)\n`);
console.log("basis            postings  clicks in interval  applicants in interval  applicants MdAPE  clicks MdAPE");
const rowsToPrint = [...Object.entries(result.byBasis), ["overall", result.overall] as const, ["catalogue only", result.catalogueOnly] as const];
for (const [level, f] of rowsToPrint) {
  if (!f) continue;
  console.log(
    `${level.padEnd(16)} ${String(f.postings).padStart(8)}  ${pct(f.clicksCoverage).padStart(18)}  ${pct(f.applicantsCoverage).padStart(22)}  ${pct(f.applicantsMdape).padStart(16)}  ${pct(f.clicksMdape).padStart(12)}`,
  );
}
console.log("(catalogue only: the same postings forecast without any history, for comparison)");
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
await pglite.close();
if (check) {
  const failures = backtestFailures(result);
  if (failures.length > 0) {
    console.error(`\neval:forecast --check failed (thresholds ${JSON.stringify(BACKTEST_THRESHOLDS)}):\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log(`--check passed (thresholds ${JSON.stringify(BACKTEST_THRESHOLDS)})`);
}
