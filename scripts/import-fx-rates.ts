/**
 * `npm run import:fx-rates [-- <file.csv>]` (issue 51 §4): the European Central Bank's euro
 * reference rates in its own CSV layout (`eurofxref.csv` for one day, `eurofxref-hist.csv` for
 * history), default `$REFERENCE_DATA_DIR/fx/eurofxref.csv`. Read where it lies, never copied into
 * the repository. A file in another layout stops the import and names the line. Baskets and
 * checkouts convert with the latest day from now on; placed orders keep the rates they were
 * placed with (decision 079). Stop the app first when it runs on PGlite (one process per folder).
 */
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { defaultFxRatesFile, importFxRatesFile } from "../app/services/fx/rates.server";
import { parseEnv } from "../app/platform/env.server";

const file = process.argv[2] ?? defaultFxRatesFile();
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
let exitCode = 0;
try {
  await runMigrations(handle);
  const result = await importFxRatesFile(file);
  console.log(`${result.rates} rates of ${result.days} day(s) (${result.first} … ${result.last}) imported from ${file}`);
  console.log(`Exchange rates: European Central Bank reference rates of ${result.last}`);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
