/**
 * `npm run import:occupations [-- <reference-data dir>]`: ESCO occupations (en, de, nl) and ISCO-08
 * groups → job titles mapped to job functions (app/services/catalogue/import/occupations.server.ts).
 * Default dir: REFERENCE_DATA_DIR or ../shared/reference-data. Without the ESCO files the built-in
 * list is written instead. Stop the app first when it runs on PGlite (one process per data folder).
 */
import path from "node:path";
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { countTaxonomy } from "../app/models/taxonomy.server";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { escoFilesPresent, importOccupations } from "../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";
import { parseEnv } from "../app/platform/env.server";

const env = parseEnv(process.env);
const dir = process.argv[2] ? path.resolve(process.argv[2]) : referenceDataDir();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
try {
  await runMigrations(handle);
  if ((await countTaxonomy()).functions === 0) await seedTaxonomy();
  if (!escoFilesPresent(dir)) console.warn(`No ESCO files in ${dir}/esco-isco: writing the built-in job titles.`);
  const started = Date.now();
  const result = await importOccupations(dir);
  console.log(
    `Imported ${result.titles} job titles (${result.source}), ${result.labels} labels, ${result.iscoGroups} ISCO groups in ${Date.now() - started} ms.`,
  );
  if (result.unmapped.length) console.warn(`${result.unmapped.length} occupations had no job function:`, result.unmapped.slice(0, 10));
} finally {
  await handle.close();
}
