import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { analyticsEvents, campaignChannelPerformance } from "../../app/db/schema";
import { FUNNEL_STEPS, TRAFFIC_SOURCES } from "../../app/lib/analytics/steps";
import { rollUpEvents } from "../../app/models/analytics.server";
import { LIVE_SECTIONS } from "../../app/models/analytics-reports.server";
import {
  clicksPerCampaignFromSets,
  jobPagePerformanceFromSets,
  performanceByDateFromSets,
  visitorSetsReady,
} from "../../app/models/analytics-visitor-sets.server";
import { buildVisitorSets } from "../../app/models/analytics-visitor-sets-build.server";
import { setCountingWorkerEnabled } from "../../app/services/analytics/analytics-union-client.server";
import { overallPerformance } from "../../app/services/analytics/reports.server";
import {
  channelPerformanceFromSets,
  clearVisitorSetCache,
  geolocationFromSets,
  jobsOverviewFromSets,
  overallPerformanceFromSets,
  sourcesFunnelFromSets,
} from "../../app/services/analytics/visitor-set-counts.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { createCompany } from "./fixtures";

/**
 * Visitor sets (docs/decisions/025): every company-wide section counted from the bitmaps equals
 * the live count over the visitor rollup, for periods of single days, across month edges, of whole
 * months and of the whole history; the sets follow new events once the job has run again.
 */
const rollUp = () => rollUpEvents({ now: new Date(Date.now() + 60_000) });

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 10 + offset, 8 + (offset % 10))).toISOString();

async function seedCompany() {
  const company = await createCompany({ features: { recruitment_analytics: true } });
  const channels = await Promise.all(
    ["Board A", "Board B", "Board C"].map((name) => createChannel({ name })),
  );
  const ids = channels.map((c) => c.id);
  const campaigns = await Promise.all([
    insertCampaign(
      company.id,
      { status: "online", name: "Nurse", targetGroup: { jobTitle: { label: "Nurse" } } as never },
      ids,
    ),
    insertCampaign(
      company.id,
      {
        status: "online",
        name: "Nurse (night)",
        targetGroup: { jobTitle: { label: "Nurse" } } as never,
      },
      ids,
    ),
    insertCampaign(company.id, { status: "online", name: "Driver" }, ids.slice(0, 2)),
    insertCampaign(company.id, { status: "online", name: "No traffic" }, []),
  ]);
  // clicks of the tracking links on 100 days (the click counter's own table, docs/decisions/011)
  const next = random(7);
  const db = await getDb();
  await db.insert(campaignChannelPerformance).values(
    campaigns.slice(0, 3).flatMap((c) =>
      ids.flatMap((channelId) =>
        Array.from({ length: 100 }, (_, d) => d)
          .filter(() => next() < 0.5)
          .map((d) => ({
            campaignId: c.id,
            channelId,
            day: day(d).slice(0, 10),
            clicks: 1 + Math.floor(next() * 9),
          })),
      ),
    ),
  );
  return { company, channels: ids, campaigns: campaigns.map((c) => c.id) };
}

async function addEvents(
  target: Awaited<ReturnType<typeof seedCompany>>,
  options: { seed: number; count: number; days: number; firstDay?: number },
) {
  const next = random(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const events = Array.from({ length: options.count }, () => {
    const viaCampaign = next() < 0.6;
    const campaign = viaCampaign
      ? pick(target.campaigns.slice(0, 3))
      : next() < 0.2
        ? target.campaigns[0]
        : null;
    return {
      companyId: target.company.id,
      occurredAt: new Date(day((options.firstDay ?? 0) + Math.floor(next() * options.days))),
      receivedAt: new Date(Date.now() - 60_000),
      step: pick(FUNNEL_STEPS),
      // every tenth event without a visitor (Sec-GPC): counted as an event, never as a visitor
      visitorId: next() < 0.1 ? null : `v${Math.floor(next() * 250)}`,
      campaignId: campaign,
      channelId: viaCampaign ? pick(target.channels) : null,
      source: viaCampaign ? "campaign" : pick(TRAFFIC_SOURCES.slice(1)),
      country: pick(["NL", "DE", "US", ""]),
      pageUrl:
        next() < 0.2
          ? ""
          : `https://careers.example/jobs/${pick(["nurse", "driver", "nurse-night", "a b"])}?ref=${Math.floor(next() * 3)}`,
    };
  });
  const db = await getDb();
  await db.insert(analyticsEvents).values(events);
  await rollUp();
}

const PERIODS = [
  ["2026-01-10", "2026-01-10"], // one day
  ["2026-01-25", "2026-02-05"], // across a month edge
  ["2026-02-01", "2026-02-28"], // one whole month
  ["2026-01-15", "2026-04-02"], // edge days, two whole months, edge days
  ["2026-01-01", "2026-04-30"], // everything, ending on a month's last day
  ["2025-06-01", "2025-06-30"], // nothing
] as const;

const PAGE = { offset: 0, limit: 1000 };

async function fromSets(scope: { companyId: string; from: string; to: string }) {
  return {
    overall: await overallPerformanceFromSets(scope),
    "by-date": await performanceByDateFromSets(scope),
    sources: await sourcesFunnelFromSets(scope),
    channels: await channelPerformanceFromSets(scope, PAGE),
    geo: await geolocationFromSets(scope),
    jobs: await jobsOverviewFromSets(scope, PAGE),
    clicks: await clicksPerCampaignFromSets(scope, PAGE),
    "job-pages": await jobPagePerformanceFromSets(scope, PAGE),
  };
}

async function live(scope: { companyId: string; from: string; to: string }) {
  const sections = LIVE_SECTIONS;
  return {
    overall: await sections.overall(scope),
    "by-date": await sections["by-date"](scope),
    sources: await sections.sources(scope),
    channels: await sections.channels(scope),
    geo: await sections.geo(scope),
    jobs: await sections.jobs(scope),
    clicks: await sections.clicks(scope),
    "job-pages": await sections["job-pages"](scope),
  };
}

describe("visitor sets", () => {
  it("count every company-wide section exactly as the live queries do, for any period", async () => {
    const target = await seedCompany();
    await addEvents(target, { seed: 1, count: 1500, days: 100 }); // 2026-01-10 … 2026-04-19
    const companyId = target.company.id;
    expect(await visitorSetsReady(companyId)).toBe(false);
    // below the size threshold nothing is built, and the reports count live
    expect(await buildVisitorSets({ minEvents: 1_000_000, companyId })).toBe(0);
    expect(await visitorSetsReady(companyId)).toBe(false);

    const days = await buildVisitorSets({ minEvents: 1, companyId });
    expect(days).toBe(100);
    expect(await visitorSetsReady(companyId)).toBe(true);
    for (const [from, to] of PERIODS) {
      const scope = { companyId, from, to };
      expect(await fromSets(scope), `${from} … ${to}`).toEqual(await live(scope));
    }
    // the same counts on the main thread, as on a one-core machine or after the counting thread
    // failed (the loop above counted on the counting thread where the machine has two cores)
    const worker = setCountingWorkerEnabled(false);
    try {
      clearVisitorSetCache();
      for (const [from, to] of PERIODS) {
        const scope = { companyId, from, to };
        expect(await fromSets(scope), `${from} … ${to}, main thread`).toEqual(await live(scope));
      }
    } finally {
      setCountingWorkerEnabled(worker);
    }
    const whole = await overallPerformanceFromSets({
      companyId,
      from: "2026-01-01",
      to: "2026-04-30",
    });
    // 250 possible visitor ids, 1,500 events over 100 days: nearly all of them come
    expect(whole.uniqueVisitors).toBeGreaterThan(240);
    expect(whole.events).toBe(1500);
    // months whole inside the period are read from the month sets
    const db = await getDb();
    const [months] = (
      await db.execute(
        sql`select count(distinct start)::int as n from analytics_visitor_sets where company_id = ${companyId} and grain = 'month'`,
      )
    ).rows as { n: number }[];
    expect(months.n).toBe(4);
  });

  it("a visitor on both sides of a month edge counts once (hand-counted)", async () => {
    const company = await createCompany({ features: { recruitment_analytics: true } });
    const db = await getDb();
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    await db.insert(analyticsEvents).values(
      [
        ["2026-01-31", "a", "career-page"],
        ["2026-01-31", "b", "career-page"],
        ["2026-02-01", "a", "application-success"],
        ["2026-02-01", "c", "career-page"],
        ["2026-02-28", "c", "career-page"],
        ["2026-03-01", "b", "career-page"],
        ["2026-03-01", "d", "application-success"],
      ].map(([d, visitor, step]) => ({
        companyId: company.id,
        occurredAt: at(d),
        receivedAt: new Date(Date.now() - 60_000),
        step,
        visitorId: visitor,
        source: "search",
        country: "NL",
      })),
    );
    await rollUp();
    await buildVisitorSets({ minEvents: 1, companyId: company.id });
    const visitors = async (from: string, to: string) => {
      // through the reports, as a screen reads them: the sets are ready, so they are used
      const o = await overallPerformance({ companyId: company.id, from, to });
      return [o.uniqueVisitors, o.uniqueVisitorsConverted];
    };
    expect(await visitors("2026-01-31", "2026-02-01")).toEqual([3, 1]);
    expect(await visitors("2026-02-01", "2026-02-28")).toEqual([2, 1]); // the month set of February
    expect(await visitors("2026-01-31", "2026-03-01")).toEqual([4, 2]); // day + month + day
    expect(await visitors("2026-01-01", "2026-03-31")).toEqual([4, 2]); // three month sets
    expect(await visitors("2026-01-01", "2026-01-30")).toEqual([0, 0]);
  });

  it("follow new events once the job has run again: only the marked days are rebuilt", async () => {
    const target = await seedCompany();
    const companyId = target.company.id;
    await addEvents(target, { seed: 2, count: 600, days: 40 });
    // built in mid-March: January and February's clicks are summed, March's and April's read live
    expect(
      await buildVisitorSets({ minEvents: 1, companyId, now: new Date("2026-03-15T12:00:00Z") }),
    ).toBe(40);
    for (const [from, to] of [
      ["2026-01-01", "2026-04-30"],
      ["2026-02-01", "2026-03-31"],
      ["2026-01-20", "2026-02-10"],
    ] as const) {
      expect(await fromSets({ companyId, from, to }), `${from} … ${to} in March`).toEqual(
        await live({ companyId, from, to }),
      );
    }
    const scope = { companyId, from: "2026-01-01", to: "2026-03-31" };
    const before = await overallPerformanceFromSets(scope);
    // new events on three days already built and on new days of another month, new visitors too
    await addEvents(target, { seed: 3, count: 300, days: 45, firstDay: 30 });
    // until the job runs the sets show the counts as built
    expect(await overallPerformanceFromSets(scope)).toEqual(before);
    const rebuilt = await buildVisitorSets({ minEvents: 1, companyId });
    expect(rebuilt).toBeGreaterThan(0);
    expect(rebuilt).toBeLessThanOrEqual(45);
    for (const [from, to] of [
      ["2026-01-01", "2026-03-31"],
      ["2026-02-01", "2026-02-28"],
      ["2026-02-05", "2026-03-03"],
    ] as const) {
      expect(await fromSets({ companyId, from, to })).toEqual(await live({ companyId, from, to }));
    }
    // nothing new: nothing rebuilt
    expect(await buildVisitorSets({ minEvents: 1, companyId })).toBe(0);
  });
  it("today's sets are read fresh on every load; days that are over come from the cache", async () => {
    const company = await createCompany({ features: { recruitment_analytics: true } });
    const db = await getDb();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000);
    const event = (visitorId: string, occurredAt: Date) => ({
      companyId: company.id,
      occurredAt,
      receivedAt: new Date(Date.now() - 60_000),
      step: "career-page",
      visitorId,
      source: "direct",
      country: "NL",
    });
    // at fixed times of the UTC day, so the test reads the same at any hour
    await db
      .insert(analyticsEvents)
      .values([
        event("y1", new Date(`${yesterday.toISOString().slice(0, 10)}T12:00:00Z`)),
        event("t1", new Date(`${today}T00:00:01Z`)),
      ]);
    await rollUp();
    await buildVisitorSets({ minEvents: 1, companyId: company.id, now });
    const scope = { companyId: company.id, from: yesterday.toISOString().slice(0, 10), to: today };
    expect((await overallPerformanceFromSets(scope)).uniqueVisitors).toBe(2);
    const [{ generation }] = (
      await db.execute(
        sql`select closed_generation as generation from analytics_visitor_set_state where company_id = ${company.id}`,
      )
    ).rows as { generation: number }[];
    // a new visitor today: only today is rebuilt, nothing cached is out of date, and the count moves
    await db.insert(analyticsEvents).values(event("t2", new Date(`${today}T00:00:02Z`)));
    await rollUp();
    expect(await buildVisitorSets({ minEvents: 1, companyId: company.id, now })).toBe(1);
    const [after] = (
      await db.execute(
        sql`select closed_generation as generation from analytics_visitor_set_state where company_id = ${company.id}`,
      )
    ).rows as { generation: number }[];
    expect(after.generation).toBe(generation);
    expect((await overallPerformanceFromSets(scope)).uniqueVisitors).toBe(3);
  });
});
