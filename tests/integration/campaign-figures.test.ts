import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { analyticsEvents } from "../../app/db/schema";
import { addDays } from "../../app/lib/analytics/period";
import type { FunnelStep } from "../../app/lib/analytics/steps";
import { rollUpEvents } from "../../app/models/analytics.server";
import { campaignFigures } from "../../app/models/campaign-figures.server";
import { listDashboardCampaigns, searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { recordPerformance } from "../../app/models/campaign-performance.server";
import { loader as analyticsLoader } from "../../app/routes/analytics/campaign";
import { loader as analyticsExport } from "../../app/routes/analytics/export";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { pdfTextLines } from "../support/pdf-text";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

/**
 * Issue 37 §1 (docs/decisions/045): a campaign's clicks, unique visitors, applicants and cost per
 * applicant are the same on every surface that shows them — lists and dashboard, performance page
 * and channel cards, analytics screen and its CSV, share page, PDF and Word — for any period.
 */
const today = new Date().toISOString().slice(0, 10);
const D1 = addDays(today, -10);
const D2 = addDays(today, -2);
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

async function replayedCampaign() {
  const member = await signedInMember({ features: { recruitment_analytics: true } });
  const a = await createChannel({ name: "Board A" });
  // B was ordered at no cost: it has no cost per applicant of its own (issue 48 §4)
  const b = await createChannel({ name: "Board B", priceCents: 0 });
  const campaign = await insertCampaign(
    member.company.id,
    {
      name: "Figures check",
      status: "online",
      orderedAt: new Date(`${addDays(today, -15)}T09:00:00Z`),
      availabilityDate: new Date(`${addDays(today, -12)}T00:00:00Z`),
      orderedTotalCents: 30_000,
      createdAt: new Date(`${addDays(today, -20)}T09:00:00Z`),
      createdBy: member.user.id,
    },
    [a.id, b.id],
  );
  // the tracking links: A is followed 3 times on D1 and twice on D2, B once on D1 and twice on D2
  const clicks: [string, string, string][] = [
    [D1, a.id, "v1"], [D1, a.id, "v2"], [D1, a.id, "v3"], [D1, b.id, "v4"],
    [D2, a.id, "v5"], [D2, a.id, "v6"], [D2, b.id, "v7"], [D2, b.id, "v1"],
  ];
  for (const [day, channelId, visitor] of clicks) {
    expect(await recordPerformance("click", campaign.id, channelId, visitor, new Date(`${day}T10:00:00Z`))).toBe(true);
  }
  const FULL: FunnelStep[] = ["career-page", "job-description", "cta-click", "application-form", "application-success"];
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  const visit = (day: string, visitorId: string | null, channelId: string | null, steps: FunnelStep[], source = "campaign") =>
    steps.forEach((step, i) =>
      events.push({
        companyId: member.company.id,
        occurredAt: new Date(`${day}T10:0${i}:00Z`),
        step,
        visitorId,
        campaignId: campaign.id,
        channelId,
        source,
        country: "NL",
        pageUrl: "https://careers.example/jobs/figures",
      }),
    );
  visit(D1, "v1", a.id, FULL);
  visit(D1, "v2", a.id, FULL.slice(0, 2));
  visit(D1, "v3", a.id, FULL.slice(0, 1));
  visit(D1, "v4", b.id, FULL);
  visit(D1, "x1", null, FULL, "search");
  visit(D2, "v5", a.id, FULL);
  visit(D2, "v6", a.id, FULL.slice(0, 1));
  visit(D2, "v7", b.id, FULL.slice(0, 2));
  // v1 comes back through B and applies again: still one applicant, counted on D1 through A
  visit(D2, "v1", b.id, ["career-page", "application-form", "application-success"]);
  visit(D2, "x2", null, ["career-page"], "direct");
  // a visitor who opted out of tracking: an event, never a visitor or an applicant
  visit(D2, null, a.id, ["application-success"]);
  const db = await getDb();
  await db.insert(analyticsEvents).values(events);
  await rollUpEvents({ now: new Date(Date.now() + 60_000) });
  return { ...member, campaign, a, b };
}

/** All time (the campaign's life so far) and D2 alone. */
const PERIODS = [
  {
    query: "",
    ...{ from: addDays(today, -20), to: today, clicks: 8, visitors: 9, applicants: 4, costPerApplicantCents: 7_500 },
    // v1–v7 came through the channels' links, x1 (search) and x2 (direct) another way
    visitorsFromChannels: 7,
    channels: { a: { clicks: 5, applicants: 2 }, b: { clicks: 3, applicants: 1 } },
  },
  {
    query: `&from=${D2}&to=${D2}`,
    ...{ from: D2, to: D2, clicks: 4, visitors: 5, applicants: 1, costPerApplicantCents: 30_000 },
    visitorsFromChannels: 4,
    channels: { a: { clicks: 2, applicants: 1 }, b: { clicks: 2, applicants: 0 } },
  },
];

async function documentText(format: "pdf" | "docx", url: string, session: { userId: string; companyId: string }) {
  const response = await responseOf(async () => exportLoader(args(await requestWithSession(url, session), { format })));
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (format === "pdf") return pdfTextLines(bytes).join("\n");
  const file = path.join(os.tmpdir(), `figures-${crypto.randomUUID()}.docx`);
  fs.writeFileSync(file, bytes);
  try {
    // one paragraph per line
    return execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" }).replace(/<\/w:p>/g, "\n").replace(/<[^>]+>/g, "").replace(/&apos;/g, "'");
  } finally {
    fs.unlinkSync(file);
  }
}

describe("one campaign, the same figures on every surface (issue 37 §1)", () => {
  it("lists, dashboard, performance page and cards, analytics and CSV, share page, PDF and Word agree, for two periods", async () => {
    const { campaign, session, company, user, a, b } = await replayedCampaign();

    // lists and the dashboard show the campaign's clicks and applicants of all time
    const overview = await searchCampaigns(company.id, { text: "Figures check", author: [], month: [], status: [], limit: 10, offset: 0 });
    const row = overview.campaigns.find((c) => c.id === campaign.id)!;
    expect([row.clicks, row.applicants]).toEqual([8, 4]);
    const dashboard = await listDashboardCampaigns(company.id, { limit: 5, offset: 0, authorId: user.id });
    const card = dashboard.campaigns.find((c) => c.id === campaign.id)!;
    expect([card.clicks, card.applicants]).toEqual([8, 4]);

    for (const period of PERIODS) {
      const expected = {
        from: period.from,
        to: period.to,
        clicks: period.clicks,
        visitors: period.visitors,
        visitorsFromChannels: period.visitorsFromChannels,
        applicants: period.applicants,
        costPerApplicantCents: period.costPerApplicantCents,
        currency: "EUR",
        byChannel: { [a.id]: period.channels.a, [b.id]: period.channels.b },
      };
      const label = period.query || "all time";
      expect(await campaignFigures(company.id, campaign, { from: period.from, to: period.to }), label).toEqual(expected);

      const performance = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}${period.query}`, session)));
      expect(performance.figures, label).toEqual(expected);

      const analytics = await analyticsLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}${period.query}`, session)));
      if (analytics instanceof Response) throw new Error("expected data");
      expect(analytics.period, label).toMatchObject({ from: period.from, to: period.to });
      expect(analytics.overall, label).toMatchObject({ ok: true, data: { uniqueVisitors: period.visitors, uniqueVisitorsConverted: period.applicants } });
      expect(analytics.costPerApplicant, label).toBe(period.costPerApplicantCents);
      if (!period.query) {
        // the funnel in visitor order, each step counting who reached it after the one before
        expect(analytics.funnel).toMatchObject({ ok: true, data: { total: { steps: { "career-page": 9, "job-description": 6, "cta-click": 4, "application-form": 4, "application-success": 4 } } } });
      }
      const csv = async (section: string) => {
        const response = await responseOf(async () =>
          analyticsExport(args(await requestWithSession(`/analytics/export?screen=/analytics/campaign&id=${campaign.id}${period.query}&format=csv&section=${section}`, session))),
        );
        return (await response.text()).trim().split("\r\n").slice(1).map((line) => line.split(","));
      };
      const sum = (rows: string[][], column: number) => rows.reduce((n, r) => n + Number(r[column]), 0);
      expect(sum(await csv("clicks-per-day"), 2), label).toBe(period.clicks);
      expect(sum(await csv("job-ad-clicks"), 1), label).toBe(period.clicks);
      // the applicants by day add up to the period's applicants
      expect(sum(await csv("by-date"), 2), label).toBe(period.applicants);

      const share = await shareLoader(args(new Request(`http://localhost/share-campaign/?id=${campaign.id}${period.query}`)));
      expect(share.data.figures, label).toEqual(expected);
      // per channel: A's price (€100) over its own applicants; B was free, so it has none
      expect(share.data.results?.channels.map((c) => [c.name, c.clicks, c.applicants, c.costPerApplicantCents]), label).toEqual([
        ["Board A", period.channels.a.clicks, period.channels.a.applicants, Math.round(10_000 / period.channels.a.applicants)],
        ["Board B", period.channels.b.clicks, period.channels.b.applicants, null],
      ]);
      // actual against the builder's forecast: each channel's catalogue estimate (2–5 per posting, 3.5), summed
      const against = share.data.results?.forecast;
      expect(against?.clicks.mean, label).toBeCloseTo(7, 1);
      const throughChannels = period.channels.a.applicants + period.channels.b.applicants;
      expect(against?.actual, label).toEqual({ clicks: period.clicks, applicants: throughChannels, costPerApplicantCents: throughChannels ? Math.round(30_000 / throughChannels) : null });

      for (const format of ["pdf", "docx"] as const) {
        const text = await documentText(format, `/resources/campaign-export/${format}?id=${campaign.id}${period.query}`, session);
        expect(text, `${format} ${label}`).toMatch(new RegExp(`Clicks: ${period.clicks}\\b`));
        expect(text, `${format} ${label}`).toMatch(new RegExp(`Unique visitors: ${period.visitors}\\b`));
        expect(text, `${format} ${label}`).toMatch(new RegExp(`Applicants: ${period.applicants}\\b`));
        const cost = `€${(period.costPerApplicantCents / 100).toLocaleString("en-US")}`;
        expect(text, `${format} ${label}`).toContain(`Cost per applicant (all applicants): ${cost}`);
        expect(text, `${format} ${label}`).toContain("Campaign results, exported on");
        expect(text, `${format} ${label}`).toContain(`${period.visitorsFromChannels} came through the channels' links, ${period.visitors - period.visitorsFromChannels} another way`);
        // the channels' results, not their order-time texts
        expect(text, `${format} ${label}`).toContain(`Actual against forecast, Clicks: ${period.clicks} (Forecast (80 % interval): ${against?.clicks.low}-${against?.clicks.high})`);
        expect(text, `${format} ${label}`).not.toMatch(/Short test-/);
      }
    }

    // the channel cards: each channel's own clicks and applicants; the one who applied through
    // no channel (search) is in the campaign's total only
    const performance = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session)));
    const cards = new Map(performance.channels.map((c) => [c.id, c.tracking]));
    expect([cards.get(a.id)?.clicks, cards.get(a.id)?.applicants]).toEqual([5, 2]);
    expect([cards.get(b.id)?.clicks, cards.get(b.id)?.applicants]).toEqual([3, 1]);
    // each paid channel's cost per applicant: its price over its own applicants; B was free
    expect([cards.get(a.id)?.costPerApplicantCents, cards.get(b.id)?.costPerApplicantCents]).toEqual([5_000, null]);
  });

  it("a reversed or impossible period is never used: the campaign's screens fall back to its default period (issue 37 §6)", async () => {
    const { campaign, session } = await replayedCampaign();
    for (const query of [`&from=${D2}&to=${D1}`, "&from=2026-02-30&to=2026-03-01"]) {
      const analytics = await analyticsLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}${query}`, session)));
      if (analytics instanceof Response) throw new Error("expected data");
      expect(analytics.period, query).toEqual({ from: addDays(today, -20), to: today, preset: "all" });
      const performance = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}${query}`, session)));
      expect(performance.figures, query).toMatchObject({ from: addDays(today, -20), to: today, applicants: 4 });
    }
  });
});
