/**
 * `npm run import:fx-rates [-- <file.csv>]` (issue 51 §4): the European Central Bank's euro
 * reference rates in its own CSV layout (`eurofxref.csv` for one day, `eurofxref-hist.csv` for
 * history), default `$REFERENCE_DATA_DIR/fx/eurofxref.csv`. Read where it lies, never copied into
 * the repository. A file in another layout stops the import and names the line. Stop the app first
 * when it runs on PGlite (one process per folder).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { parseEcbCsv } from "../app/lib/fx";
import { upsertFxRates } from "../app/models/fx-rate.server";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { parseEnv } from "../app/platform/env.server";

const file = process.argv[2] ?? path.join(referenceDataDir(), "fx", "eurofxref.csv");
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
let exitCode = 0;
try {
  await runMigrations(handle);
  const rates = parseEcbCsv(fs.readFileSync(file, "utf8"));
  const days = await upsertFxRates(rates);
  const dates = [...new Set(rates.map((r) => r.date))].sort();
  console.log(`${rates.length} rates of ${days} day(s) (${dates[0]} … ${dates.at(-1)}) imported from ${file}`);
  console.log("Exchange rates: European Central Bank reference rates");
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
