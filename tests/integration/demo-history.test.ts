import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaigns, companies } from "../../app/db/schema";
import { getBasket } from "../../app/models/basket.server";
import { listPostingResults } from "../../app/models/forecast.server";
import { runCampaignLifecycleSweep } from "../../app/services/jobs/campaigns.server";
import { DEMO_HISTORY_CAMPAIGNS, DEMO_HISTORY_SLUGS, HISTORY_SLUG, seedDemoHistory } from "../../scripts/seed/history.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { signedInMember } from "./fixtures";
import { usePrivateDatabase } from "./support/private-database";

// the history's channels are found by catalogue slug: a database of its own
usePrivateDatabase();

describe("generated demo history for the forecast (issue 51 §5, docs/decisions/078)", () => {
  it("seeds finished campaigns once, in a company of their own, and a nurse's basket in Germany forecasts from them", async () => {
    // no catalogue yet: nothing to reference
    expect(await seedDemoHistory()).toBe(0);
    const bySlug = new Map<string, string>();
    for (const slug of DEMO_HISTORY_SLUGS) bySlug.set(slug, (await createChannel({ slug, name: slug, ctaMin: 20, ctaMax: 60 })).id);
    expect(await seedDemoHistory()).toBe(DEMO_HISTORY_CAMPAIGNS);
    expect(await seedDemoHistory()).toBe(0);
    expect(DEMO_HISTORY_CAMPAIGNS).toBeGreaterThanOrEqual(25);

    const db = await getDb();
    const [history] = await db.select().from(companies).where(eq(companies.tenantSlug, HISTORY_SLUG));
    const rows = await db.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).where(eq(campaigns.companyId, history.id));
    expect(rows).toHaveLength(DEMO_HISTORY_CAMPAIGNS);
    // finished by the lifecycle's rules too: a sweep changes none of them
    await runCampaignLifecycleSweep({ now: new Date().toISOString() });
    const after = await db.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).where(eq(campaigns.companyId, history.id));
    expect(new Set(after.map((r) => r.status))).toEqual(new Set(["expired"]));
    // every posting is finished history with results
    const postings = await listPostingResults([...bySlug.values()]);
    expect(postings.length).toBeGreaterThan(80);
    expect(postings.every((p) => p.clicks > 0 || p.applicants === 0)).toBe(true);
    // hires as the ATS reports them, never more than the posting's applicants (issue 52 §4)
    expect(postings.reduce((s, p) => s + p.hires, 0)).toBeGreaterThan(0);
    expect(postings.every((p) => p.hires <= p.applicants)).toBe(true);

    const { company } = await signedInMember();
    const nurses = {
      jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" },
      jobFunction: { id: "health-nursing", label: "Pflege" },
      regions: [{ id: "DE.berlin.berlin", label: "Berlin" }],
      industries: [],
    };
    const draft = await insertCampaign(company.id, { targetGroup: nurses }, [bySlug.get("stepstone-de")!, bySlug.get("medi-jobs")!]);
    const basket = await getBasket(company.id, draft.id, "en-US", null, nurses);
    expect(basket.forecast?.channels.map((c) => c.basis)).toEqual([
      { level: "family-country", campaigns: 8 },
      { level: "family-country", campaigns: 8 },
    ]);
    expect(basket.forecastLabels).toEqual({ family: "Pflege", country: "Germany" });
    // the hires of the comparable postings are the reasons' evidence
    const nurseHires = postings
      .filter((p) => p.channelId === bySlug.get("stepstone-de") && p.jobFamily === "health-nursing" && p.country === "DE")
      .reduce((s, p) => s + p.hires, 0);
    expect(basket.forecast?.channels[0].hires).toBe(nurseHires);
  });
});
