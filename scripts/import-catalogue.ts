/**
 * `npm run import:catalogue -- <file.json|file.csv> [more files]`: channels in the format of
 * docs/catalogue-import.md, upserted by slug. One invalid row stops the file (nothing written) and
 * every problem is listed with its row and field. Stop the app first when it runs on PGlite.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { countTaxonomy } from "../app/models/taxonomy.server";
import { CatalogueImportError, importCatalogueText } from "../app/services/catalogue/import/catalogue.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";
import { parseEnv } from "../app/platform/env.server";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Usage: npm run import:catalogue -- <file.json|file.csv> [more files]");
  process.exit(2);
}
const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
let failed = false;
try {
  await runMigrations(handle);
  if ((await countTaxonomy()).functions === 0) await seedTaxonomy();
  for (const file of files) {
    const ext = path.extname(file).toLowerCase();
    if (ext !== ".csv" && ext !== ".json") {
      console.error(`${file}: only .csv and .json files can be imported`);
      failed = true;
      continue;
    }
    try {
      const result = await importCatalogueText(fs.readFileSync(file, "utf8"), ext === ".csv" ? "csv" : "json");
      console.log(`${file}: ${result.inserted} new, ${result.updated} updated, ${result.skipped} skipped.`);
    } catch (error) {
      failed = true;
      if (error instanceof CatalogueImportError) console.error(`${file}: ${error.message}`);
      else throw error;
    }
  }
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
