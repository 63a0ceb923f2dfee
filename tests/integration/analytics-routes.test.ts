import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../app/db/client.server";
import { analyticsEvents, campaignChannelPerformance } from "../../app/db/schema";
import { visibleMenu } from "../../app/components/shell/main-menu";
import { CAMPAIGNS_OVERVIEW_PAGE_SIZE, CHANNELS_PAGE_SIZE, CLICKS_PER_COMPANY_PAGE_SIZE, JOB_PAGES_PAGE_SIZE, JOBS_OVERVIEW_PAGE_SIZE } from "../../app/lib/analytics/pages";
import { ensureSiteKey, rollUpEvents } from "../../app/models/analytics.server";
import * as reports from "../../app/services/analytics/reports.server";
import { clicksPerCampaign } from "../../app/services/analytics/reports.server";
import { section } from "../../app/routes/analytics/analytics.server";
import { action as campaignAction, loader as campaignLoader } from "../../app/routes/analytics/campaign";
import { loader as campaignsOverviewLoader } from "../../app/routes/analytics/campaigns-overview";
import { loader as getStartedLoader } from "../../app/routes/analytics/get-started";
import { loader as jobsOverviewLoader } from "../../app/routes/analytics/jobs-overview";
import { loader as mapLoader } from "../../app/routes/analytics/map";
import { loader as exportLoader } from "../../app/routes/analytics/export";
import { loader as overviewLoader } from "../../app/routes/analytics/overview";
import { action as collectAction, loader as collectLoader } from "../../app/routes/tracking/collect";
import { setCollectLimits } from "../../app/services/analytics/collect-limit.server";
import { loader as snippetLoader, SNIPPET_CACHE_CONTROL } from "../../app/routes/tracking/snippet";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

const today = new Date().toISOString().slice(0, 10);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const args = (request: Request) => ({ request, params: {}, context: loadContext() });

async function member(withFlag = true) {
  return signedInMember({ features: { recruitment_analytics: withFlag } });
}

/** A company with one ordered campaign, a channel, clicks and one rolled-up GB visitor. */
async function withData() {
  const m = await member();
  const channel = await createChannel({ name: "Board Z" });
  const campaign = await insertCampaign(m.company.id, { status: "online", name: "Nurses", orderedTotalCents: 10_000 }, [channel.id]);
  const db = await getDb();
  await db.insert(campaignChannelPerformance).values({ campaignId: campaign.id, channelId: channel.id, day: today, clicks: 7 });
  await db.insert(analyticsEvents).values([
    { companyId: m.company.id, step: "career-page", visitorId: "route-visitor-1", campaignId: campaign.id, channelId: channel.id, source: "campaign", country: "GB", pageUrl: "https://c.example/j" },
    { companyId: m.company.id, step: "application-success", visitorId: "route-visitor-1", campaignId: campaign.id, channelId: channel.id, source: "campaign", country: "GB", pageUrl: "https://c.example/j" },
  ]);
  await rollUpEvents({ now: new Date(Date.now() + 60_000) });
  return { ...m, channel, campaign };
}

describe("analytics screens: gate, get-started, sections, CSV", () => {
  it("without recruitment_analytics every analytics route is a 404; the menu has no entry", async () => {
    const { session } = await member(false);
    for (const run of [overviewLoader, getStartedLoader, campaignsOverviewLoader, mapLoader]) {
      const response = await responseOf(async () => run(args(await requestWithSession("/analytics", session))));
      expect(response.status).toBe(404);
    }
    expect(visibleMenu({ analytics: false }).map((e) => e.to)).not.toContain("/analytics");
    expect(visibleMenu({ analytics: true }).map((e) => e.to)).toEqual(["/dashboard", "/campaigns", "/analytics", "/media-channels"]);
  });

  it("with the flag but no data, /analytics leads to get-started, which shows the snippet with the key", async () => {
    const { company, session } = await member();
    const response = await responseOf(async () => overviewLoader(args(await requestWithSession("/analytics", session))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/analytics-get-started");
    const page = await getStartedLoader(args(await requestWithSession("/analytics-get-started", session)));
    const key = await ensureSiteKey(company.id);
    expect(page.siteKey).toBe(key);
    expect(page.snippet).toBe(`<script src="http://localhost:3000/t.js" data-hw-key="${key}" defer></script>`);
    expect(page.hasData).toBe(false);
  });

  it("the overview loads every section; CSV downloads a section; an unknown section is a 404", async () => {
    const { session, campaign } = await withData();
    const data = await overviewLoader(args(await requestWithSession("/analytics?preset=last-7-days", session)));
    if (data instanceof Response) throw new Error("expected data");
    expect(data.period.preset).toBe("last-7-days");
    expect(data.overall).toEqual({ ok: true, data: { uniqueVisitors: 1, uniqueVisitorsConverted: 1, uniqueVisitorsConvertedRate: 1, trafficSourcesCount: 1, events: 2 } });
    expect(data.clicks).toMatchObject({ ok: true, data: { total: 1, campaigns: [{ campaignId: campaign.id, name: "Nurses", clicks: 7 }], page: 1, lastPage: 1 } });
    expect(data.channels).toMatchObject({ ok: true, data: { total: 1, channels: [{ name: "Board Z", uniqueVisitors: 1, uniqueVisitorsConverted: 1, rate: 1 }] } });
    // the screen's URL with ?format=csv goes to the export route, which runs the same loader
    const redirect = await responseOf(async () => overviewLoader(args(await requestWithSession("/analytics?format=csv&section=channels", session))));
    expect(redirect.headers.get("Location")).toBe("/analytics/export?format=csv&section=channels&screen=%2Fanalytics");
    const csv = await responseOf(async () => exportLoader(args(await requestWithSession(redirect.headers.get("Location")!, session))));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe("channel,unique_visitors,converted,conversion_rate\r\nBoard Z,1,1,1\r\n");
    const unknown = await responseOf(async () => exportLoader(args(await requestWithSession("/analytics/export?screen=/analytics&format=csv&section=nope", session))));
    expect(unknown.status).toBe(404);
    const notAScreen = await responseOf(async () => exportLoader(args(await requestWithSession("/analytics/export?screen=/dashboard&format=csv&section=channels", session))));
    expect(notAScreen.status).toBe(404);
    // a section whose query fails: the screen shows it unavailable, its CSV answers 503 in the reader's language
    const failing = vi.spyOn(reports, "channelPerformance").mockRejectedValue(new Error("statement timeout"));
    try {
      const unavailable = await responseOf(async () =>
        exportLoader(args(await requestWithSession("/analytics/export?screen=/analytics&format=csv&section=channels", { ...session, locale: "de-DE" }))),
      );
      expect(unavailable.status).toBe(503);
      expect(unavailable.headers.get("Cache-Control")).toBe("no-store");
      expect(await unavailable.text()).toBe("Vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.");
    } finally {
      failing.mockRestore();
    }
  });

  it("campaign analytics: cost per applicant, map, foreign campaign 404, default period from the creation date", async () => {
    const { session, campaign } = await withData();
    const data = await campaignLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}`, session)));
    if (data instanceof Response) throw new Error("expected data");
    expect(data.title).toBe("Analytics overview: Nurses");
    expect(data.period.from).toBe(campaign.createdAt.toISOString().slice(0, 10));
    // 100.00 € ordered ÷ 1 converted visitor
    expect(data.costPerApplicant).toBe(10_000);
    expect(data.countries).toEqual({ ok: true, data: [{ isoA2: "GB", uniqueVisitors: 1, uniqueVisitorsConverted: 1 }] });
    const svg = await mapLoader(args(await requestWithSession(`/analytics/map.svg?id=${campaign.id}`, session)));
    const text = await svg.text();
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    // the one country with visitors takes the darkest class; the title names it in the locale
    expect(text).toMatch(/fill="#1e3a8a" stroke="#fff" stroke-width="0.5" data-country="GB"><title>United Kingdom: 1<\/title>/);
    const other = await member();
    const foreign = await responseOf(async () => campaignLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}`, other.session))));
    expect(foreign.status).toBe(404);
  });

  it("the channel-stats upload answers row errors with 400 and imports a good file", async () => {
    const { session, campaign, channel } = await withData();
    const upload = async (csv: string) => {
      const form = new FormData();
      form.set("file", new File([csv], "stats.csv", { type: "text/csv" }));
      return responseOf(async () => {
        const result = await campaignAction(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}`, session, { method: "POST", body: form })));
        return new Response(JSON.stringify((result as { data: unknown }).data), { status: (result as { init?: { status?: number } }).init?.status ?? 200 });
      });
    };
    const bad = await upload("campaign_id,channel_id,date,impressions,reach,engagements\nx,y,z,1,1,1\n");
    expect(bad.status).toBe(400);
    expect(JSON.parse(await bad.text()).result.errors[0]).toEqual({ line: 2, column: "campaign_id", error: "invalid-campaign-id" });
    const good = await upload(`campaign_id,channel_id,date,impressions,reach,engagements\n${campaign.id},${channel.id},${today},700,500,20\n`);
    expect(JSON.parse(await good.text())).toEqual({ result: { ok: true, rows: 1 } });
  });

  it("a failing section is reported as such, the others still load", async () => {
    expect(await section("boom", () => Promise.reject(new Error("x")))).toEqual({ ok: false });
    expect(await section("fine", () => Promise.resolve(3))).toEqual({ ok: true, data: 3 });
  });

  it("page sizes: campaigns and jobs 10, clicks per company 5 (spec 2 §9)", async () => {
    expect([CAMPAIGNS_OVERVIEW_PAGE_SIZE, JOBS_OVERVIEW_PAGE_SIZE, CLICKS_PER_COMPANY_PAGE_SIZE, CHANNELS_PAGE_SIZE, JOB_PAGES_PAGE_SIZE]).toEqual([10, 10, 5, 10, 10]);
    const { company } = await member();
    const channel = await createChannel();
    const db = await getDb();
    for (let i = 0; i < 6; i++) {
      const c = await insertCampaign(company.id, { status: "online", name: `C${i}` }, [channel.id]);
      await db.insert(campaignChannelPerformance).values({ campaignId: c.id, channelId: channel.id, day: today, clicks: 10 + i });
    }
    const first = await clicksPerCampaign({ companyId: company.id, from: today, to: today }, { offset: 0, limit: CLICKS_PER_COMPANY_PAGE_SIZE });
    expect(first.total).toBe(6);
    expect(first.campaigns.map((c) => c.clicks)).toEqual([15, 14, 13, 12, 11]);
    const second = await clicksPerCampaign({ companyId: company.id, from: today, to: today }, { offset: 5, limit: CLICKS_PER_COMPANY_PAGE_SIZE });
    expect(second.campaigns.map((c) => c.name)).toEqual(["C0"]);
  });
});

describe("the career-site snippet and /collect's HTTP surface", () => {
  it("/t.js is under 2 kB gzip, cached, CORS-open and answers 304 to its ETag", async () => {
    const response = snippetLoader({ request: new Request("http://localhost/t.js"), params: {}, context: loadContext() });
    const body = await response.text();
    expect(gzipSync(body).length).toBeLessThanOrEqual(2048);
    expect(response.headers.get("Cache-Control")).toBe(SNIPPET_CACHE_CONTROL);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const again = snippetLoader({ request: new Request("http://localhost/t.js", { headers: { "If-None-Match": response.headers.get("ETag")! } }), params: {}, context: loadContext() });
    expect(again.status).toBe(304);
    // no eval, no dependencies: plain code that parses
    expect(() => new Function(body)).not.toThrow();
    expect(body).not.toMatch(/eval\(|import\s/);
  });

  it("GET /collect is a 405, the preflight a 204 with CORS", async () => {
    expect(collectLoader().status).toBe(405);
    const preflight = await collectAction({ request: new Request("http://localhost/collect", { method: "OPTIONS" }), params: {}, context: loadContext() });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("over a rate limit (per client address, per site key) /collect answers 429 with Retry-After and stores nothing", async () => {
    const m = await member();
    const key = await ensureSiteKey(m.company.id);
    const db = await getDb();
    const stored = async () => (await db.select().from(analyticsEvents).where(eq(analyticsEvents.companyId, m.company.id))).length;
    const send = (ip: string, visitor: string) =>
      collectAction({
        request: new Request("http://localhost/collect", {
          method: "POST",
          headers: { "Content-Type": "text/plain", "User-Agent": BROWSER },
          body: JSON.stringify({ key, step: "career-page", visitor, url: "https://c.example/j" }),
        }),
        params: {},
        context: loadContext({ clientIp: ip }),
      });
    try {
      // two events per address, three per key in a minute
      setCollectLimits(3, 2);
      expect((await send("198.51.100.1", "limit-visitor-1")).status).toBe(204);
      expect((await send("198.51.100.1", "limit-visitor-1")).status).toBe(204);
      const byClient = await send("198.51.100.1", "limit-visitor-1");
      expect(byClient.status).toBe(429);
      expect(await byClient.json()).toEqual({ reason: "rate-limited" });
      const retry = Number(byClient.headers.get("Retry-After"));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect(byClient.headers.get("Access-Control-Allow-Origin")).toBe("*");
      // another address may still send, until the key's limit is reached
      expect((await send("198.51.100.2", "limit-visitor-2")).status).toBe(204);
      const byKey = await send("198.51.100.3", "limit-visitor-3");
      expect(byKey.status).toBe(429);
      expect(Number(byKey.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      // the three accepted events are stored (each request waits for its row), the refused ones not
      expect(await stored()).toBe(3);
    } finally {
      setCollectLimits(1_000_000, 1_000_000);
    }
  });
});

describe("analytics lists only what was ordered (issue 48 §6)", () => {
  it("a draft is in neither the campaigns overview nor the jobs overview, nor among the status filters", async () => {
    const { session, company } = await withData();
    await insertCampaign(company.id, { status: "draft", name: "Never ordered", targetGroup: null });
    await insertCampaign(company.id, { status: "pending", name: "Still pending", targetGroup: null });
    const overview = await campaignsOverviewLoader(args(await requestWithSession("/analytics/campaigns-overview", session)));
    if (overview instanceof Response || !("rows" in overview)) throw new Error("expected data");
    expect(overview.rows.map((r) => r.name)).toEqual(["Nurses"]);
    expect(overview.total).toBe(1);
    expect(overview.facets.status.map((o) => o.key)).toEqual(["online"]);
    // asking for drafts by URL shows the ordered ones still
    const asked = await campaignsOverviewLoader(args(await requestWithSession("/analytics/campaigns-overview?status=draft", session)));
    if (asked instanceof Response || !("rows" in asked)) throw new Error("expected data");
    expect(asked.rows.map((r) => r.name)).toEqual(["Nurses"]);
    const jobs = await jobsOverviewLoader(args(await requestWithSession("/analytics/jobs-overview", session)));
    if (jobs instanceof Response) throw new Error("expected data");
    expect(JSON.stringify(jobs)).not.toContain("Never ordered");
    expect(JSON.stringify(jobs)).not.toContain("Still pending");
    expect(JSON.stringify(jobs)).toContain("Nurses");
  });
});
