import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, companies, users } from "../../app/db/schema";
import { seedDemoAnalytics } from "../../scripts/seed/analytics.server";
import { VISITOR_STEPS } from "../../app/lib/analytics/steps";
import { performanceTotals } from "../../app/models/campaign-performance.server";
import { loader as analyticsLoader } from "../../app/routes/analytics/campaign";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { pdfTextLines } from "../support/pdf-text";
import { requestWithSession, responseOf, loadContext } from "./fixtures";
import { DEMO_CAMPAIGNS, seedDemoCampaigns } from "../../scripts/seed/campaigns.server";
import { seedDemoData } from "../../scripts/seed/seed.server";
import { searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { requireCampaignSummary } from "../../app/services/campaigns/summary.server";
import { runCampaignLifecycleSweep } from "../../app/services/jobs/campaigns.server";
import { createChannel } from "./campaign-list-fixtures";
import { usePrivateDatabase } from "./support/private-database";

// "no catalogue yet" needs a database that the catalogue tests do not fill at the same time
usePrivateDatabase();

describe("demo campaigns (Northwind)", () => {
  it("wait for the catalogue, then seed once; a company with campaigns is never touched", async () => {
    await seedDemoData();
    // no catalogue yet: nothing to reference
    expect(await seedDemoCampaigns()).toBe(0);
    for (const slug of new Set(DEMO_CAMPAIGNS.flatMap((c) => c.channels))) {
      await createChannel({
        slug,
        name: slug,
        availableForPurchase: slug !== "arbeitsagentur-jobsuche",
      });
    }
    expect(await seedDemoCampaigns()).toBe(DEMO_CAMPAIGNS.length);
    expect(await seedDemoCampaigns()).toBe(0);

    const db = await getDb();
    const [northwind] = await db
      .select()
      .from(companies)
      .where(eq(companies.tenantSlug, "northwind"));
    const rows = await db.select().from(campaigns).where(eq(campaigns.companyId, northwind.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(["pending", "ordered", "online", "expired"]),
    );
    // the seeded statuses agree with the lifecycle rules: a sweep now changes none of them, and
    // the channels' delivery fits the status (docs/decisions/013)
    await runCampaignLifecycleSweep({ now: new Date().toISOString() });
    const after = await db
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.companyId, northwind.id));
    expect(new Map(after.map((r) => [r.id, r.status]))).toEqual(
      new Map(rows.map((r) => [r.id, r.status])),
    );
    const deliveries = await db
      .select({ status: campaigns.status, delivery: campaignChannels.deliveryStatus })
      .from(campaignChannels)
      .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
      .where(eq(campaigns.companyId, northwind.id));
    const expected: Record<string, string | null> = {
      pending: null,
      ordered: "processing",
      online: "processed",
      expired: "processed",
    };
    for (const row of deliveries) expect(row.delivery, row.status).toBe(expected[row.status]);

    // more than one page on the overview
    const overview = await searchCampaigns(northwind.id, {
      text: "",
      author: [],
      month: [],
      status: [],
      limit: 10,
      offset: 0,
    });
    expect(overview.total).toBeGreaterThan(10);
    expect(overview.facets.author).toHaveLength(2);

    // the Berlin draft has a channel that is not for sale: exports leave it out
    const draft = rows.find((r) => r.name === "Pflegefachkraft (m/w/d) Berlin")!;
    const summary = await requireCampaignSummary(northwind.id, draft.id, "en-US");
    expect(summary.channels).toHaveLength(4);
    expect(summary.exportChannels.map((c) => c.name)).not.toContain("arbeitsagentur-jobsuche");
  });

  it("demo analytics are events the figures derive from: every ordered campaign shows one applicant count everywhere (issue 37)", async () => {
    expect(await seedDemoAnalytics()).toBeGreaterThan(0);
    const db = await getDb();
    const [northwind] = await db.select().from(companies).where(eq(companies.tenantSlug, "northwind"));
    const [recruiter] = await db.select().from(users).where(eq(users.email, "recruiter@hirewave.demo"));
    const session = { userId: recruiter.id, companyId: northwind.id };
    const list = await db.select().from(campaigns).where(eq(campaigns.companyId, northwind.id));
    const ordered = list.filter((c) => c.status === "online" || c.status === "expired");
    expect(ordered.length).toBeGreaterThan(0);
    const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
    let withApplicants = 0;
    for (const campaign of ordered) {
      const label = campaign.name;
      const performance = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session)));
      const figures = performance.figures!;
      const analytics = await analyticsLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}&preset=all`, session)));
      if (analytics instanceof Response) throw new Error("expected data");
      expect(analytics.overall, label).toMatchObject({ ok: true, data: { uniqueVisitors: figures.visitors, uniqueVisitorsConverted: figures.applicants } });
      const share = await shareLoader(args(new Request(`http://localhost/share-campaign/?id=${campaign.id}`)));
      expect(share.data.figures, label).toEqual(figures);
      const pdf = await responseOf(async () => exportLoader(args(await requestWithSession(`/resources/campaign-export/pdf?id=${campaign.id}`, session), { format: "pdf" })));
      expect(pdfTextLines(Buffer.from(await pdf.arrayBuffer())), label).toContain(`Applicants: ${figures.applicants}`);
      const card = (await performanceTotals([campaign.id])).get(campaign.id)!;
      expect([card.clicks, card.applicants], label).toEqual([figures.clicks, figures.applicants]);
      // every click is a visitor through the tracking link: never more campaign visitors than clicks
      const funnel = analytics.funnel.ok ? analytics.funnel.data : null;
      const campaignTraffic = funnel?.sources.find((s) => s.id === "campaignTraffic");
      expect(campaignTraffic?.uniqueVisitors ?? 0, label).toBeLessThanOrEqual(figures.clicks);
      // the funnel never grows from one step to the next
      const steps = VISITOR_STEPS.map((step) => funnel?.total.steps[step] ?? 0);
      for (let i = 1; i < steps.length; i++) expect(steps[i], `${label}: ${VISITOR_STEPS[i]}`).toBeLessThanOrEqual(steps[i - 1]);
      // visitors come mostly from the campaign's country; none from across the ocean
      const home = campaign.targetGroup?.regions?.[0]?.id.slice(0, 2) ?? "DE";
      const countries = analytics.countries.ok ? analytics.countries.data : [];
      const total = countries.reduce((n, c) => n + c.uniqueVisitors, 0);
      const atHome = countries.find((c) => c.isoA2 === home)?.uniqueVisitors ?? 0;
      expect(atHome / total, label).toBeGreaterThan(0.75);
      expect(countries.map((c) => c.isoA2), label).not.toContain("US");
      if (figures.applicants > 0) withApplicants++;
    }
    expect(withApplicants).toBe(ordered.length);
  });
});
