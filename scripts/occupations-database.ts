import { PGlite } from "@electric-sql/pglite";
import { openDatabase, PGLITE_EXTENSIONS, runMigrations, setDatabase } from "../app/db/client.server";
import { importOccupations } from "../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../app/services/catalogue/import/taxonomy.server";

/**
 * A fresh in-memory database with the taxonomy and the ESCO occupations of `dir` imported, set as
 * the app's database: what eval:job-titles and compare:title-resolution look titles up in.
 */
export async function occupationsDatabase(dir: string) {
  const pglite = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  setDatabase(handle);
  await runMigrations(handle);
  await seedTaxonomy();
  await importOccupations(dir);
  return handle;
}
