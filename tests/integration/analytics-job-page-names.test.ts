import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignOrders } from "../../app/db/schema";
import { addDays, isoDay, presetPeriod } from "../../app/lib/analytics/period";
import { ensureSiteKey } from "../../app/models/analytics.server";
import { saveFormState } from "../../app/models/form-state.server";
import { refreshPeriodTotals } from "../../app/services/analytics/period-totals.server";
import { jobPagePerformance } from "../../app/services/analytics/reports.server";
import { runAnalyticsRollup } from "../../app/services/jobs/analytics.server";
import { action as collectAction } from "../../app/routes/tracking/collect";
import { loader as clickLoader } from "../../app/routes/tracking/click";
import { createChannel, insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { loadContext, responseOf, signedInMember } from "./fixtures";

/**
 * The job-page section names each page by its campaign's job (issue 48 §4). Job seekers reach a
 * job page through a channel's tracking link, so the page the snippet reports carries the link's
 * query (utm_*, hw_cid) while the section's rows are pages without query or fragment: the page's
 * campaign must be found all the same, for a preset (stored by the period-totals job) and for a
 * custom period (looked up in the events).
 */
const DAY = 86_400_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const PAGE = { offset: 0, limit: 10 };

async function followLink(campaignId: string, channelId: string, ip: string) {
  const response = await responseOf(() =>
    clickLoader({
      request: new Request(`http://localhost/t/${campaignId}/${channelId}`, { headers: { "User-Agent": BROWSER } }),
      params: { campaignId, channelId },
      context: loadContext({ clientIp: ip }),
    }),
  );
  expect(response.status).toBe(302);
  return response.headers.get("Location")!;
}

/** What the snippet sends from the page it runs on (its url is location.href). */
async function beacon(key: string, step: string, visitor: string, href: string) {
  const cid = new URL(href).searchParams.get("hw_cid") ?? undefined;
  const request = new Request("http://localhost/collect", {
    method: "POST",
    headers: { "Content-Type": "text/plain", "User-Agent": BROWSER, Origin: "https://careers.example.com" },
    body: JSON.stringify({ key, step, visitor, cid, url: href, referrer: "https://board.example/" }),
  });
  const response = await responseOf(() => collectAction({ request, params: {}, context: loadContext({ clientIp: "81.2.69.160" }) }));
  expect(response.status).toBe(204);
}

describe("job-page rows of pages reached only through tracking links (issue 48 §4)", () => {
  it("are named by the campaign's job title, for a preset and for a custom period", async () => {
    const { company, user } = await signedInMember({ features: { recruitment_analytics: true } });
    const a = await createChannel({ name: "Board A" });
    const b = await createChannel({ name: "Board B" });
    const campaign = await insertCampaign(
      company.id,
      { status: "online", name: "Ward 3 spring", orderedAt: new Date(Date.now() - 3 * DAY), availabilityDate: new Date(Date.now() - 2 * DAY), targetGroup: targetGroup("Intensive care nurse") },
      [a.id, b.id],
    );
    const page = "https://careers.example.com/jobs/123";
    await saveFormState(company.id, user.id, "job-ad", campaign.id, { vacancyPageUrl: page });
    // every channel's link carries the UTM values given at checkout (as paid channels' links do)
    await (await getDb()).insert(campaignOrders).values({
      companyId: company.id,
      campaignId: campaign.id,
      status: "ordered",
      amountCents: 10_000,
      checkout: {
        tracking: [
          { channelId: a.id, source: "board-a", medium: "jobposting", campaign: "icu-2026" },
          { channelId: b.id, source: "board-b", medium: "cpc", campaign: "icu-2026" },
        ],
      },
    });
    const key = await ensureSiteKey(company.id);

    // two job seekers land through the links; the snippet reports the landing page as it is
    const viaA = await followLink(campaign.id, a.id, "81.2.69.160");
    const viaB = await followLink(campaign.id, b.id, "8.8.8.8");
    expect(viaA).toMatch(/^https:\/\/careers\.example\.com\/jobs\/123\?utm_source=board-a&.*hw_cid=[\w-]{16}$/);
    await beacon(key, "career-page", "visitor-one-1", viaA);
    await beacon(key, "job-description", "visitor-one-1", `${viaA}#description`);
    await beacon(key, "career-page", "visitor-two-2", viaB);
    await runAnalyticsRollup({ now: new Date(Date.now() + 60_000).toISOString() });

    const today = isoDay(new Date());
    const expected = [{ page, jobTitle: "Intensive care nurse", views: 3 }];
    const named = (result: Awaited<ReturnType<typeof jobPagePerformance>>) =>
      result.jobPages.map((p) => ({ page: p.page, jobTitle: p.jobTitle, views: p.views }));

    // a custom period: the page's campaign looked up in the events
    const custom = { companyId: company.id, from: addDays(today, -2), to: today };
    expect.soft(named(await jobPagePerformance(custom, PAGE))).toEqual(expected);

    // a preset: the period-totals job stores the page's campaign, the read names it from there
    const week = presetPeriod("last-7-days", today);
    const preset = { companyId: company.id, from: week.from, to: week.to };
    expect(await refreshPeriodTotals({ now: new Date(), minEvents: 1, refreshMs: 0, companyId: company.id })).toBe(1);
    expect(named(await jobPagePerformance(preset, PAGE))).toEqual(expected);
  });
});
