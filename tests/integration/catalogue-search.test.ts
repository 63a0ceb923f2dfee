import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "../../app/db/client.server";
import { clearAll } from "../../app/platform/cache.server";
import { channels, companies } from "../../app/db/schema";
import { CHANNEL_SEARCH_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from "../../app/lib/catalogue/constants";
import { EMPTY_CRITERIA, type ChannelCriteria } from "../../app/lib/catalogue/criteria";
import { scoreChannel } from "../../app/lib/catalogue/ranking";
import {
  hasTextMatch,
  listChannelSlugs,
  SEARCH_CACHE_TTL_MS,
  setTrackRecord,
} from "../../app/models/channel.server";
import { listProducts, searchChannels } from "../../app/services/catalogue/catalogue.server";
import { importCatalogueText } from "../../app/services/catalogue/import/catalogue.server";
import { CSV_HEADER, createCompany, seedCatalogue } from "./catalogue-helpers";

let companyId: string;
let otherCompanyId: string;
const criteria = (over: Partial<ChannelCriteria>): ChannelCriteria => ({ ...EMPTY_CRITERIA, ...over });
const tenantSlugOf = async (id: string) =>
  (await (await getDb()).select({ slug: companies.tenantSlug }).from(companies).where(eq(companies.id, id)))[0].slug;

beforeAll(async () => {
  await seedCatalogue();
  const company = await createCompany("search");
  const other = await createCompany("search-other");
  companyId = company.id;
  otherCompanyId = other.id;
  // one "my channel" for the other company: must never show up for the first
  await importCatalogueText(
    `${CSV_HEADER},company\nsecret-own-page,Secret Own Page,https://example.com,job_board,generic,DE,,,,,,30,1,0,,0,1,,0,0,0,${other.tenantSlug}\n`,
    "csv",
  );
});

describe("channel search", () => {
  it("pages 20 results by score descending and counts all hits", async () => {
    const page = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    expect(page.results).toHaveLength(CHANNEL_SEARCH_PAGE_SIZE);
    expect(page.totalHits).toBeGreaterThan(300);
    expect(page.order).toEqual({ offset: 0, limit: 20, orderBy: "_score", sortOrder: "desc" });
    const scores = page.results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("load more: the next page continues where the first ended", async () => {
    const first = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US", offset: 0, limit: 40 });
    const second = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US", offset: 20, limit: 20 });
    expect(second.results.map((r) => r.id)).toEqual(first.results.slice(20, 40).map((r) => r.id));
  });

  it("product list pages hold 24 purchasable products", async () => {
    const list = await listProducts(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    expect(list.results).toHaveLength(PRODUCT_LIST_PAGE_SIZE);
    expect(list.results.every((r) => r.availableForPurchase && !r.bundle_id)).toBe(true);
  });

  it("finds channels by full text, by prefix and despite a typo", async () => {
    const exact = await searchChannels(companyId, criteria({ text: "StepStone" }), { locale: "en-US" });
    expect(exact.results[0].name).toMatch(/StepStone/);
    const prefix = await searchChannels(companyId, criteria({ text: "nationale vac" }), { locale: "en-US" });
    expect(prefix.results[0].name).toBe("Nationale Vacaturebank");
    const typo = await searchChannels(companyId, criteria({ text: "Totaljbos" }), { locale: "en-US" });
    expect(typo.results.map((r) => r.name)).toContain("Totaljobs");
  });

  it("matches the stem of a word: nurse finds Nursing, engineers finds Engineer", async () => {
    const nurse = await searchChannels(companyId, criteria({ text: "nurse" }), { locale: "en-US" });
    expect(nurse.results.map((r) => r.name)).toEqual(expect.arrayContaining(["Nurse.com", "Nursing Times Jobs"]));
    const engineers = await searchChannels(companyId, criteria({ text: "engineers" }), { locale: "en-US" });
    expect(engineers.results.map((r) => r.name)).toContain("New Civil Engineer Jobs");
  });

  it("tolerates typos only when the words match nothing, also on a word inside the name", async () => {
    // "Monster" matches by its words: names merely similar to it stay out
    const words = await searchChannels(companyId, criteria({ text: "Monster" }), { locale: "en-US" });
    expect(words.totalHits).toBeGreaterThan(0);
    expect(words.results.every((r) => /monster/i.test(`${r.name} ${r.focus} ${r.shortDescription}`))).toBe(true);
    expect(await hasTextMatch(companyId, "Monster")).toBe(true);
    // a typo matches no word: similar names are found, also by one word of a longer name
    expect(await hasTextMatch(companyId, "Stepstnoe")).toBe(false);
    const typo = await searchChannels(companyId, criteria({ text: "Stepstnoe" }), { locale: "en-US" });
    expect(typo.results.length).toBeGreaterThan(1);
    expect(typo.results.every((r) => r.name.startsWith("StepStone"))).toBe(true);
  });

  it("remembers per company whether a text matches, until channels are written or a minute has passed", async () => {
    expect(await hasTextMatch(companyId, "Quokkaboard")).toBe(false);
    expect(await hasTextMatch(otherCompanyId, "Quokkaboard")).toBe(false);
    // an import (upsertChannels) forgets the answers at once; the other company's own channel
    // matches for it, never for the first company
    await importCatalogueText(
      `${CSV_HEADER},company\nquokkaboard,Quokkaboard Careers,https://example.com,job_board,generic,DE,,,,,,30,1,0,,0,1,,0,0,0,${(await tenantSlugOf(otherCompanyId))}\n`,
      "csv",
    );
    expect(await hasTextMatch(otherCompanyId, "Quokkaboard")).toBe(true);
    expect(await hasTextMatch(companyId, "Quokkaboard")).toBe(false);
    // a change that did not go through upsertChannels (another app instance's import) is seen
    // once the answer is older than a minute
    const db = await getDb();
    await db.update(channels).set({ companyId: null }).where(eq(channels.slug, "quokkaboard"));
    expect(await hasTextMatch(companyId, "Quokkaboard")).toBe(false);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    try {
      expect(await hasTextMatch(companyId, "Quokkaboard")).toBe(true);
    } finally {
      clock.mockRestore();
      await db.delete(channels).where(eq(channels.slug, "quokkaboard"));
      clearAll();
    }
  });

  it("keeps a search's page and counts for a minute per company, forgets them when channels or track records are written", async () => {
    const db = await getDb();
    const slugOf = await tenantSlugOf(otherCompanyId);
    // the other company's own channel: invisible to the first company
    await importCatalogueText(
      `${CSV_HEADER},company\nmemoboard,Memoboard Careers,https://example.com,job_board,generic,DE,,,,,,30,1,0,,0,1,,0,0,0,${slugOf}\n`,
      "csv",
    );
    // (similar names of other channels may be found too: only this one matters)
    const found = async () =>
      (await searchChannels(companyId, criteria({ text: "Memoboard" }), { locale: "en-US" })).results.some(
        (r) => r.name === "Memoboard Careers",
      );
    const landing = () => searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    expect(await found()).toBe(false);
    const before = (await landing()).totalHits;
    try {
      // a change that did not go through this module (another app instance's import): the kept
      // answers stand…
      await db.update(channels).set({ companyId: null }).where(eq(channels.slug, "memoboard"));
      expect(await found()).toBe(false);
      expect((await landing()).totalHits).toBe(before);
      // …until a track record is written through it
      const [memoboard] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, "memoboard"));
      await setTrackRecord(memoboard.id, { campaigns: 1, clicks: 10, applicants: 1 });
      expect(await found()).toBe(true);
      expect((await landing()).totalHits).toBe(before + 1);
      // or until the answer is older than a minute
      await db.update(channels).set({ companyId: otherCompanyId }).where(eq(channels.slug, "memoboard"));
      expect(await found()).toBe(true);
      const now = Date.now();
      const clock = vi.spyOn(Date, "now").mockReturnValue(now + SEARCH_CACHE_TTL_MS + 1_000);
      try {
        expect(await found()).toBe(false);
        expect((await landing()).totalHits).toBe(before);
      } finally {
        clock.mockRestore();
      }
    } finally {
      await db.delete(channels).where(eq(channels.slug, "memoboard"));
      clearAll();
    }
  });

  it("finds channels by words in another language (Pflege → nursing boards)", async () => {
    const result = await searchChannels(companyId, criteria({ text: "Pflege" }), { locale: "de-DE" });
    expect(result.totalHits).toBeGreaterThan(0);
    expect(result.results.some((r) => r.name === "Nursing Times Jobs" || r.name === "Nurse.com")).toBe(true);
  });

  it("never shows another company's own channels", async () => {
    const mine = await searchChannels(companyId, criteria({ text: "Secret Own Page" }), { locale: "en-US" });
    expect(mine.results.map((r) => r.name)).not.toContain("Secret Own Page");
    const theirs = await searchChannels(otherCompanyId, criteria({ text: "Secret Own Page" }), { locale: "en-US" });
    expect(theirs.results[0]).toMatchObject({ name: "Secret Own Page", isMyChannel: true });
  });

  it("excludes products already in the basket", async () => {
    const all = await searchChannels(companyId, criteria({ locationIds: ["NL"] }), { locale: "en-US", limit: 5 });
    const basket = all.results.slice(0, 2).map((r) => r.id);
    const rest = await searchChannels(companyId, criteria({ locationIds: ["NL"] }), { locale: "en-US", limit: 5, excludeIds: basket });
    expect(rest.results.map((r) => r.id)).not.toContain(basket[0]);
    expect(rest.results.map((r) => r.id)).not.toContain(basket[1]);
    expect(rest.totalHits).toBe(all.totalHits - 2);
  });

  it("leaves add-ons out of the channel search and lists them on their own", async () => {
    const channels = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US", limit: 500 });
    expect(channels.results.some((r) => r.isAddon)).toBe(false);
    const addons = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US", kind: "addons", limit: 50 });
    expect(addons.results.length).toBeGreaterThan(5);
    expect(addons.results.every((r) => r.isAddon)).toBe(true);
    const events = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US", kind: "events", limit: 50 });
    expect(events.results.length).toBeGreaterThan(0);
    expect(events.results.every((r) => r.isEvent)).toBe(true);
  });

  it("answers in the user's language", async () => {
    const de = await searchChannels(companyId, criteria({ text: "CWJobs" }), { locale: "de-DE" });
    expect(de.results[0].focus).toBe("Jobbörse für IT & Software im Vereinigten Königreich");
    const nl = await searchChannels(companyId, criteria({ text: "CWJobs" }), { locale: "nl-NL" });
    expect(nl.results[0].focus).toBe("Vacaturesite voor IT & software in het Verenigd Koninkrijk");
  });
});

describe("ranking", () => {
  it("ranks a niche board for the exact function above generic boards of the same country", async () => {
    const result = await searchChannels(companyId, criteria({ jobFunctionIds: ["it"], locationIds: ["GB"] }), { locale: "en-US", limit: 5 });
    expect(result.results[0].audience).toBe("niche");
    expect(["CWJobs", "Technojobs"]).toContain(result.results[0].name);
  });

  it("matches the SQL score with scoreChannel() for the same facts", async () => {
    const result = await searchChannels(companyId, criteria({ jobFunctionIds: ["it-dev"], locationIds: ["DE.berlin.berlin"] }), {
      locale: "en-US",
      limit: 50,
    });
    const berlinStartups = result.results.find((r) => r.name === "Berlin Startup Jobs")!;
    // targets IT (parent of it-dev) → related; targets Berlin region (parent of the city) → covering
    expect(berlinStartups.match).toMatchObject({ jobFunction: "related", location: "covering" });
    expect(berlinStartups.score).toBe(scoreChannel({ jobFunction: "related", location: "covering", editorialBoost: 0.2 }));
  });

  it("lifts a channel with a good track record", async () => {
    const q = criteria({ locationIds: ["EE"] });
    const before = await searchChannels(companyId, q, { locale: "en-US", limit: 50 });
    // a bookable one: those a recruiter cannot book follow them whatever their score (nineteenth session)
    const last = before.results.filter((r) => r.countries.includes("EE") && r.availableForPurchase && !r.bundle_id).at(-1)!;
    const slugs = await listChannelSlugs(null);
    expect(slugs.some((s) => s.id === last.id)).toBe(true);
    await setTrackRecord(last.id, { campaigns: 10, clicks: 5000, applicants: 600 });
    const after = await searchChannels(companyId, q, { locale: "en-US", limit: 50 });
    const moved = after.results.find((r) => r.id === last.id)!;
    expect(moved.score).toBeGreaterThan(last.score);
    expect(after.results.findIndex((r) => r.id === last.id)).toBeLessThan(before.results.findIndex((r) => r.id === last.id));
  });
});
