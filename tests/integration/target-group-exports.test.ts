import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { jobFunctions, jobTitleLabels, jobTitles, locations, taxonomyTerms } from "../../app/db/schema";
import type { TargetGroup } from "../../app/lib/campaign/target-group";
import { invalidateTaxonomy } from "../../app/models/taxonomy.server";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

/** Decision 068: a target group saved in English is shown in the viewer's language in shares and exports. */
const run = randomUUID().slice(0, 6);
const ids = { fn: `x-health-${run}`, title: `x-nurse-${run}`, city: `DE.x${run}.cologne`, industry: `x-care-${run}` };

beforeAll(async () => {
  const db = await getDb();
  await db.insert(jobFunctions).values({ id: ids.fn, labelEn: `Healthcare ${run}`, labelDe: `Gesundheit ${run}`, labelNl: `Zorg ${run}` });
  await db.insert(jobTitles).values({ id: ids.title, jobFunctionId: ids.fn, labelEn: `Nurse${run}`, labelDe: `Pflegekraft${run}`, labelNl: `Verpleegkundige${run}` });
  await db.insert(jobTitleLabels).values({ jobTitleId: ids.title, lang: "en", label: `Nurse${run}`, preferred: true });
  await db.insert(locations).values({
    id: ids.city,
    kind: "city",
    countryCode: "DE",
    parentId: null,
    nameEn: "Cologne",
    nameDe: "Köln",
    nameNl: "Keulen",
    labelEn: "Cologne, Germany",
    labelDe: "Köln, Deutschland",
    labelNl: "Keulen, Duitsland",
    canonicalName: "Cologne, Germany",
    searchText: `cologne ${run}`,
  });
  await db.insert(taxonomyTerms).values({ vocabulary: "industry", id: ids.industry, labelEn: `Social care ${run}`, labelDe: `Sozialwesen ${run}`, labelNl: `Welzijn ${run}` });
  invalidateTaxonomy();
});

/** A campaign whose target group was saved with the given labels (job title, function, places, industries). */
async function savedCampaign(values: { name: string; status?: string; orderedAt?: Date; orderedTotalCents?: number }, tg: TargetGroup) {
  const member = await signedInMember();
  const channel = await createChannel({ name: `Board ${run}`, priceCents: 10_000, durationDays: 30 });
  const campaign = await insertCampaign(member.company.id, { ...values, targetGroup: tg }, [channel.id]);
  return { ...member, campaign };
}

const englishCampaign = () =>
  savedCampaign(
    { name: "Nurses" },
    {
      jobTitle: { id: ids.title, label: `Nurse${run}` },
      jobFunction: { id: ids.fn, label: `Healthcare ${run}` },
      regions: [{ id: ids.city, label: "Cologne, Germany" }, { id: "gone-place", label: "Somewhere saved" }],
      industries: [],
    },
  );

describe("stored target-group labels in the viewer's language", () => {
  it("the share page in German", async () => {
    const { campaign } = await englishCampaign();
    // a visitor without a session: the language from the browser
    const request = new Request(`http://localhost/share-campaign/?id=${campaign.id}`, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    const result = (await shareLoader({ request, params: {}, context: loadContext() })) as unknown as { data: { jobTitle: string; locations: string[] } };
    expect(result.data.jobTitle).toBe(`Pflegekraft${run}`);
    // an id the catalogue no longer knows keeps its saved label
    expect(result.data.locations).toEqual(["Köln, Deutschland", "Somewhere saved"]);
  });

  it("the PDF and Word exports in German", async () => {
    const { campaign, session } = await englishCampaign();
    const exported = async (format: string) =>
      responseOf(async () =>
        exportLoader({ request: await requestWithSession(`/resources/campaign-export/${format}?id=${campaign.id}`, { ...session, locale: "de-DE" }), params: { format }, context: loadContext() }),
      );
    const file = path.join(os.tmpdir(), `export-${randomUUID()}`);
    fs.writeFileSync(`${file}.pdf`, Buffer.from(await (await exported("pdf")).arrayBuffer()));
    const pdf = execFileSync("pdftotext", ["-layout", `${file}.pdf`, "-"], { encoding: "utf8" });
    fs.writeFileSync(`${file}.docx`, Buffer.from(await (await exported("docx")).arrayBuffer()));
    const docx = execFileSync("unzip", ["-p", `${file}.docx`, "word/document.xml"], { encoding: "utf8" });
    fs.rmSync(`${file}.pdf`);
    fs.rmSync(`${file}.docx`);
    for (const text of [pdf, docx]) {
      expect(text).toContain(`Pflegekraft${run}`);
      expect(text).toContain(`Gesundheit ${run}`);
      expect(text).toContain("Köln, Deutschland");
      expect(text).not.toContain(`Nurse${run}`);
    }
  });
});

/** Issue 48 §2: a campaign saved in Dutch, opened in English and German on every surface, shows no Dutch. */
describe("a campaign saved in Dutch on every surface", () => {
  const DUTCH = [`Verpleegkundige${run}`, `Zorg ${run}`, "Keulen, Duitsland", `Welzijn ${run}`];
  const EXPECTED = {
    "en-US": [`Nurse${run}`, `Healthcare ${run}`, "Cologne, Germany", `Social care ${run}`],
    "de-DE": [`Pflegekraft${run}`, `Gesundheit ${run}`, "Köln, Deutschland", `Sozialwesen ${run}`],
  } as const;

  const dutchCampaign = () =>
    savedCampaign(
      { name: "Verpleging", status: "online", orderedAt: new Date(), orderedTotalCents: 10_000 },
      {
        jobTitle: { id: ids.title, label: DUTCH[0] },
        jobFunction: { id: ids.fn, label: DUTCH[1] },
        regions: [{ id: ids.city, label: DUTCH[2] }],
        industries: [{ id: ids.industry, label: DUTCH[3] }],
      },
    );

  for (const locale of ["en-US", "de-DE"] as const) {
    it(`performance page, share page, PDF and Word in ${locale}`, async () => {
      const { campaign, session } = await dutchCampaign();
      const withLocale = { ...session, locale };
      const performance = await performanceLoader({ request: await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, withLocale), params: {}, context: loadContext() });
      const share = (await shareLoader({
        request: new Request(`http://localhost/share-campaign/?id=${campaign.id}`, { headers: { "Accept-Language": `${locale},${locale.slice(0, 2)};q=0.9` } }),
        params: {},
        context: loadContext(),
      })) as unknown as { data: unknown };
      const exported = async (format: string) =>
        responseOf(async () =>
          exportLoader({ request: await requestWithSession(`/resources/campaign-export/${format}?id=${campaign.id}`, withLocale), params: { format }, context: loadContext() }),
        );
      const file = path.join(os.tmpdir(), `export-${randomUUID()}`);
      fs.writeFileSync(`${file}.pdf`, Buffer.from(await (await exported("pdf")).arrayBuffer()));
      const pdf = execFileSync("pdftotext", ["-layout", `${file}.pdf`, "-"], { encoding: "utf8" });
      fs.writeFileSync(`${file}.docx`, Buffer.from(await (await exported("docx")).arrayBuffer()));
      const docx = execFileSync("unzip", ["-p", `${file}.docx`, "word/document.xml"], { encoding: "utf8" });
      fs.rmSync(`${file}.pdf`);
      fs.rmSync(`${file}.docx`);
      const surfaces = { performance: JSON.stringify(performance.campaign.targetGroup), share: JSON.stringify(share.data), pdf, docx };
      for (const [surface, text] of Object.entries(surfaces)) {
        for (const label of EXPECTED[locale]) expect(text, `${surface}: ${label}`).toContain(label);
        for (const dutch of DUTCH) expect(text, `${surface}: no ${dutch}`).not.toContain(dutch);
      }
    });
  }
});
