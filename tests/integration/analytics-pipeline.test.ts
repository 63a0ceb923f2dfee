import { describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/analytics/period";
import { ensureSiteKey } from "../../app/models/analytics.server";
import { assistedConversions, droppedEvents, jobAdClicks } from "../../app/models/analytics-reports.server";
import {
  geolocation,
  jobPagePerformance,
  overallPerformance,
  sourcesFunnel,
} from "../../app/services/analytics/reports.server";
import { saveFormState } from "../../app/models/form-state.server";
import { importChannelStats } from "../../app/services/analytics/channel-stats.server";
import { COLLECT_BODY_LIMIT } from "../../app/services/analytics/ingest.server";
import { runAnalyticsRollup } from "../../app/services/jobs/analytics.server";
import { action as collectAction } from "../../app/routes/tracking/collect";
import { loader as clickLoader } from "../../app/routes/tracking/click";
import { loader as pixelLoader } from "../../app/routes/tracking/application";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { responseOf, signedInMember, loadContext } from "./fixtures";

const DAY = 86_400_000;
const GB = "81.2.69.160";
const US = "8.8.8.8";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";

async function setup() {
  const member = await signedInMember({ features: { recruitment_analytics: true } });
  const a = await createChannel({ name: "Board A" });
  const b = await createChannel({ name: "Board B" });
  const campaign = await insertCampaign(
    member.company.id,
    { status: "online", orderedAt: new Date(Date.now() - 3 * DAY), availabilityDate: new Date(Date.now() - 2 * DAY), orderedTotalCents: 30_000 },
    [a.id, b.id],
  );
  await saveFormState(member.company.id, member.user.id, "job-ad", campaign.id, { vacancyPageUrl: "https://careers.example.com/jobs/42" });
  const key = await ensureSiteKey(member.company.id);
  return { ...member, a, b, campaign, key };
}

/** Follows a tracking link as a job seeker; returns the click id handed to the career site. */
async function follow(campaignId: string, channelId: string, ip: string) {
  const response = await responseOf(() =>
    clickLoader({ request: new Request(`http://localhost/t/${campaignId}/${channelId}`, { headers: { "User-Agent": BROWSER } }), params: { campaignId, channelId }, context: loadContext({ clientIp: ip }) }),
  );
  expect(response.status).toBe(302);
  const cid = new URL(response.headers.get("Location")!).searchParams.get("hw_cid");
  expect(cid).toMatch(/^[\w-]{16}$/);
  return cid!;
}

function post(body: unknown, { ip = GB, type = "text/plain", headers = {} as Record<string, string> } = {}) {
  const request = new Request("http://localhost/collect", {
    method: "POST",
    headers: { "Content-Type": type, "User-Agent": BROWSER, Origin: "https://careers.example.com", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return responseOf(() => collectAction({ request, params: {}, context: loadContext({ clientIp: ip }) }));
}

describe("analytics pipeline: tracking link → /collect and pixel → rollup → loaders", () => {
  it("counts visitors, conversions, sources, countries and assisted conversions exactly", async () => {
    const { company, a, b, campaign, key } = await setup();
    const page = "https://careers.example.com/jobs/42";
    // visitor 1 (GB) comes through board A and applies
    const cid1 = await follow(campaign.id, a.id, GB);
    for (const step of ["career-page", "job-description", "application-form", "application-success"]) {
      const r = await post({ key, step, visitor: "visitor-one", cid: cid1, url: `${page}?hw_cid=${cid1}`, referrer: "https://board-a.example/" });
      expect(r.status).toBe(204);
      expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(r.headers.get("Set-Cookie")).toBeNull();
    }
    // visitor 2 (US) first through board B, later through board A, then applies: B assisted
    const cid2 = await follow(campaign.id, b.id, US);
    expect((await post({ key, step: "career-page", visitor: "visitor-two", cid: cid2, url: page }, { ip: US })).status).toBe(204);
    const cid3 = await follow(campaign.id, a.id, US);
    expect((await post({ key, step: "career-page", visitor: "visitor-two", cid: cid3, url: page }, { ip: US })).status).toBe(204);
    expect((await post({ key, step: "application-success", visitor: "visitor-two", cid: cid3, url: `${page}/thanks` }, { ip: US })).status).toBe(204);
    // visitor 3 (GB): external traffic from a search engine, on the campaign's job page
    expect((await post({ key, step: "career-page", visitor: "visitor-three", campaign: campaign.id, url: page, referrer: "https://www.google.com/" })).status).toBe(204);
    // Do Not Track: counted, without a visitor id
    expect((await post({ key, step: "career-page", visitor: "visitor-four", url: page }, { headers: { DNT: "1" } })).status).toBe(204);
    // a bot: dropped and counted as dropped
    expect((await post({ key, step: "career-page", visitor: "a-crawler-1", url: page }, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).status).toBe(204);
    // the no-JS pixel on the thank-you page: one more converted visitor through board B
    const pixel = await responseOf(() =>
      pixelLoader({
        request: new Request(`http://localhost/t/${campaign.id}/${b.id}/application?step=application-success`, { headers: { "User-Agent": BROWSER } }),
        params: { campaignId: campaign.id, channelId: b.id },
        // a private address: no country (unknown)
        context: loadContext({ clientIp: "10.1.2.3" }),
      }),
    );
    expect(pixel.status).toBe(200);
    // the boards' own statistics
    const today = new Date().toISOString().slice(0, 10);
    const imported = await importChannelStats(company.id, `campaign_id,channel_id,date,impressions,reach,engagements\n${campaign.id},${a.id},${today},1000,800,50\n`);
    expect(imported).toEqual({ ok: true, rows: 1 });

    // nothing is read before the rollup job ran
    const scope = { companyId: company.id, from: addDays(today, -1), to: today };
    expect((await overallPerformance(scope)).uniqueVisitors).toBe(0);
    const run = await runAnalyticsRollup({ now: new Date(Date.now() + 60_000).toISOString() });
    expect(run.events).toBeGreaterThanOrEqual(10);

    expect(await overallPerformance(scope)).toEqual({
      uniqueVisitors: 4,
      uniqueVisitorsConverted: 3,
      uniqueVisitorsConvertedRate: 0.75,
      // campaign, search (visitor 3) and direct (the Do-Not-Track event without a referrer)
      trafficSourcesCount: 3,
      events: 10,
    });
    expect(await droppedEvents(scope)).toBe(1);
    const funnel = await sourcesFunnel({ ...scope, campaignId: campaign.id }, "campaign");
    expect(funnel.sources.map((s) => [s.id, s.uniqueVisitors, s.uniqueVisitorsConverted])).toEqual([
      ["campaignTraffic", 3, 3],
      ["externalTraffic", 1, 0],
    ]);
    // the funnel counts a visitor at a step only after every step before it (docs/decisions/046):
    // visitor 1 never clicked the apply button, visitor 2 and the pixel visitor skipped the pages
    expect(funnel.total.steps).toEqual({ "career-page": 3, "job-description": 1 });
    // per source and step, company-wide (the Do-Not-Track event has no visitor: no funnel row)
    const bySource = await sourcesFunnel(scope);
    expect(bySource.sources).toEqual([
      { id: "campaign", uniqueVisitors: 3, uniqueVisitorsConverted: 3, steps: { "career-page": 2, "job-description": 1 } },
      { id: "search", uniqueVisitors: 1, uniqueVisitorsConverted: 0, steps: { "career-page": 1 } },
    ]);
    expect(bySource.total).toEqual({
      id: "total",
      uniqueVisitors: 4,
      uniqueVisitorsConverted: 3,
      steps: { "career-page": 3, "job-description": 1 },
    });
    expect(await geolocation(scope)).toEqual([
      { isoA2: "GB", uniqueVisitors: 2, uniqueVisitorsConverted: 1 },
      { isoA2: "", uniqueVisitors: 1, uniqueVisitorsConverted: 1 },
      { isoA2: "US", uniqueVisitors: 1, uniqueVisitorsConverted: 1 },
    ]);
    // A: last touch of visitors 1 and 2; B: last touch of the pixel visitor, assisted visitor 2's
    // conversion; linear: visitor 2's conversion split ½ / ½ (equal totals: by name)
    expect(await assistedConversions({ ...scope, campaignId: campaign.id }, 30)).toEqual([
      { channelId: a.id, name: "Board A", lastTouch: 2, assisted: 0, linear: 1.5 },
      { channelId: b.id, name: "Board B", lastTouch: 1, assisted: 1, linear: 1.5 },
    ]);
    const clicks = await jobAdClicks({ ...scope, campaignId: campaign.id });
    expect(clicks.channelList.map((c) => [c.name, c.clicks, c.impressions, c.reach, c.engagements, c.ctr])).toEqual([
      ["Board A", 2, 1000, 800, 50, 2 / 1000],
      ["Board B", 1, 0, 0, 0, null],
    ]);
    const pages = await jobPagePerformance(scope, { offset: 0, limit: 10 });
    // views: visitor 1 twice, visitor 2 twice, visitor 3 and the Do-Not-Track visit; visitor 2 applied on /thanks
    // named by the job its events name (issue 48 §4): the campaign without a target group, by its name
    expect(pages.jobPages[0]).toEqual({ page, jobTitle: campaign.name, views: 6, applicationForms: 1, applications: 1, rate: 1 / 6 });

    // running the job again counts nothing twice
    expect((await runAnalyticsRollup({ now: new Date(Date.now() + 60_000).toISOString() })).events).toBe(0);
    expect((await overallPerformance(scope)).events).toBe(10);
  });

  it("an event sent again with its id (a retry after a lost answer) counts once (issue 47 §7)", async () => {
    const { company, key } = await setup();
    const event = { key, step: "career-page", visitor: "visitor-retry-1", url: "https://careers.example.com/jobs/42" };
    const ids = ["event-retry-0001", "event-retry-0002", "event-retry-0003", "event-retry-0004", "event-retry-0005"];
    // five events, each sent three times (the first two answers never reached the sender), some at once
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(ids.map((id) => post({ ...event, id })));
      expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204]);
    }
    // an event without an id cannot be told from another: each one counts
    await post(event);
    await post(event);
    await runAnalyticsRollup({ now: new Date(Date.now() + 60_000).toISOString() });
    expect((await overallPerformance({ companyId: company.id, from: "2017-01-01", to: "2099-01-01" })).events).toBe(7);
  });

  it("bad input to /collect is a 4xx with a reason and stores nothing", async () => {
    const { company, key } = await setup();
    const cases: [unknown, number, string, Record<string, string>?][] = [
      [{ key: "hw_unknownkey123", step: "career-page" }, 400, "unknown-key"],
      [{ key, step: "checkout" }, 400, "unknown-step"],
      [{ key, step: "career-page", visitor: "x" }, 400, "invalid-event"],
      [{ key, step: "career-page", campaign: "not-a-uuid" }, 400, "invalid-event"],
      ["{not json", 400, "malformed-body"],
      [JSON.stringify({ key, step: "career-page", url: "https://x.example/?" + "a".repeat(COLLECT_BODY_LIMIT) }), 400, "body-too-large"],
      [{ key, step: "career-page" }, 415, "Expected", { "Content-Type": "text/html" }],
    ];
    for (const [body, status, reason, headers] of cases) {
      const response = await post(body, { headers });
      expect(response.status, reason).toBe(status);
      expect(await response.text()).toContain(reason);
    }
    expect(COLLECT_BODY_LIMIT).toBe(4096);
    // exactly at the limit is read (and refused only for its content)
    const pad = (n: number) => JSON.stringify({ key, step: "career-page", url: "https://x.example/", referrer: "https://r.example/" + "a".repeat(n) });
    const base = pad(0).length;
    expect((await post(pad(COLLECT_BODY_LIMIT - base))).status).toBe(400);
    expect(await (await post(pad(COLLECT_BODY_LIMIT - base))).text()).toContain("invalid-event");
    await runAnalyticsRollup({ now: new Date(Date.now() + 60_000).toISOString() });
    expect((await overallPerformance({ companyId: company.id, from: "2017-01-01", to: "2099-01-01" })).events).toBe(0);
  });

  it("the channel-stats import reports every bad row and imports nothing", async () => {
    const { company, a, campaign } = await setup();
    const other = await signedInMember();
    const foreign = await insertCampaign(other.company.id, {}, [a.id]);
    const csv = [
      "campaign_id,channel_id,date,impressions,reach,engagements",
      `${campaign.id},${a.id},2026-01-01,10,5,1`,
      `${campaign.id},${a.id},2026-02-30,10,5,1`,
      `${campaign.id},${a.id},2026-01-02,-1,5,x`,
      `${foreign.id},${a.id},2026-01-02,1,1,1`,
      `${campaign.id},${a.id},2026-01-01,10,5,1`,
    ].join("\n");
    const result = await importChannelStats(company.id, csv);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, column: "date", error: "invalid-date" },
        { line: 4, column: "impressions", error: "negative" },
        { line: 4, column: "engagements", error: "not-a-number" },
        { line: 5, column: "channel_id", error: "unknown-campaign-channel" },
        { line: 6, column: "date", error: "duplicate-row" },
      ],
    });
    expect(await importChannelStats(company.id, "campaign_id,date\n")).toMatchObject({ ok: false });
    expect(await importChannelStats(company.id, "a,b\n\"unclosed")).toMatchObject({ ok: false });
    const clicks = await jobAdClicks({ companyId: company.id, campaignId: campaign.id, from: "2017-01-01", to: "2099-01-01" });
    expect(clicks.total.impressions).toBe(0);
  });
});
