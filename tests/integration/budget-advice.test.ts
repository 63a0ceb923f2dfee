import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { atsApplications, campaignChannelPerformance, campaignChannels, campaigns } from "../../app/db/schema";
import type { TargetGroup } from "../../app/lib/campaign/target-group";
import { action as performanceAction, loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

/**
 * Issue 52 §4 (docs/decisions/080): a running campaign's budget advice from its own results —
 * move, extend, stop, each only where the numbers carry it — and "Apply", a plain form post that
 * makes one re-order draft with the advised basket per rendered form; another company's campaign
 * is a 404.
 */
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const args = (request: Request) => ({ request, params: {}, context: loadContext() });

async function runningCampaign() {
  const member = await signedInMember();
  // a job family of its own (other files share the PostgreSQL database)
  const family = `fixture-family-${randomUUID().slice(0, 8)}`;
  const targetGroup: TargetGroup = {
    jobTitle: { id: "fixture-title", label: "Agent" },
    jobFunction: { id: family, label: "Customer service" },
    regions: [{ id: "fixture-loc-rotterdam", label: "Rotterdam" }],
    industries: [{ id: "fixture-industry", label: "Retail" }],
  };
  const [a, b, c] = [await createChannel({ name: "Board A" }), await createChannel({ name: "Board B" }), await createChannel({ name: "Board C" })];
  const campaign = await insertCampaign(
    member.company.id,
    { name: "Advice check", status: "online", targetGroup, createdAt: ago(25), orderedAt: ago(22), availabilityDate: ago(20), orderedTotalCents: 150_000, createdBy: member.user.id },
    [a.id, b.id, c.id],
  );
  const db = await getDb();
  const window = { A: [ago(20), new Date(now + 10 * DAY)], B: [ago(27), new Date(now + 3 * DAY)], C: [ago(16), new Date(now + 14 * DAY)] } as const;
  for (const [channel, key] of [[a, "A"], [b, "B"], [c, "C"]] as const) {
    await db
      .update(campaignChannels)
      .set({ orderedPriceCents: 50_000, onlineFrom: window[key][0], onlineUntil: window[key][1] })
      .where(and(eq(campaignChannels.campaignId, campaign.id), eq(campaignChannels.channelId, channel.id)));
  }
  // A: 12 applications, no hire; B: 20 applications, 6 hires, 8 of them in the last 14 days
  let n = 0;
  const application = (channelId: string, daysAgo: number, hired = false) => ({
    companyId: member.company.id,
    connector: "greenhouse",
    externalId: `adv-${campaign.id}-${n++}`,
    campaignId: campaign.id,
    channelId,
    attributionRule: "source-mapping",
    stage: hired ? "hired" : "applied",
    status: hired ? "hired" : "active",
    appliedAt: ago(daysAgo),
    hiredAt: hired ? ago(Math.max(0, daysAgo - 5)) : null,
    atsUpdatedAt: ago(daysAgo),
  });
  await db.insert(atsApplications).values([
    ...Array.from({ length: 12 }, (_, i) => application(a.id, 2 + i)),
    ...Array.from({ length: 20 }, (_, i) => application(b.id, i < 8 ? 1 + i : 15 + (i % 10), i >= 14)),
  ]);
  // tracked applicants in the first 14 days: C none; five other postings of the family 4–9 each
  await db.insert(campaignChannelPerformance).values([
    { campaignId: campaign.id, channelId: a.id, day: isoDay(ago(19)), clicks: 30, applicants: 5 },
    { campaignId: campaign.id, channelId: c.id, day: isoDay(ago(15)), clicks: 12, applicants: 0 },
  ]);
  for (const [i, applicants] of [4, 6, 6, 8, 9].entries()) {
    const other = await insertCampaign(member.company.id, { name: `Earlier ${i}`, status: "expired", targetGroup, orderedAt: ago(100), availabilityDate: ago(90) }, [c.id]);
    await db.update(campaignChannels).set({ onlineFrom: ago(90), onlineUntil: ago(60) }).where(eq(campaignChannels.campaignId, other.id));
    // in its first 14 days, and a late one that does not count
    await db.insert(campaignChannelPerformance).values([
      { campaignId: other.id, channelId: c.id, day: isoDay(ago(85)), clicks: 40, applicants },
      { campaignId: other.id, channelId: c.id, day: isoDay(ago(70)), clicks: 40, applicants: 50 },
    ]);
  }
  return { ...member, campaign, a, b, c };
}

const post = async (url: string, session: { userId: string; companyId: string }, fields: Record<string, string>) =>
  requestWithSession(url, session, { method: "POST", body: new URLSearchParams(fields) });

describe("budget advice on the performance page (issue 52 §4)", () => {
  it("gives move, stop and extend with their evidence, from the campaign's results and its job family", async () => {
    const { campaign, session, a, b, c } = await runningCampaign();
    const page = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session)));
    const advice = page.advice!;
    expect(advice.map((x) => x.id)).toEqual([`move:${a.id}:${b.id}`, `stop:${c.id}`, `extend:${b.id}`]);
    expect(advice[0]).toMatchObject({ amountCents: 50_000, from: { applications: 12, hires: 0 }, to: { applications: 20, hires: 6, costPerHireCents: 8_333 }, basketNames: ["Board B", "Board C"] });
    expect(advice[1]).toMatchObject({ applicants: 0, days: 14, family: { label: "Customer service", median: 6, postings: 5 }, basketNames: ["Board A", "Board B"] });
    expect(advice[2]).toMatchObject({ endsInDays: 3, recentApplications: 8, days: 30, basketNames: ["Board B"] });
    expect(page.reorder).toBe(true);
  });

  it("Apply makes one re-order draft with the advised basket, without JavaScript, however often the form is sent", async () => {
    const { campaign, company, session, b } = await runningCampaign();
    const url = `/campaign-performance/campaign/?id=${campaign.id}`;
    const submissionKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () =>
        responseOf(async () => performanceAction(args(await post(url, session, { intent: "apply-advice", advice: `extend:${b.id}`, submissionKey })))),
      ),
    );
    const locations = new Set(answers.map((r) => r.headers.get("Location")));
    expect(locations.size).toBe(1);
    const [location] = [...locations];
    expect(location).toMatch(/^\/cb\/\?id=/);
    const draftId = new URL(location!, "http://x").searchParams.get("id")!;
    const db = await getDb();
    const [draft] = await db.select().from(campaigns).where(eq(campaigns.id, draftId));
    expect(draft).toMatchObject({ companyId: company.id, status: "pending", name: "Advice check (1)", copiedFromId: campaign.id });
    expect(draft.targetGroup).toEqual(campaign.targetGroup);
    const basket = await db.select({ channelId: campaignChannels.channelId }).from(campaignChannels).where(eq(campaignChannels.campaignId, draftId));
    expect(basket.map((r) => r.channelId)).toEqual([b.id]);
    const drafts = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.companyId, company.id), eq(campaigns.copiedFromId, campaign.id)));
    expect(drafts).toHaveLength(1);
  });

  it("an advice that no longer holds goes back with a message; a bad form is a 400; another company's campaign a 404", async () => {
    const { campaign, session, a } = await runningCampaign();
    const url = `/campaign-performance/campaign/?id=${campaign.id}`;
    const gone = await responseOf(async () => performanceAction(args(await post(url, session, { intent: "apply-advice", advice: `extend:${a.id}`, submissionKey: randomUUID() }))));
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe(`/campaign-performance/campaign/?id=${campaign.id}`);
    const bad = (await performanceAction(args(await post(url, session, { intent: "apply-advice", advice: "" })))) as unknown as { data: unknown; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(bad.data).toEqual({ adviceError: "advice.error.invalid" });
    const other = await signedInMember();
    const foreign = await responseOf(async () => performanceAction(args(await post(url, other.session, { intent: "apply-advice", advice: `extend:${a.id}` }))));
    expect(foreign.status).toBe(404);
  });

  it("a finished campaign, or one without enough data, gets no advice", async () => {
    const { campaign, session, company } = await runningCampaign();
    const db = await getDb();
    await db.update(campaigns).set({ status: "expired" }).where(eq(campaigns.id, campaign.id));
    const page = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session)));
    expect(page.advice).toBeNull();
    const fresh = await insertCampaign(company.id, { name: "Fresh", status: "online", orderedAt: ago(3), availabilityDate: ago(2) }, [(await createChannel()).id]);
    const freshPage = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${fresh.id}`, session)));
    expect(freshPage.advice).toEqual([]);
  });
});
