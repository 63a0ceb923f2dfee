/**
 * `npm run eval:recommendations` (issue 16 §3): the relevance set of
 * tests/fixtures/recommendation-relevance.json against the real recommendation code
 * (recommendChannels, the embedded knowledge base) on a fresh in-memory database with the seed
 * catalogue. Prints precision@5 per target group and overall, every channel that must not be
 * in a top five but is, and every pair of a case's `before` the lists break (a listed before b).
 * Exits 1 below EVAL_MIN_PRECISION (default 0.8), on such a channel or on such a pair.
 * The audience rules of issue 51 are checked on every channel shown (and the language of the
 * place: a country's board in another of its languages); the currency rule on the
 * currency the recommendation hands to the card (a Chicago nurse's US boards in US$, decision 079).
 *
 * `--history` first seeds the generated demo history (scripts/seed/history.server.ts, what a fresh
 * start has), so our own results rank the channels as they do in the demo (issue 52 §4).
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
import { formatCents } from "../app/lib/money";
import {
  auditChannel,
  judgeCase,
  meanPrecision,
  RELEVANCE_CUTOFF,
  RELEVANT_CUTOFF,
  type AudienceRule,
  type AuditedChannel,
  type RelevanceCase,
} from "../app/lib/catalogue/relevance";
import { getTaxonomy, replaceJobTitles } from "../app/models/taxonomy.server";
import { recommendChannels } from "../app/services/catalogue/catalogue.server";
import { importCatalogueText } from "../app/services/catalogue/import/catalogue.server";
import { builtinTitles } from "../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";
import { seedDemoHistory } from "./seed/history.server";

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
if (process.argv.includes("--history")) console.log(`demo history: ${await seedDemoHistory()} generated campaigns\n`);
const db = await getDb();
const [company] = await db.insert(companies).values({ name: "Relevance eval", tenantSlug: "relevance-eval" }).returning({ id: companies.id });

// a typo in the set must fail loudly, not read as a miss
const taxonomy = await getTaxonomy();
const rows = (
  await db.execute(
    "select name, experience_levels, country_codes, job_function_match_ids, currency, languages from channels where company_id is null",
  )
).rows as { name: string; experience_levels: string[]; country_codes: string[]; job_function_match_ids: string[]; currency: string; languages: string[] }[];
const channelsByName = new Map<string, AuditedChannel>(
  rows.map((r) => [
    r.name,
    {
      name: r.name,
      experienceLevels: r.experience_levels,
      countryCodes: r.country_codes,
      jobFunctionClosure: r.job_function_match_ids,
      currency: r.currency,
      languages: r.languages,
    },
  ]),
);
const catalogue = new Set(channelsByName.keys());
for (const c of fixture.cases) {
  const unknown = [
    ...[...c.expected, ...c.mustNot, ...(c.before ?? []).flat()].filter((name) => !catalogue.has(name)),
    ...(c.criteria.locationIds ?? []).filter((id) => !taxonomy.byId.location.has(id)),
    ...(c.criteria.jobFunctionIds ?? []).filter((id) => !taxonomy.byId.jobFunction.has(id)),
  ];
  if (unknown.length > 0) throw new Error(`${c.id}: not in the catalogue or taxonomy: ${unknown.join(", ")}`);
}

const results = [];
// issue 51: every channel shown (top five and the first 12 of "Also relevant") against the case's
// levels, country, profession, currency and the language of its place
const broken: Record<AudienceRule, string[]> = { level: [], country: [], profession: [], currency: [], language: [] };
// the currency rule's own figure: channels of the target group's country only, per currency asked
const local = new Map<string, { shown: number; inCurrency: number; example: string }>();
const audit = (c: RelevanceCase, channel: { name: string; currency: string; price: number }) => {
  const rules = auditChannel(c, { ...channelsByName.get(channel.name)!, currency: channel.currency });
  for (const rule of rules) broken[rule].push(`${c.id}: ${channel.name}`);
  const countries = new Set((c.criteria.locationIds ?? []).map((id) => id.split(".")[0]));
  const reach = channelsByName.get(channel.name)!.countryCodes;
  if (reach.length > 0 && reach.every((code) => countries.has(code))) {
    const entry = local.get(c.currency) ?? { shown: 0, inCurrency: 0, example: "" };
    entry.shown += 1;
    if (channel.currency === c.currency) entry.inCurrency += 1;
    // the price as the card shows it to an English reader
    if (!entry.example && channel.price > 0) entry.example = `${channel.name} ${formatCents(channel.price, "en-US", channel.currency)}`;
    local.set(c.currency, entry);
  }
  return rules.length > 0 ? ` ✗ ${rules.join(", ")}` : "";
};
for (const c of fixture.cases) {
  const lists = await recommendChannels(company.id, { ...EMPTY_CRITERIA, ...c.criteria, jobTitleId: c.criteria.jobTitleId ?? null }, { locale: "en-US" });
  const relevant = lists.relevant.map((r) => r.name);
  const shown = new Map([...lists.recommended, ...lists.relevant].map((r) => [r.name, r]));
  const result = judgeCase(c, lists.recommended.map((r) => r.name), relevant);
  results.push(result);
  console.log(`${result.precision.toFixed(2)}  ${c.label}`);
  for (const [i, name] of result.top.entries()) {
    const mark = result.hits.includes(name) ? "✓" : result.violations.includes(name) ? "✗ must not" : " ";
    console.log(`        ${i + 1}. ${name} ${mark}${audit(c, shown.get(name)!)}`);
  }
  const alsoRelevant = relevant.slice(0, RELEVANT_CUTOFF).map((name) => {
    const mark = result.relevantViolations.includes(name) ? " ✗ must not" : "";
    return `${name}${mark}${audit(c, shown.get(name)!)}`;
  });
  console.log(`      also relevant: ${alsoRelevant.join(" · ")}`);
  for (const broken of result.orderBreaks) console.log(`      ✗ order: ${broken}`);
}
const overall = meanPrecision(results);
const violations = results.flatMap((r) => r.violations.map((name) => `${r.id}: ${name}`));
const relevantViolations = results.flatMap((r) => r.relevantViolations.map((name) => `${r.id}: ${name}`));
console.log(`\nprecision@${RELEVANCE_CUTOFF} over ${results.length} target groups: ${overall.toFixed(3)} (floor ${MIN_PRECISION})`);
console.log(`must-not channels in a top ${RELEVANCE_CUTOFF}: ${violations.length}${violations.length ? ` (${violations.join("; ")})` : ""}`);
console.log(
  `must-not channels in the first ${RELEVANT_CUTOFF} of "Also relevant": ${relevantViolations.length}${relevantViolations.length ? ` (${relevantViolations.join("; ")})` : ""}`,
);
const orderBreaks = results.flatMap((r) => r.orderBreaks.map((pair) => `${r.id}: ${pair}`));
console.log(`expected orders broken: ${orderBreaks.length}${orderBreaks.length ? ` (${orderBreaks.join("; ")})` : ""}`);
for (const [rule, list] of Object.entries(broken)) {
  console.log(`channels shown against the ${rule} rule: ${list.length}${list.length ? ` (${list.join("; ")})` : ""}`);
}
const localLine = [...local.entries()].map(([currency, e]) => `${currency} ${e.inCurrency}/${e.shown}${e.example ? `, e.g. ${e.example}` : ""}`);
console.log(`currency rule: a target country's own channels shown in its currency: ${localLine.join("; ")}`);
const rulesBroken = Object.values(broken).reduce((n, list) => n + list.length, 0);
await handle.close();
process.exit(overall >= MIN_PRECISION && violations.length === 0 && relevantViolations.length === 0 && orderBreaks.length === 0 && rulesBroken === 0 ? 0 : 1);
