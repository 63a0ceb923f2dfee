import fs from "node:fs";
import path from "node:path";
import { getDb } from "../../app/db/client.server";
import { companies } from "../../app/db/schema";
import { importCatalogueText } from "../../app/services/catalogue/import/catalogue.server";
import { builtinTitles } from "../../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../../app/services/catalogue/import/taxonomy.server";
import { replaceJobTitles } from "../../app/models/taxonomy.server";
import { clearAll } from "../../app/platform/cache.server";

/** Shared set-up of the catalogue tests: every test file owns its database clone. */
export async function createCompany(slug: string) {
  const db = await getDb();
  const [row] = await db
    .insert(companies)
    .values({ name: `Test ${slug}`, tenantSlug: `${slug}-${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: companies.id, tenantSlug: companies.tenantSlug });
  return row;
}

export async function seedCatalogue({ withSeedCatalogue = true } = {}) {
  clearAll();
  await seedTaxonomy();
  await replaceJobTitles(builtinTitles(), "builtin");
  if (withSeedCatalogue) {
    const csv = fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv"), "utf8");
    await importCatalogueText(csv, "csv");
  }
}

export const CSV_HEADER =
  "slug,name,homepage,type,audience,locations,job_functions,industries,seniorities,working_terms,categories,duration_days,process_days,price_eur,crosspostings,html_posting,purchasable,bundle,addon,event,boost";
