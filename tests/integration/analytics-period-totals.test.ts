import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { getDatabase, getDb } from "../../app/db/client.server";
import { analyticsEvents } from "../../app/db/schema";
import { presetPeriod } from "../../app/lib/analytics/period";
import { refreshPeriodTotals } from "../../app/services/analytics/period-totals.server";
import { rollUpEvents } from "../../app/models/analytics.server";
import {
  channelPerformance,
  jobPagePerformance,
  overallPerformance,
  performanceByDate,
  sourcesFunnel,
} from "../../app/services/analytics/reports.server";
import { ANALYTICS_ROLLUP, analyticsJobs } from "../../app/services/jobs/analytics.server";
import { createBoss, registerJobs } from "../../app/services/jobs/registry.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { createCompany } from "./fixtures";

/**
 * Company-overview totals (docs/decisions/022): exact unique visitors over periods that cross
 * month edges, read live or from the totals the job precomputes for the presets, and one rollup
 * run however many instances ask for it.
 */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

async function companyWithEvents(events: { day: string; visitor: string; step?: string; channelId?: string; campaignId?: string }[]) {
  const company = await createCompany({ features: { recruitment_analytics: true } });
  const db = await getDb();
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      companyId: company.id,
      occurredAt: at(e.day),
      receivedAt: new Date(Date.now() - 60_000),
      step: e.step ?? "career-page",
      visitorId: e.visitor,
      campaignId: e.campaignId ?? null,
      channelId: e.channelId ?? null,
      source: e.channelId ? "campaign" : "search",
      country: "NL",
    })),
  );
  return company;
}

const rollUp = () => rollUpEvents({ now: new Date(Date.now() + 60_000) });

describe("unique visitors over periods crossing month edges (live)", () => {
  it("a visitor seen on both sides of a month edge counts once; each side counts alone", async () => {
    const company = await companyWithEvents([
      { day: "2026-01-31", visitor: "a" },
      { day: "2026-01-31", visitor: "b" },
      { day: "2026-02-01", visitor: "a", step: "application-success" },
      { day: "2026-02-01", visitor: "c" },
      { day: "2026-02-28", visitor: "c" },
      { day: "2026-03-01", visitor: "b" },
      { day: "2026-03-01", visitor: "d", step: "application-success" },
    ]);
    await rollUp();
    const visitors = async (from: string, to: string) => {
      const o = await overallPerformance({ companyId: company.id, from, to });
      return [o.uniqueVisitors, o.uniqueVisitorsConverted];
    };
    expect(await visitors("2026-01-31", "2026-02-01")).toEqual([3, 1]); // a, b, c; a converted
    expect(await visitors("2026-02-01", "2026-02-28")).toEqual([2, 1]); // a, c
    expect(await visitors("2026-02-28", "2026-03-01")).toEqual([3, 1]); // c, b, d
    expect(await visitors("2026-01-31", "2026-03-01")).toEqual([4, 2]); // a, b, c, d
    expect(await visitors("2026-01-01", "2026-01-30")).toEqual([0, 0]);
    const byDate = await performanceByDate({ companyId: company.id, from: "2026-01-31", to: "2026-02-01" });
    expect(byDate).toEqual([
      { date: "2026-01-31", uniqueVisitors: 2, uniqueVisitorsConverted: 0 },
      { date: "2026-02-01", uniqueVisitors: 2, uniqueVisitorsConverted: 1 },
    ]);
  });
});

describe("precomputed totals for the presets (big companies)", () => {
  it("the presets of the refresh day are read from the totals; other periods are counted live; a refresh catches up", async () => {
    const channel = await createChannel({ name: "Board T" });
    const company = await companyWithEvents([
      { day: "2026-01-31", visitor: "a" },
      { day: "2026-02-01", visitor: "a", step: "application-success" },
      { day: "2026-02-15", visitor: "b" },
      { day: "2026-03-01", visitor: "c" },
    ]);
    const campaign = await insertCampaign(company.id, { status: "online", name: "Totals" }, [channel.id]);
    await getDb().then((db) =>
      db.insert(analyticsEvents).values({
        companyId: company.id,
        occurredAt: at("2026-02-20"),
        receivedAt: new Date(Date.now() - 60_000),
        step: "career-page",
        visitorId: "e",
        campaignId: campaign.id,
        channelId: channel.id,
        source: "campaign",
        country: "NL",
      }),
    );
    await rollUp();
    const now = at("2026-03-01", 18);
    const last30 = presetPeriod("last-30-days", "2026-03-01"); // 2026-01-31 … 2026-03-01
    const scope = { companyId: company.id, from: last30.from, to: last30.to };
    const live = await overallPerformance(scope);
    expect([live.uniqueVisitors, live.uniqueVisitorsConverted]).toEqual([4, 1]);

    // below the size threshold nothing is precomputed
    expect(await refreshPeriodTotals({ now, minEvents: 1_000_000, refreshMs: 0, companyId: company.id })).toBe(0);
    expect(await refreshPeriodTotals({ now, minEvents: 1, refreshMs: 10 * 60_000, companyId: company.id })).toBe(1);
    // fresh and nothing new: not recounted
    expect(await refreshPeriodTotals({ now, minEvents: 1, refreshMs: 10 * 60_000, companyId: company.id })).toBe(0);
    expect(await overallPerformance(scope)).toEqual(live);
    expect((await sourcesFunnel(scope)).total.uniqueVisitors).toBe(4);
    const channels = await channelPerformance(scope, { offset: 0, limit: 10 });
    expect(channels).toEqual({ total: 1, channels: [{ channelId: channel.id, name: "Board T", uniqueVisitors: 1, uniqueVisitorsConverted: 0, rate: 0 }] });
    expect(await channelPerformance(scope, { offset: 10, limit: 10 })).toEqual({ total: 1, channels: [] });

    // a new visitor: the stored preset still shows the totals as computed, a period that is not a
    // preset is counted live, and the campaign scope never reads the totals
    const db = await getDb();
    await db.insert(analyticsEvents).values({
      companyId: company.id,
      occurredAt: at("2026-02-10"),
      receivedAt: new Date(Date.now() - 60_000),
      step: "career-page",
      visitorId: "f",
      source: "direct",
      country: "NL",
    });
    await rollUp();
    expect((await overallPerformance(scope)).uniqueVisitors).toBe(4);
    expect((await overallPerformance({ ...scope, from: "2026-01-30" })).uniqueVisitors).toBe(5);
    expect((await overallPerformance({ ...scope, campaignId: campaign.id })).uniqueVisitors).toBe(1);
    // too soon to recount; ten minutes later it is recounted
    expect(await refreshPeriodTotals({ now: new Date(now.getTime() + 60_000), minEvents: 1, refreshMs: 10 * 60_000, companyId: company.id })).toBe(0);
    expect(await refreshPeriodTotals({ now: new Date(now.getTime() + 11 * 60_000), minEvents: 1, refreshMs: 10 * 60_000, companyId: company.id })).toBe(1);
    expect((await overallPerformance(scope)).uniqueVisitors).toBe(5);
    // the next day's presets are other periods: counted live until the job has run that day
    const next = presetPeriod("last-30-days", "2026-03-02");
    expect(next.from).toBe("2026-02-01");
    expect((await overallPerformance({ companyId: company.id, ...next })).uniqueVisitors).toBe(5); // a, b, c, e, f
  });
});

describe("job pages of a preset (docs/decisions/022)", () => {
  it("read with each page's campaign from the rollups, without a statement over the raw events; the same rows as counted live", async () => {
    const channel = await createChannel({ name: "Board J" });
    const company = await createCompany({ features: { recruitment_analytics: true } });
    const nurse = await insertCampaign(company.id, { status: "online", name: "Nurse ward 3", targetGroup: { jobTitle: { label: "Nurse" } } as never }, [channel.id]);
    const driver = await insertCampaign(company.id, { status: "online", name: "Drivers" }, [channel.id]);
    const page = (n: number) => `https://careers.example.com/jobs/${n}`;
    const db = await getDb();
    // page 1 is named most often by the nurse campaign; page 2 by the drivers; page 3 by no campaign
    await db.insert(analyticsEvents).values(
      [
        // as job seekers arrive: through a tracking link, whose query is not part of the page
        { day: "2026-02-10", visitor: "a", page: `${page(1)}?utm_source=board-j&hw_cid=x1`, campaignId: nurse.id },
        { day: "2026-02-11", visitor: "b", page: page(1), campaignId: nurse.id },
        { day: "2026-02-12", visitor: "c", page: page(1), campaignId: driver.id },
        { day: "2026-02-12", visitor: "c", page: page(2), campaignId: driver.id },
        { day: "2026-02-13", visitor: "d", page: page(3) },
      ].map((e) => ({
        companyId: company.id,
        occurredAt: at(e.day),
        receivedAt: new Date(Date.now() - 60_000),
        step: "career-page",
        visitorId: e.visitor,
        campaignId: e.campaignId ?? null,
        channelId: e.campaignId ? channel.id : null,
        source: e.campaignId ? "campaign" : "search",
        country: "NL",
        pageUrl: e.page,
      })),
    );
    await rollUp();
    const now = at("2026-03-01", 18);
    const all = presetPeriod("all", "2026-03-01");
    const scope = { companyId: company.id, from: all.from, to: all.to };
    const PAGE = { offset: 0, limit: 10 };
    const live = await jobPagePerformance(scope, PAGE);
    expect(live.jobPages.map((p) => [p.page, p.jobTitle, p.views])).toEqual([
      [page(1), "Nurse", 3],
      [page(2), "Drivers", 1],
      [page(3), null, 1],
    ]);

    expect(await refreshPeriodTotals({ now, minEvents: 1, refreshMs: 0, companyId: company.id })).toBe(1);
    // the statements a read runs, as text
    const dialect = new PgDialect();
    const statements = async (read: () => Promise<unknown>) => {
      const execute = vi.spyOn(db, "execute");
      try {
        await read();
        return execute.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL).sql);
      } finally {
        execute.mockRestore();
      }
    };
    let stored: Awaited<ReturnType<typeof jobPagePerformance>> | undefined;
    const presetReads = await statements(async () => {
      stored = await jobPagePerformance(scope, PAGE);
    });
    // the same rows as counted live, and no scan of the raw events (figures:
    // docs/performance-analytics.md, 2026-12-06)
    expect(stored).toEqual(live);
    expect(presetReads.some((text) => /analytics_period_totals/.test(text))).toBe(true);
    expect(presetReads.filter((text) => /analytics_events/.test(text))).toEqual([]);
    // a period that is not a preset: its pages' campaigns come from the page-and-campaign rollup, not
    // from the period's raw events (at 1 M events a long custom period read them all)
    let custom: Awaited<ReturnType<typeof jobPagePerformance>> | undefined;
    const customReads = await statements(async () => {
      custom = await jobPagePerformance({ ...scope, from: "2026-02-01" }, PAGE);
    });
    expect(custom).toEqual(live);
    expect(customReads.some((text) => /analytics_page_campaign_daily/.test(text))).toBe(true);
    expect(customReads.filter((text) => /analytics_events/.test(text))).toEqual([]);
    // only the period's days count: on 2026-02-12 alone page 1 was the drivers' page
    const oneDay = await jobPagePerformance({ ...scope, from: "2026-02-12", to: "2026-02-12" }, PAGE);
    expect(oneDay.jobPages.map((p) => [p.page, p.jobTitle])).toEqual([
      [page(1), "Drivers"],
      [page(2), "Drivers"],
    ]);

    // a campaign renamed after the count: the preset names the page by the campaign's job as it is now
    await db.execute(sql`update campaigns set name = 'Drivers CE' where id = ${driver.id}`);
    expect((await jobPagePerformance(scope, PAGE)).jobPages[1].jobTitle).toBe("Drivers CE");
    // the second page of the list (stored rows reach that far)
    expect((await jobPagePerformance(scope, { offset: 2, limit: 2 })).jobPages).toEqual([live.jobPages[2]]);
  });
});

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)("two instances on one PostgreSQL run the rollup once", () => {
  it("both ask for the rollup at once (queue and direct calls): every event is counted exactly once", async () => {
    const events = Array.from({ length: 50 }, (_, i) => ({ day: "2026-02-01", visitor: `two-${i % 20}`, step: i % 2 ? "career-page" : "job-description" }));
    const company = await companyWithEvents(events);
    const handle = await getDatabase();
    const bosses = [createBoss(handle, { instanceName: `rollup-a-${randomUUID().slice(0, 4)}` }), createBoss(handle, { instanceName: `rollup-b-${randomUUID().slice(0, 4)}` })];
    const rollupJob = analyticsJobs.filter((j) => j.name === ANALYTICS_ROLLUP).map((j) => ({ ...j, pollingIntervalSeconds: 1 }));
    for (const boss of bosses) {
      await boss.start();
      await registerJobs(boss, rollupJob, { schedules: false });
    }
    try {
      // both instances send the job (as two schedulers would) while both also fold directly
      await Promise.all([bosses[0].send(ANALYTICS_ROLLUP, {}), bosses[1].send(ANALYTICS_ROLLUP, {}), rollUp(), rollUp()]);
      const db = await getDb();
      const until = Date.now() + 20_000;
      let folded = 0;
      while (Date.now() < until) {
        const [row] = (await db.execute(sql`select coalesce(sum(events), 0)::int as n from analytics_daily where company_id = ${company.id}`)).rows as { n: number }[];
        folded = row.n;
        if (folded >= events.length) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // let any queued run finish, then check nothing was counted twice
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const [totals] = (
        await db.execute(sql`
          select (select coalesce(sum(events), 0) from analytics_daily where company_id = ${company.id})::int as events,
                 (select count(*) from analytics_daily_visitors where company_id = ${company.id})::int as visitor_rows,
                 (select events from analytics_company_rollup where company_id = ${company.id})::int as company_events`)
      ).rows as { events: number; visitor_rows: number; company_events: number }[];
      // twenty visitors, each with one step on one day: one visitor row each
      expect(totals).toEqual({ events: 50, visitor_rows: 20, company_events: 50 });
      const overall = await overallPerformance({ companyId: company.id, from: "2026-02-01", to: "2026-02-01" });
      expect([overall.uniqueVisitors, overall.events]).toEqual([20, 50]);
    } finally {
      await Promise.all(bosses.map((b) => b.stop({ graceful: true, timeout: 5_000 })));
    }
  }, 60_000);
});
