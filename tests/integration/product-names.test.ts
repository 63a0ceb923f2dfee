import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { channels } from "../../app/db/schema";
import { EMPTY_CRITERIA } from "../../app/lib/catalogue/criteria";
import { campaignOutcomes } from "../../app/models/campaign-outcomes.server";
import { fillMissingChannelNames } from "../../app/models/channel.server";
import { loader as builderLoader } from "../../app/routes/campaigns/builder";
import { loader as checkoutLoader } from "../../app/routes/campaigns/checkout";
import { loader as orderedLoader } from "../../app/routes/campaigns/ordered";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { loader as logoLoader } from "../../app/routes/resources/channel-logo";
import { requireCampaignSummary } from "../../app/services/campaigns/summary.server";
import { getChannelDetails, searchChannels } from "../../app/services/catalogue/catalogue.server";
import { importCatalogueText, namesInCatalogueText } from "../../app/services/catalogue/import/catalogue.server";
import { CSV_HEADER, seedCatalogue } from "./catalogue-helpers";
import { insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { loadContext, requestWithSession, responseOf, signedInMember } from "./fixtures";

/**
 * Decision 084: a generic product's name is shown in the reader's language on every screen and
 * export ("Video job ad" → "Video-Stellenanzeige" / "Videovacature"); a brand's name is not
 * translated, and English readers see the catalogue's name unchanged.
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
type Locale = "en-US" | "de-DE" | "nl-NL";

const VIDEO = { "en-US": "Video job ad", "de-DE": "Video-Stellenanzeige", "nl-NL": "Videovacature" };
const EXTENSION = { "en-US": "Runtime extension +30 days", "de-DE": "Laufzeitverlängerung +30 Tage", "nl-NL": "Looptijdverlenging +30 dagen" };
const META = {
  "en-US": "Facebook & Instagram job campaign",
  "de-DE": "Facebook- & Instagram-Stellenkampagne",
  "nl-NL": "Facebook- & Instagram-vacaturecampagne",
};
const FAIR = "Jobmessen Deutschland";

const idOf = async (slug: string) => {
  const [row] = await (await getDb()).select({ id: channels.id }).from(channels).where(eq(channels.slug, slug));
  return row.id;
};

let ids: { video: string; extension: string; meta: string; stepstone: string; fair: string };

beforeAll(async () => {
  await seedCatalogue();
  ids = {
    video: await idOf("video-job-ad"),
    extension: await idOf("runtime-extension"),
    meta: await idOf("meta-job-campaign"),
    stepstone: await idOf("stepstone-de"),
    fair: await idOf("jobmessen-deutschland"),
  };
});

async function campaignWithProducts() {
  const member = await signedInMember();
  const campaign = await insertCampaign(
    member.company.id,
    { name: "Pflege Berlin", targetGroup: targetGroup("Pflegefachkraft", "Berlin") },
    [ids.stepstone, ids.meta, ids.video, ids.extension, ids.fair],
  );
  return { ...member, campaign };
}

describe("the seed catalogue's names (decision 084)", () => {
  it("gives the generic products of the defect German and Dutch names and leaves brands alone", async () => {
    const db = await getDb();
    const rows = await db.select({ slug: channels.slug, name: channels.name, names: channels.names }).from(channels);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const slug of [
      "runtime-extension",
      "listing-refresh",
      "job-ad-translation",
      "video-job-ad",
      "retargeting-campaign",
      "social-media-boost",
      "meta-job-campaign",
      "google-ads-job-campaign",
    ]) {
      const { names } = bySlug.get(slug)!;
      expect(names.de, slug).toBeTruthy();
      expect(names.nl, slug).toBeTruthy();
    }
    expect(bySlug.get("listing-refresh")!.names).toEqual({ de: "Anzeigen-Auffrischung nach 14 Tagen", nl: "Vacature opfrissen na 14 dagen" });
    expect(bySlug.get("job-ad-translation")!.names).toEqual({
      de: "Übersetzung der Stellenanzeige (EN/DE/NL)",
      nl: "Vertaling van de vacature (EN/DE/NL)",
    });
    // brands and the vendor's own product names read the same in every language
    for (const slug of ["stepstone-de", "indeed-de", "linkedin-job-post", "linkedin-sponsored-content", "karriere-at-top-job", "jobmessen-deutschland"]) {
      expect(bySlug.get(slug)!.names, slug).toEqual({});
    }
  });
});

describe("catalogue: cards, details dialog and search", () => {
  it("the search's cards and the details dialog name an add-on in the reader's language", async () => {
    const member = await signedInMember();
    for (const locale of ["en-US", "de-DE", "nl-NL"] as const) {
      const page = await searchChannels(member.company.id, { ...EMPTY_CRITERIA, text: "Video" }, { locale, kind: "addons" });
      expect(page.results.map((r) => r.name), locale).toContain(VIDEO[locale]);
      const details = await getChannelDetails(member.company.id, ids.video, locale);
      expect(details?.name).toBe(VIDEO[locale]);
      // the description's composed first sentence names it as the card does
      expect(details?.shortDescription.startsWith(`${VIDEO[locale]}:`), locale).toBe(true);
      expect((await getChannelDetails(member.company.id, ids.stepstone, locale))?.name).toBe("StepStone Deutschland");
    }
  });

  it("the card's logo is drawn from the name shown: its initials match (brands' logos are one image)", async () => {
    const member = await signedInMember();
    const session = { ...member.session, locale: "de-DE" } as typeof member.session;
    const initials = async (locale: Locale, id: string) => {
      const { logoUrl } = (await getChannelDetails(member.company.id, id, locale))!;
      const response = await responseOf(async () =>
        logoLoader(args(await requestWithSession(logoUrl, session), { file: logoUrl.split("/").pop()!.split("?")[0] })),
      );
      return { logoUrl, svg: await response.text() };
    };
    expect((await initials("de-DE", ids.extension)).svg).toContain(">L3<");
    expect((await initials("en-US", ids.extension)).svg).toContain(">RE<");
    const brand = await initials("de-DE", ids.stepstone);
    expect(brand.logoUrl).not.toContain("?");
    expect(brand.svg).toContain(">SD<");
  });

  it("a German reader finds an add-on by the name they see", async () => {
    const member = await signedInMember();
    const page = await searchChannels(member.company.id, { ...EMPTY_CRITERIA, text: "Laufzeitverlängerung" }, { locale: "de-DE", kind: "addons" });
    expect(page.results.map((r) => r.name)).toContain(EXTENSION["de-DE"]);
  });
});

describe("campaign screens and exports", () => {
  it("builder basket, checkout and order summary: translated names for de/nl, English unchanged", async () => {
    const { campaign, session } = await campaignWithProducts();
    for (const locale of ["en-US", "de-DE", "nl-NL"] as const) {
      const s = { ...session, locale } as typeof session;
      const builder = (await builderLoader(args(await requestWithSession(`/cb/?id=${campaign.id}`, s)))) as Exclude<
        Awaited<ReturnType<typeof builderLoader>>,
        Response
      >;
      const names = ["StepStone Deutschland", META[locale], VIDEO[locale], EXTENSION[locale], FAIR];
      expect(builder.basket.channels.map((c) => c.name), locale).toEqual(names);
      expect(builder.basket.channels.map((c) => c.isEvent)).toEqual([false, false, false, false, true]);
      const checkout = (await checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaign.id}`, s)))) as Exclude<
        Awaited<ReturnType<typeof checkoutLoader>>,
        Response
      >;
      expect(checkout.basket.channels.map((c) => c.name), locale).toEqual(names);
      const ordered = (await orderedLoader(args(await requestWithSession(`/campaigns/ordered/?id=${campaign.id}`, s)))) as Exclude<
        Awaited<ReturnType<typeof orderedLoader>>,
        Response
      >;
      expect(ordered.summary.channels.map((c) => c.name), locale).toEqual(names);
      // the performance page and budget advice read the summary
      const summary = await requireCampaignSummary(campaign.companyId, campaign.id, locale);
      expect(summary.channels.map((c) => c.name), locale).toEqual(names);
    }
  });

  it("share page: names and a job fair's days in the reader's words", async () => {
    const { campaign, session } = await campaignWithProducts();
    const expected: Record<Locale, { fair: string; board: string }> = {
      "en-US": { fair: "1-day event", board: "30 days" },
      "de-DE": { fair: "Veranstaltung, 1 Tag", board: "30 Tage" },
      "nl-NL": { fair: "Evenement van 1 dag", board: "30 dagen" },
    };
    for (const locale of ["en-US", "de-DE", "nl-NL"] as const) {
      const share = await shareLoader(
        args(await requestWithSession(`/share-campaign/?id=${campaign.id}`, { ...session, locale } as typeof session)),
      );
      const byName = new Map(share.data.channels.map((c) => [c.name, c]));
      expect(byName.get(VIDEO[locale])?.days, locale).toBe(expected[locale].board);
      expect(byName.get(FAIR)?.days, locale).toBe(expected[locale].fair);
      expect(byName.get("StepStone Deutschland")?.days, locale).toBe(expected[locale].board);
      expect(share.data.channelNames[ids.meta]).toBe(META[locale]);
    }
  });

  it("PDF in German: the add-on's German name and the fair's event days, not days online", async () => {
    const { campaign, session } = await campaignWithProducts();
    const response = await responseOf(async () =>
      exportLoader(
        args(await requestWithSession(`/resources/campaign-export/pdf?id=${campaign.id}`, { ...session, locale: "de-DE" } as typeof session), {
          format: "pdf",
        }),
      ),
    );
    expect(response.status).toBe(200);
    const file = path.join(os.tmpdir(), `names-${crypto.randomUUID()}.pdf`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" });
    fs.unlinkSync(file);
    expect(text).toContain(VIDEO["de-DE"]);
    expect(text).toContain(META["de-DE"]);
    expect(text).not.toContain("Video job ad");
    expect(text).toContain("StepStone Deutschland");
    expect(text).toMatch(/Dauer der Veranstaltung: 1 Tag/);
    expect(text).toMatch(/Tage online: 30/);
  });

  it("outcomes name the channels in the given language, else the catalogue's name", async () => {
    const { campaign, company } = await campaignWithProducts();
    const ordered = { ...campaign, orderedTotalCents: 0, orderedCurrency: "EUR" };
    const nl = await campaignOutcomes(company.id, ordered, undefined, "nl-NL");
    const plain = await campaignOutcomes(company.id, ordered);
    // no applications: every channel of the basket is still a row, with its name
    expect(nl.channels.map((c) => c.name)).toEqual(["StepStone Deutschland", META["nl-NL"], VIDEO["nl-NL"], EXTENSION["nl-NL"], FAIR]);
    expect(plain.channels.map((c) => c.name)).toEqual(["StepStone Deutschland", META["en-US"], VIDEO["en-US"], EXTENSION["en-US"], FAIR]);
  });
});

describe("import and existing databases", () => {
  it("a catalogue file's name_de/name_nl are stored; a row without them keeps one name", async () => {
    const header = `${CSV_HEADER},name_de,name_nl`;
    await importCatalogueText(
      `${header}\n` +
        `test-poster-boost,Poster boost,https://example.com,social_media,generic,,,,,,,30,1,10,,0,1,,1,0,0,Plakat-Boost,Posterboost\n` +
        `test-brand-board,BrandBoard,https://example.org,job_board,generic,DE,,,,,,30,1,10,,0,1,,0,0,0,,\n`,
      "csv",
    );
    const db = await getDb();
    const rows = await db.select({ slug: channels.slug, names: channels.names, searchSpecialism: channels.searchSpecialism }).from(channels);
    const poster = rows.find((r) => r.slug === "test-poster-boost")!;
    expect(poster.names).toEqual({ de: "Plakat-Boost", nl: "Posterboost" });
    // a channel's names are its own words: the first tier of the search (decision 087)
    expect(poster.searchSpecialism).toContain("Plakat-Boost");
    expect(rows.find((r) => r.slug === "test-brand-board")!.names).toEqual({});
  });

  it("a database seeded before the names gets them from the seed catalogue once; a name set since is kept", async () => {
    const db = await getDb();
    await db.update(channels).set({ names: {} }).where(eq(channels.slug, "video-job-ad"));
    await db.update(channels).set({ names: { de: "Unser Video" } }).where(eq(channels.slug, "retargeting-campaign"));
    const csv = fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv"), "utf8");
    const entries = namesInCatalogueText(csv, "csv");
    expect(entries.length).toBeGreaterThan(20);
    expect(await fillMissingChannelNames(entries)).toBe(1);
    const [video] = await db
      .select({ names: channels.names, searchSpecialism: channels.searchSpecialism })
      .from(channels)
      .where(eq(channels.slug, "video-job-ad"));
    expect(video.names).toEqual({ de: VIDEO["de-DE"], nl: VIDEO["nl-NL"] });
    expect(video.searchSpecialism).toContain(VIDEO["de-DE"]);
    const [retargeting] = await db.select({ names: channels.names }).from(channels).where(eq(channels.slug, "retargeting-campaign"));
    expect(retargeting.names).toEqual({ de: "Unser Video" });
    expect(await fillMissingChannelNames(entries)).toBe(0);
  });
});
