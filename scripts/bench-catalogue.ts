/**
 * `npm run bench:catalogue`: seeds 10,000 channels and times typical channel searches with facets
 * (the knowledge-base search that searchChannels runs for the /media-channels screen), on PGlite (in memory) and on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hirewave_bench, a
 * database this script creates and drops). Prints p50/p95 per driver and the CPU time a search costs
 * (this process plus the PostgreSQL server processes). Aim: p95 < 50 ms on PostgreSQL, < 120 ms on PGlite.
 */
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { openDatabase, PGLITE_EXTENSIONS, runMigrations, setDatabase, type DatabaseHandle } from "../app/db/client.server";
import { EMPTY_CRITERIA, type ChannelCriteria } from "../app/lib/catalogue/criteria";
import { forgetChannelSearches, upsertChannels } from "../app/models/channel.server";
import { FACET_DIMENSIONS, type FacetDimension } from "../app/lib/catalogue/types";
import { invalidateTaxonomy } from "../app/models/taxonomy.server";
import { embeddedKnowledgeBase } from "../app/services/catalogue/embedded.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";
import { syntheticChannels } from "./bench/synthetic-channels";
import { percentile } from "./bench/report";

const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hirewave_bench";
const COMPANY = "00000000-0000-4000-8000-000000000000";

/**
 * Typical searches of the screen: empty, title+city, text, typo, several filters, and "load more"
 * to page 5 (the screen then asks for the first 5 × 20 results at once).
 */
const SEARCHES: { name: string; criteria: ChannelCriteria; limit?: number }[] = [
  { name: "no criteria", criteria: EMPTY_CRITERIA },
  { name: "job function + city", criteria: { ...EMPTY_CRITERIA, jobFunctionIds: ["health-nursing"], locationIds: ["DE.bavaria.munich"] } },
  { name: "text", criteria: { ...EMPTY_CRITERIA, text: "talent hub" } },
  // a transposition no stemmer repairs: the similarity fallback
  { name: "text typo", criteria: { ...EMPTY_CRITERIA, text: "talnet" } },
  {
    name: "country + function + industry + seniority",
    criteria: { ...EMPTY_CRITERIA, locationIds: ["NL"], jobFunctionIds: ["it"], industryIds: ["it"], seniorityIds: ["senior"] },
  },
  { name: "load more (page 5)", criteria: { ...EMPTY_CRITERIA, locationIds: ["GB"] }, limit: 100 },
];

/**
 * CPU time (ms) of this process and of the database's server processes on this machine (PGlite
 * runs inside this process). On a shared machine wall-clock figures mostly measure the neighbours;
 * the CPU a search costs does not depend on them, so it compares two versions fairly.
 */
async function cpuMs(handle: DatabaseHandle) {
  const own = process.cpuUsage();
  let server = 0;
  if (handle.driver === "pg") {
    const result = await (handle.db as unknown as { execute: (q: string) => Promise<{ rows: { pid: number }[] }> }).execute(
      "select pid from pg_stat_activity where datname = current_database()",
    );
    for (const { pid } of result.rows) {
      try {
        // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms
        const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        server += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        // a server on another machine, or a process that has gone: wall-clock figures only
      }
    }
  }
  return (own.user + own.system) / 1000 + server;
}


/**
 * The screen counts the facets its panel shows: countries, job functions and industries always;
 * seniority, employment type and channel type only with their feature flags (off by default).
 * BENCH_FACETS=all times every facet.
 */
const facets: readonly FacetDimension[] =
  process.env.BENCH_FACETS === "all" ? FACET_DIMENSIONS : ["country", "function", "industry"];

async function bench(label: string, handle: DatabaseHandle) {
  setDatabase(handle);
  invalidateTaxonomy();
  await runMigrations(handle);
  await seedTaxonomy();
  const rows = await syntheticChannels(CHANNELS);
  let started = Date.now();
  await upsertChannels(rows);
  console.log(`${label}: seeded ${rows.length} channels in ${Date.now() - started} ms`);
  if (handle.driver === "pg") await (handle.db as unknown as { execute: (q: string) => Promise<unknown> }).execute("analyze");
  const all: number[] = [];
  let cpuAll = 0;
  for (const search of SEARCHES) {
    // searchChannels without its error fallback (which would let a failure pass as a fast search)
    const ctx = { companyId: COMPANY, locale: "en-US", lang: "en" as const };
    const options = {
      offset: 0,
      limit: search.limit ?? 20,
      excludeIds: [],
      kind: "channels" as const,
      purchasableOnly: false,
      onlyMyChannels: false,
      withFacets: true,
      facets,
      audience: "order" as const,
      levels: null,
    };
    const times: number[] = [];
    let cpuBefore = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      if (i === 3) cpuBefore = await cpuMs(handle);
      // every run as a search seen for the first time: the statements, not the answers the
      // catalogue keeps for a minute (decision 032)
      forgetChannelSearches();
      started = performance.now();
      const result = await embeddedKnowledgeBase.search(ctx, search.criteria, options);
      const elapsed = performance.now() - started;
      if (result.totalHits === 0) throw new Error(`${search.name}: no results`);
      if (i >= 3) times.push(elapsed); // 3 warm-up runs
    }
    const cpu = ((await cpuMs(handle)) - cpuBefore) / RUNS;
    cpuAll += cpu;
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${search.name.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   cpu ${cpu.toFixed(1).padStart(5)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${label}: all searches (results + facets: ${facets.join(", ")}) p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, cpu ${(cpuAll / SEARCHES.length).toFixed(1)} ms per search (load average ${os.loadavg()[0].toFixed(1)})\n`,
  );
}

// BENCH_DRIVERS=pg or =pglite runs one side only
const drivers = (process.env.BENCH_DRIVERS ?? "pglite,pg").split(",");
if (drivers.includes("pglite")) {
  const pglite = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  const pgliteHandle = await openDatabase({ pglite });
  await bench("PGlite", pgliteHandle);
  await pgliteHandle.close();
}
if (!drivers.includes("pg")) process.exit(0);

const target = new URL(PG_URL);
const dbName = target.pathname.slice(1);
const admin = new URL(PG_URL);
admin.pathname = "/postgres";
const adminClient = new pg.Client({ connectionString: admin.toString() });
try {
  await adminClient.connect();
  await adminClient.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await adminClient.query(`CREATE DATABASE "${dbName}"`);
  const pgHandle = await openDatabase({ databaseUrl: PG_URL });
  await bench(`PostgreSQL (${dbName})`, pgHandle);
  await pgHandle.close();
  // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE
  if (process.env.BENCH_KEEP !== "1") await adminClient.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
} catch (error) {
  console.error(`PostgreSQL bench skipped: ${(error as Error).message}`);
} finally {
  await adminClient.end().catch(() => undefined);
}
