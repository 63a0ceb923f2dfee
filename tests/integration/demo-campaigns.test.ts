import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, companies } from "../../app/db/schema";
import { DEMO_CAMPAIGNS, seedDemoCampaigns } from "../../app/db/seed-campaigns.server";
import { seedDemoData } from "../../app/db/seed.server";
import { searchCampaigns } from "../../app/models/campaign-list.server";
import { requireCampaignSummary } from "../../app/models/campaign-summary.server";
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
});
