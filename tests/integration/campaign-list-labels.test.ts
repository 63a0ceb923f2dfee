import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { jobFunctions, jobTitleLabels, jobTitles, locations, taxonomyTerms } from "../../app/db/schema";
import { listDashboardCampaigns, searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { invalidateTaxonomy } from "../../app/models/taxonomy.server";
import { loader as overviewLoader } from "../../app/routes/campaigns/overview";
import { loader as dashboardLoader } from "../../app/routes/dashboard/dashboard";
import { setKnowledgeBase } from "../../app/services/catalogue/knowledge-base.server";
import { embeddedKnowledgeBase } from "../../app/services/catalogue/embedded.server";
import { insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

/** Issue 38 §10, decision 063: the campaign lists show a target group saved in English in the viewer's language. */
const run = randomUUID().slice(0, 6);
const ids = {
  fn: `x-health-${run}`,
  title: `x-nurse-${run}`,
  welder: `x-welder-${run}`,
  city: `DE.x${run}.cologne`,
  industry: `x-hospitals-${run}`,
};
const args = (request: Request) => ({ request, params: {}, context: loadContext() });

beforeAll(async () => {
  const db = await getDb();
  await db.insert(jobFunctions).values({ id: ids.fn, labelEn: `Healthcare ${run}`, labelDe: `Gesundheit ${run}`, labelNl: `Zorg ${run}` });
  await db.insert(jobTitles).values([
    { id: ids.title, jobFunctionId: ids.fn, labelEn: `Nurse${run}`, labelDe: `Pflegekraft${run}`, labelNl: `Verpleegkundige${run}` },
    { id: ids.welder, jobFunctionId: ids.fn, labelEn: `Welder${run}`, labelDe: `Schweißer${run}`, labelNl: `Lasser${run}` },
  ]);
  await db.insert(jobTitleLabels).values([
    { jobTitleId: ids.title, lang: "en", label: `Nurse${run}`, preferred: true },
    { jobTitleId: ids.welder, lang: "en", label: `Welder${run}`, preferred: true },
  ]);
  await db.insert(taxonomyTerms).values({ vocabulary: "industry", id: ids.industry, labelEn: `Hospitals ${run}`, labelDe: `Krankenhäuser ${run}`, labelNl: `Ziekenhuizen ${run}` });
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
  invalidateTaxonomy();
});

afterEach(() => setKnowledgeBase(undefined));

/** Two campaigns saved on an English page (the first with the gender text), one of another title. */
async function englishCampaigns() {
  const member = await signedInMember();
  const saved = (title: { id: string; label: string }) => ({
    createdBy: member.user.id,
    status: "online",
    targetGroup: {
      jobTitle: title,
      jobFunction: { id: ids.fn, label: `Healthcare ${run}` },
      regions: [{ id: ids.city, label: "Cologne, Germany" }, { id: "gone-place", label: "Somewhere saved" }],
      industries: [{ id: ids.industry, label: `Hospitals ${run}` }],
    },
  });
  await insertCampaign(member.company.id, { name: "Nurses", ...saved({ id: ids.title, label: `Nurse${run} (m/f/d)` }), createdAt: new Date(Date.UTC(2026, 0, 2)) });
  await insertCampaign(member.company.id, { name: "Welders", ...saved({ id: ids.welder, label: `Welder${run}` }), createdAt: new Date(Date.UTC(2026, 0, 1)) });
  return member;
}

const GERMAN_NURSES = {
  location: ["Köln, Deutschland", "Somewhere saved"],
  targetAudience: [`Pflegekraft${run} (m/w/d)`, `Gesundheit ${run}`, `Krankenhäuser ${run}`],
};

describe("campaign lists in the viewer's language", () => {
  it("the dashboard in German: translated labels, the saved label where the catalogue has none", async () => {
    const { session } = await englishCampaigns();
    const page = await dashboardLoader(args(await requestWithSession("/dashboard", { ...session, locale: "de-DE" })));
    expect(page.campaigns.map((c) => c.name)).toEqual(["Nurses", "Welders"]);
    expect(page.campaigns[0]).toMatchObject(GERMAN_NURSES);
    expect(page.campaigns[1].targetAudience[0]).toBe(`Schweißer${run}`);
  });

  it("/campaigns in German looks the labels up once for the whole page, not per row", async () => {
    const { session } = await englishCampaigns();
    const calls = { titles: 0, title: 0, locations: 0 };
    setKnowledgeBase({
      ...embeddedKnowledgeBase,
      jobTitle: (ctx, id) => (calls.title++, embeddedKnowledgeBase.jobTitle(ctx, id)),
      jobTitleLabels: (ctx, list) => (calls.titles++, embeddedKnowledgeBase.jobTitleLabels(ctx, list)),
      locationLabels: (ctx, list) => (calls.locations++, embeddedKnowledgeBase.locationLabels(ctx, list)),
    });
    const page = await overviewLoader(args(await requestWithSession("/campaigns", { ...session, locale: "de-DE" })));
    const nurses = page.campaigns.find((c) => c.name === "Nurses");
    expect(nurses).toMatchObject(GERMAN_NURSES);
    expect(calls).toEqual({ titles: 1, title: 0, locations: 1 });
  });

  it("the model in Dutch; without a language (analytics, no label columns) the saved labels", async () => {
    const { company, user } = await englishCampaigns();
    const dutch = await listDashboardCampaigns(company.id, { limit: 5, offset: 0, authorId: user.id, locale: "nl-NL" });
    expect(dutch.campaigns[0].targetAudience).toEqual([`Verpleegkundige${run} (m/v/x)`, `Zorg ${run}`, `Ziekenhuizen ${run}`]);
    const saved = await searchCampaigns(company.id, { text: "", author: [], month: [], status: [], limit: 10, offset: 0 });
    expect(saved.campaigns.find((c) => c.name === "Nurses")?.location).toEqual(["Cologne, Germany", "Somewhere saved"]);
  });

  it("keeps a title's labels once shown (decision 077): a changed row shows after the taxonomy is invalidated, as an import does", async () => {
    const { session } = await englishCampaigns();
    const german = async () =>
      (await dashboardLoader(args(await requestWithSession("/dashboard", { ...session, locale: "de-DE" })))).campaigns[1].targetAudience[0];
    expect(await german()).toBe(`Schweißer${run}`);
    const db = await getDb();
    await db.update(jobTitles).set({ labelDe: `Metallbauer${run}` }).where(eq(jobTitles.id, ids.welder));
    try {
      // kept: the second page asked the database nothing about this title
      expect(await german()).toBe(`Schweißer${run}`);
      invalidateTaxonomy();
      expect(await german()).toBe(`Metallbauer${run}`);
    } finally {
      await db.update(jobTitles).set({ labelDe: `Schweißer${run}` }).where(eq(jobTitles.id, ids.welder));
      invalidateTaxonomy();
    }
  });

  it("English stays English, the saved gender text kept", async () => {
    const { session } = await englishCampaigns();
    const page = await dashboardLoader(args(await requestWithSession("/dashboard", session)));
    expect(page.campaigns[0].targetAudience[0]).toBe(`Nurse${run} (m/f/d)`);
    expect(page.campaigns[0].location).toEqual(["Cologne, Germany", "Somewhere saved"]);
  });
});
