import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { channels, customProductNames } from "../../app/db/schema";
import { ensureCatalogue } from "../../app/services/catalogue/bootstrap.server";
import { importCatalogueText } from "../../app/services/catalogue/import/catalogue.server";
import { IMPORTED_SOURCE, syncSeedCatalogue } from "../../app/services/catalogue/import/seed-sync.server";
import { CSV_HEADER, createCompany, seedCatalogue } from "./catalogue-helpers";
import { usePrivateDatabase } from "./support/private-database";

/**
 * Decision 085: the seed catalogue (app/services/catalogue/data/catalogue.csv) was read only into an
 * empty database, so a database seeded before the `languages` column kept jobup.ch without French
 * (and Kleine Zeitung for all of Austria) until someone ran `npm run import:catalogue`. Now every
 * start brings the seed's channels up to date, except channels an import wrote and companies' own.
 */
const SEED = fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv"), "utf8");
const SEED_SLUGS = SEED.split("\n")
  .slice(1)
  .filter(Boolean)
  .map((line) => line.split(",")[0]);

async function rows(slugs: string[]) {
  const db = await getDb();
  const found = await db
    .select({
      slug: channels.slug,
      languages: channels.languages,
      locationIds: channels.locationIds,
      categoryIds: channels.categoryIds,
      priceCents: channels.priceCents,
      editorialBoost: channels.editorialBoost,
      catalogueSource: channels.catalogueSource,
      updatedAt: channels.updatedAt,
    })
    .from(channels)
    .where(inArray(channels.slug, slugs));
  return new Map(found.map((r) => [r.slug, r]));
}

/** A row as a database seeded before decision 085 holds it: no origin, languages as migration 0035 left them. */
async function asBefore085(slug: string, change: Partial<typeof channels.$inferInsert> = {}) {
  const db = await getDb();
  await db
    .update(channels)
    .set({ catalogueSource: null, languages: [], ...change })
    .where(eq(channels.slug, slug));
}

// on PostgreSQL the files share one database: these tests empty tables and make a seed slug a company's
usePrivateDatabase();

beforeAll(async () => {
  // taxonomy and job titles, no channels: ensureCatalogue's first start
  await seedCatalogue({ withSeedCatalogue: false });
});

describe("the seed catalogue at start (decision 085)", () => {
  it("fills an empty database, each channel marked as the seed's, and writes nothing the next time", async () => {
    await ensureCatalogue();
    const first = await rows(SEED_SLUGS);
    expect(first.size).toBe(SEED_SLUGS.length);
    expect([...first.values()].every((r) => r.catalogueSource?.startsWith("seed:"))).toBe(true);
    expect(first.get("jobup-ch")?.languages).toEqual(["fr"]);

    const again = await syncSeedCatalogue(SEED);
    expect(again).toEqual({ inserted: 0, updated: 0, kept: 0, current: SEED_SLUGS.length });
    const second = await rows(SEED_SLUGS);
    expect([...second.values()].filter((r) => r.updatedAt.getTime() !== first.get(r.slug)!.updatedAt.getTime())).toEqual([]);
  });

  it("applies a changed seed row to a channel the seed wrote", async () => {
    // the database was seeded with an earlier seed that gave Devex a boost of 90
    const earlier = SEED.replace(/^(devex,.*,)15,$/m, "$190,");
    expect(earlier).not.toBe(SEED);
    await syncSeedCatalogue(earlier);
    expect((await rows(["devex"])).get("devex")?.editorialBoost).toBe(90);
    const result = await syncSeedCatalogue(SEED);
    expect(result).toMatchObject({ inserted: 0, updated: 1 });
    expect((await rows(["devex"])).get("devex")?.editorialBoost).toBe(15);
  });

  it("brings rows of before decision 085 up to the seed when they are as a seed version wrote them", async () => {
    // jobup.ch without the languages column; Kleine Zeitung as the seed listed it before d1a6889
    await asBefore085("jobup-ch");
    await asBefore085("kleine-zeitung-jobs", { locationIds: ["AT.styria", "AT"] });
    const result = await syncSeedCatalogue(SEED);
    expect(result).toMatchObject({ updated: 2, kept: 0 });
    const after = await rows(["jobup-ch", "kleine-zeitung-jobs"]);
    expect(after.get("jobup-ch")).toMatchObject({ languages: ["fr"], catalogueSource: expect.stringMatching(/^seed:/) });
    expect(after.get("kleine-zeitung-jobs")?.locationIds).toEqual(["AT.styria"]);
  });

  it("keeps a row of before decision 085 that no seed version wrote (an earlier import's), and looks at it once", async () => {
    await asBefore085("stepstone-de", { priceCents: 123_45 });
    const first = await syncSeedCatalogue(SEED);
    expect(first).toMatchObject({ inserted: 0, updated: 0, kept: 1 });
    const kept = (await rows(["stepstone-de"])).get("stepstone-de");
    expect(kept).toMatchObject({ priceCents: 123_45, catalogueSource: IMPORTED_SOURCE });
    expect(await syncSeedCatalogue(SEED)).toMatchObject({ updated: 0, kept: 1 });
    expect((await rows(["stepstone-de"])).get("stepstone-de")?.priceCents).toBe(123_45);
  });

  it("never replaces a channel an import wrote, nor a company's own channel or names", async () => {
    // an operator's file gives Indeed UK another price and category, and Monster UK its own text
    // with the seed's facts
    await importCatalogueText(`${CSV_HEADER}\nindeed-gb,Indeed UK,https://uk.indeed.com,aggregator,generic,GB,,,,,aggregator,30,1,999,,1,1,,0,0,95\n`, "csv");
    const monster = SEED.split("\n").find((line) => line.startsWith("monster-gb,"))!;
    await importCatalogueText(`${SEED.split("\n")[0]},focus_en\n${monster},"Our account manager: Jane"\n`, "csv");
    // a company's own channel holds a slug the seed ships later
    const company = await createCompany("seed-sync");
    const db = await getDb();
    await db.delete(channels).where(eq(channels.slug, "reed"));
    await importCatalogueText(`${CSV_HEADER},company\nreed,Our Reed account,https://www.reed.co.uk,job_board,generic,GB,,,,,,30,1,0,,0,1,,0,0,0,${company.tenantSlug}\n`, "csv");
    const [totaljobs] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, "totaljobs"));
    await db.insert(customProductNames).values({ companyId: company.id, channelId: totaljobs.id, name: "Totaljobs (our account)" });

    const result = await syncSeedCatalogue(SEED);
    expect(result).toMatchObject({ inserted: 0, updated: 0 });
    const after = await rows(["indeed-gb", "reed"]);
    expect(after.get("indeed-gb")).toMatchObject({ priceCents: 99_900, categoryIds: ["aggregator"], catalogueSource: expect.stringMatching(/^import:/) });
    const [monsterUk] = await db.select({ focus: channels.focus }).from(channels).where(eq(channels.slug, "monster-gb"));
    expect(monsterUk.focus.en).toBe("Our account manager: Jane");
    const [reed] = await db.select({ name: channels.name, companyId: channels.companyId }).from(channels).where(eq(channels.slug, "reed"));
    expect(reed).toEqual({ name: "Our Reed account", companyId: company.id });
    const [own] = await db
      .select({ name: customProductNames.name })
      .from(customProductNames)
      .where(sql`${customProductNames.companyId} = ${company.id}`);
    expect(own.name).toBe("Totaljobs (our account)");
  });

  it("takes back a channel whose import was the seed's own row (`npm run import:catalogue` of the seed file)", async () => {
    const line = SEED.split("\n").find((l) => l.startsWith("totaljobs,"))!;
    await importCatalogueText(`${SEED.split("\n")[0]}\n${line}\n`, "csv");
    expect((await rows(["totaljobs"])).get("totaljobs")?.catalogueSource).toMatch(/^import:/);
    expect(await syncSeedCatalogue(SEED)).toMatchObject({ inserted: 0, updated: 0 });
    expect((await rows(["totaljobs"])).get("totaljobs")?.catalogueSource).toMatch(/^seed:/);
    // and follows the seed's next change
    expect(await syncSeedCatalogue(SEED.replace(/^(totaljobs,.*,)100,$/m, "$199,"))).toMatchObject({ updated: 1 });
    expect((await rows(["totaljobs"])).get("totaljobs")?.editorialBoost).toBe(99);
    await syncSeedCatalogue(SEED);
  });

  it("adds a channel the seed gained since", async () => {
    const db = await getDb();
    await db.delete(channels).where(eq(channels.slug, "hokify"));
    expect(await syncSeedCatalogue(SEED)).toMatchObject({ inserted: 1 });
    expect((await rows(["hokify"])).get("hokify")?.catalogueSource).toMatch(/^seed:/);
  });

  it("writes the search's tiers into the seed's rows written before them (decision 087)", async () => {
    const db = await getDb();
    // as migration 0042 leaves a row: every word in search_text, no specialism
    await db.update(channels).set({ searchSpecialism: "", searchLabels: "" }).where(eq(channels.slug, "medi-jobs"));
    expect(await syncSeedCatalogue(SEED)).toMatchObject({ updated: 1 });
    const [row] = await db.select({ searchSpecialism: channels.searchSpecialism }).from(channels).where(eq(channels.slug, "medi-jobs"));
    expect(row.searchSpecialism).toContain("Gesundheit & Pflege");
    expect(await syncSeedCatalogue(SEED)).toMatchObject({ updated: 0 });
  });
});
