import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { atsApplications, campaigns, companies, users } from "../../app/db/schema";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { requestWithSession, loadContext } from "./fixtures";
import { DEMO_APPLICATIONS_CAMPAIGN, DEMO_HARVEST_PATH } from "../../app/lib/outcomes/demo-ats";
import { loader as demoHarvestLoader } from "../../app/routes/vacancies/demo-harvest";
import { seedDemoApplications } from "../../scripts/seed/applications.server";
import { DEMO_CAMPAIGNS, seedDemoCampaigns } from "../../scripts/seed/campaigns.server";
import { seedDemoData } from "../../scripts/seed/seed.server";
import { seedDemoVacancies } from "../../scripts/seed/vacancies.server";
import { createChannel } from "./campaign-list-fixtures";
import { usePrivateDatabase } from "./support/private-database";

// the demo company is one per database: this file owns its own
usePrivateDatabase();

let northwindId = "";
beforeAll(async () => {
  await seedDemoData();
  for (const slug of new Set(DEMO_CAMPAIGNS.flatMap((c) => c.channels))) await createChannel({ slug, name: slug });
  await seedDemoCampaigns();
  await seedDemoVacancies();
  const db = await getDb();
  [{ id: northwindId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, "northwind"));
}, 120_000);

describe("the demo ATS's applications (issue 52 §1: a fresh start shows the feature)", () => {
  it("a fresh start imports the demo campaign's applications, attributed, and a second seed changes nothing", async () => {
    await seedDemoApplications();
    await seedDemoApplications();
    const db = await getDb();
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.name, DEMO_APPLICATIONS_CAMPAIGN));
    const rows = await db
      .select({ rule: atsApplications.attributionRule, status: atsApplications.status, n: sql<number>`count(*)::int` })
      .from(atsApplications)
      .where(eq(atsApplications.campaignId, campaign.id))
      .groupBy(atsApplications.attributionRule, atsApplications.status);
    const count = (rule: string, status?: string) =>
      rows.filter((r) => r.rule === rule && (!status || r.status === status)).reduce((n, r) => n + r.n, 0);
    expect(count("source-mapping") + count("tracking-parameter") + count("unattributed")).toBe(28);
    expect(count("tracking-parameter")).toBe(2);
    expect(count("unattributed")).toBe(3);
    expect(rows.filter((r) => r.status === "hired").reduce((n, r) => n + r.n, 0)).toBe(3);
    const all = await db.select({ n: sql<number>`count(*)::int` }).from(atsApplications).where(eq(atsApplications.companyId, northwindId));
    expect(all[0].n).toBe(28);
  });

  it("serves Harvest's answers over HTTP: Basic auth, paging by Link header, current offer", async () => {
    const call = async (path: string, auth = true) =>
      (await demoHarvestLoader({
        params: { company: "northwind", "*": path },
        request: new Request(`http://localhost${DEMO_HARVEST_PATH}${path}`, auth ? { headers: { authorization: "Basic ZGVtbzo=" } } : {}),
        context: loadContext(),
      } as never)) as Response;
    expect((await call("v1/applications", false)).status).toBe(401);
    const first = await call("v1/applications?per_page=20");
    expect(((await first.json()) as unknown[]).length).toBe(20);
    expect(first.headers.get("link")).toMatch(/page=2.*rel="next"/);
    const second = await call("v1/applications?per_page=20&page=2");
    expect(((await second.json()) as unknown[]).length).toBe(8);
    expect(second.headers.get("link")).toBeNull();
    expect(await (await call("v1/applications/900001/offers/current_offer")).json()).toMatchObject({ status: "accepted" });
    expect((await call("v1/applications/900028/offers/current_offer")).status).toBe(404);
  });
});

describe("the demo campaign's outcomes on every surface (issue 52 §3)", () => {
  it("the performance page shows hires and cost per hire per channel from the imported applications", async () => {
    await seedDemoApplications();
    const db = await getDb();
    const [recruiter] = await db.select().from(users).where(eq(users.email, "recruiter@hirewave.demo"));
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.name, DEMO_APPLICATIONS_CAMPAIGN));
    const session = { userId: recruiter.id, companyId: northwindId };
    const page = await performanceLoader({
      request: await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session),
      params: {},
      context: loadContext(),
    } as never);
    const outcomes = page.outcomes!;
    const byName = Object.fromEntries(
      outcomes.channels.map((c) => [page.channels.find((ch) => ch.id === c.channelId)!.name, c]),
    );
    // the demo story (app/lib/outcomes/demo-ats.ts): Indeed 18 applications, 2 hires; Nationale
    // Vacaturebank 7 (2 of them through our tracking tag), 1 hire; 3 unattributed (Referral, Facebook)
    expect(byName["indeed-nl"]).toMatchObject({ applications: 18, interviews: 5, offers: 3, hires: 2 });
    expect(byName["nationale-vacaturebank"]).toMatchObject({ applications: 7, interviews: 2, offers: 1, hires: 1 });
    expect(outcomes.unattributed).toMatchObject({ applications: 3, interviews: 1, hires: 0 });
    expect(outcomes.total).toMatchObject({ applications: 28, interviews: 8, offers: 4, hires: 3 });
    expect(outcomes.rules).toEqual({ "tracking-parameter": 2, "source-mapping": 23, visitor: 0, unattributed: 3 });
    // cost per hire: the price paid for the channel over its hires; the campaign's: the order total over all hires
    const indeed = byName["indeed-nl"];
    expect(indeed.costPerHireCents).toBe(Math.round(indeed.costCents! / 2));
    expect(outcomes.total.costPerHireCents).toBe(Math.round(campaign.orderedTotalCents! / 3));
    // time to hire: median days from the campaign going online (27 days ago) to the offer accepted
    // (Indeed's hires applied on day 2 and 4 and were hired 16 and 18 days later: days 18 and 22)
    expect(indeed.timeToHireDays).toBe(20);
  });

  it("the demo campaign gets one budget advice with its evidence (issue 52 §4): extend Indeed, which ends in 3 days and still brings applications", async () => {
    await seedDemoApplications();
    const db = await getDb();
    const [recruiter] = await db.select().from(users).where(eq(users.email, "recruiter@hirewave.demo"));
    const session = { userId: recruiter.id, companyId: northwindId };
    const pageOf = async (name: string) => {
      const [campaign] = await db.select().from(campaigns).where(eq(campaigns.name, name));
      return performanceLoader({ request: await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session), params: {}, context: loadContext() } as never);
    };
    const page = await pageOf(DEMO_APPLICATIONS_CAMPAIGN);
    expect(page.advice).toHaveLength(1);
    expect(page.advice![0]).toMatchObject({
      kind: "extend",
      channel: { name: "indeed-nl", applications: 18, hires: 2 },
      days: 30,
      endsInDays: 3,
      recentApplications: 8,
      basketNames: ["indeed-nl"],
    });
    // the other running demo campaigns have no ATS results: not enough data yet
    expect((await pageOf("Zorgmedewerker Utrecht")).advice).toEqual([]);
  });
});
