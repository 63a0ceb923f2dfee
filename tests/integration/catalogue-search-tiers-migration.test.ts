import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { EMPTY_CRITERIA } from "../../app/lib/catalogue/criteria";
import { functionsOutsideSector } from "../../app/lib/catalogue/ranking";
import { getTaxonomy } from "../../app/models/taxonomy.server";
import { forgetChannelSearches } from "../../app/models/channel.server";
import { searchChannels } from "../../app/services/catalogue/catalogue.server";
import { createCompany, seedCatalogue } from "./catalogue-helpers";
import { usePrivateDatabase } from "./support/private-database";

/**
 * Decision 087 addendum: migration 0042 added the search's tiers but wrote them for no row. The seed
 * sync at start rewrote the seed's own rows; a row an operator imported (or a company's own channel)
 * kept its single tier — every word of it, category labels too, counted as a specialism — until it was
 * imported again. Migration 0043 writes the tiers of every such row from its stored facts, as the
 * import composes them.
 */
const MIGRATION = fs.readFileSync(path.resolve("app/db/migrations/0043_channel_search_tiers_for_every_row.sql"), "utf8");

// this file rewrites every channel's search columns
usePrivateDatabase();

type Tiers = { slug: string; search_specialism: string; search_labels: string; search_text: string };
async function tiers() {
  const db = await getDb();
  const result = await db.execute(sql`select slug, search_specialism, search_labels, search_text from channels order by slug`);
  return result.rows as Tiers[];
}

let companyId: string;
let imported: Tiers[];
beforeAll(async () => {
  await seedCatalogue();
  companyId = (await createCompany("search-tiers")).id;
  imported = await tiers();
  // every row as a database of before migration 0042 holds it after 0042: one text, no tiers
  const db = await getDb();
  await db.execute(sql`update channels set search_text = search_specialism || ' ' || search_labels || ' ' || search_text, search_specialism = '', search_labels = ''`);
  forgetChannelSearches();
});

const firstFive = async () =>
  (await searchChannels(companyId, { ...EMPTY_CRITERIA, text: "Pflege" }, { locale: "de-DE" })).results.slice(0, 5).map((r) => r.name);

describe("migration 0043: the search's tiers for rows no import wrote since 0042", () => {
  it("writes each row's tiers as the import writes them, and 'Pflege' ranks as after an import", async () => {
    const before = await firstFive();
    // one tier: the frontline category's label 'Gewerbliche, Pflege- & Fahrerjobs' counts as much as a
    // nursing board's own field
    expect((await tiers()).every((row) => row.search_specialism === "")).toBe(true);
    const db = await getDb();
    for (const statement of MIGRATION.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    forgetChannelSearches();
    const words = (value: string) => value.split(" ").filter(Boolean).sort();
    const after = await tiers();
    expect(after.length).toBe(imported.length);
    // since the nineteenth session the import ranks a sector's board's functions outside its
    // sector's trades as a label (ranking.ts functionsOutsideSector: Devex's Healthcare); 0043 wrote
    // them as the import of its day did, in the specialism: the same words, one tier apart
    const taxonomy = await getTaxonomy();
    const facts = new Map(
      ((await db.execute(sql`select slug, industry_ids, job_function_ids, category_ids from channels`)).rows as {
        slug: string;
        industry_ids: string[];
        job_function_ids: string[];
        category_ids: string[];
      }[]).map((r) => [r.slug, { industryIds: r.industry_ids, jobFunctionIds: r.job_function_ids, categoryIds: r.category_ids }]),
    );
    let moved = 0;
    for (const [i, row] of after.entries()) {
      const expected = imported[i];
      if (functionsOutsideSector(facts.get(row.slug)!, (id) => taxonomy.functionTree.ancestors(id)).length > 0) {
        moved++;
        const tiersAB = (r: Tiers) => words(`${r.search_specialism} ${r.search_labels}`).filter((w, k, all) => all.indexOf(w) === k);
        expect({ slug: row.slug, words: tiersAB(row), text: words(row.search_text) }).toEqual({ slug: expected.slug, words: tiersAB(expected), text: words(expected.search_text) });
        continue;
      }
      expect({ slug: row.slug, specialism: row.search_specialism, labels: words(row.search_labels), text: words(row.search_text) }).toEqual({
        slug: expected.slug,
        specialism: expected.search_specialism,
        labels: words(expected.search_labels),
        text: words(expected.search_text),
      });
    }
    expect(moved).toBeGreaterThan(0);
    const names = await firstFive();
    expect(names).toEqual(expect.arrayContaining(["Nurse.com", "Nursing Times Jobs"]));
    expect(names).not.toEqual(before);
  });
});
