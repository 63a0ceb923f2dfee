/**
 * `npm run import:market-data [-- <reference-data dir>] [--from-ilostat [--since=2020]]`: the
 * labour-market statistics for market insights (app/services/market/import.server.ts).
 * Default dir: REFERENCE_DATA_DIR or ../shared/reference-data (its labour-market/ folder).
 * --from-ilostat downloads ILOSTAT's current tables from its public SDMX API instead (internet
 * needed). Stop the app first when it runs on PGlite (one process per data folder).
 */
import path from "node:path";
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { parseEnv } from "../app/platform/env.server";
import { importFromIlostat, importMarketData, LABOUR_MARKET_DIR, marketFilesPresent } from "../app/services/market/import.server";

const args = process.argv.slice(2);
const fromIlostat = args.includes("--from-ilostat");
const since = Number(args.find((a) => a.startsWith("--since="))?.slice("--since=".length) ?? new Date().getUTCFullYear() - 6);
const dirArg = args.find((a) => !a.startsWith("--"));
const dir = dirArg ? path.resolve(dirArg) : referenceDataDir();

const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
try {
  await runMigrations(handle);
  const started = Date.now();
  if (!fromIlostat && !marketFilesPresent(dir)) {
    console.error(`No labour-market files in ${path.join(dir, LABOUR_MARKET_DIR)}.`);
    process.exitCode = 1;
  } else {
    const result = fromIlostat ? await importFromIlostat({ startYear: since }) : await importMarketData(dir);
    for (const s of result.sources) console.log(`${s.id}: ${s.figures} figures for ${s.countries.join(", ")}`);
    console.log(`Imported in ${Date.now() - started} ms. Source: ILOSTAT, International Labour Organization (CC BY 4.0); Nesta / Eurostat EU-LFS.`);
  }
} finally {
  await handle.close();
}
