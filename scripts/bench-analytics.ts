/**
 * `npm run bench:analytics [-- --events N]`: the analytics pipeline at scale on PostgreSQL
 * (DATABASE_URL or TEST_DATABASE_URL). Generates N events (default 10,000,000) for one company with
 * 200 campaigns and 30 channels over 2 years with generate_series, builds the rollups with the same
 * code as the job (rollUpEvents), times every analytics loader query (p50/p95 over BENCH_RUNS runs, 20) and the
 * ingestion through the /collect handler behind an HTTP server with autocannon (one process).
 * Targets (issue 14 §2): loader p95 < 150 ms, ingestion ≥ 2,000 events/s, 1 M events rolled up < 60 s.
 * The bench company and its rows are removed at the end, unless `--keep`.
 *
 * Generating 10 M events takes minutes on 2 cores, so the data can be reused between runs:
 *   --keep                  keep the bench company (tenant slug `bench-analytics-kept`) and its rows
 *   --reuse                 use the kept company instead of generating (implies --keep)
 *   --phases a,b,…          run only these of generate, rollup, sets, totals, queries, ingest (default: all),
 *                           or catchup: N more events (--catchup N, default 1 M) for the kept company,
 *                           over the last --catchup-days (1), folded on top of the existing rollups
 *                           (the "catch-up of 1 M new events")
 *   --rollup-events N       fold only the first N events (whole batches of ROLLUP_BATCH)
 * The rollup phase on reused data starts from scratch: it deletes the company's rollup rows and sets
 * the cursor back before its first event — so use a database of its own for the bench.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { companies } from "../app/db/schema";
import { addDays, isoDay, presetPeriod } from "../app/lib/analytics/period";
import { searchCampaigns } from "../app/models/campaign-list.server";
import { ensureSiteKey, ROLLUP_BATCH, rollUpEvents } from "../app/models/analytics.server";
import * as reportQueries from "../app/models/analytics-reports.server";
import { visitorSetsReady } from "../app/models/analytics-visitor-sets.server";
import { buildVisitorSets } from "../app/models/analytics-visitor-sets-build.server";
import { setCollectLimits } from "../app/services/analytics/collect-limit.server";
import { collect } from "../app/services/analytics/ingest.server";
import { refreshPeriodTotals } from "../app/services/analytics/period-totals.server";
import * as reports from "../app/services/analytics/reports.server";
import { clearVisitorSetCache } from "../app/services/analytics/visitor-set-counts.server";
import { markdownTable, machine } from "./bench/report";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const EVENTS = Number(arg("--events") ?? 10_000_000);
const REUSE = process.argv.includes("--reuse");
const KEEP = REUSE || process.argv.includes("--keep");
const KEPT_SLUG = "bench-analytics-kept";
const CATCHUP = Number(arg("--catchup") ?? 1_000_000);
const CATCHUP_DAYS = Number(arg("--catchup-days") ?? 1);
const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 3);
const ROLLUP_EVENTS = Number(arg("--rollup-events") ?? Number.MAX_SAFE_INTEGER);
const execFileAsync = promisify(execFile);
const INGEST_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const INGEST_SECONDS = 10;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHASES = new Set(
  (arg("--phases") ?? "generate,rollup,sets,totals,queries,ingest").split(","),
);
if (REUSE) PHASES.delete("generate");
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url || !Number.isInteger(EVENTS) || EVENTS < 1) {
  console.error("Usage: DATABASE_URL=postgres://… npm run bench:analytics [-- --events N]");
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: url });
setDatabase(handle);
await runMigrations(handle);
const db = await getDb();
const lastEventId = async () =>
  Number(
    (
      (await db.execute(sql`select coalesce(max(id), 0) as id from analytics_events`)).rows[0] as {
        id: string;
      }
    ).id,
  );
const storedSince = async (id: number) =>
  Number(
    (
      (
        await db.execute(
          sql`select count(*)::int as n from analytics_events where id > ${id} and company_id = ${companyId} and visitor_id like 'bench-%'`,
        )
      ).rows[0] as { n: number }
    ).n,
  );
const seconds = (since: number) => (performance.now() - since) / 1000;
/**
 * What autovacuum does after a big rollup on a default server (migration 0015 makes it run after
 * 1 % new rows): sets the visibility map, so the screens' index-only scans skip the heap, and the
 * planner's statistics. The machines' PostgreSQL runs with autovacuum off: without this the
 * queries would be measured fetching every heap row. Timed and printed; not part of the rollup.
 */
async function vacuumRollups() {
  const t = performance.now();
  await db.execute(
    sql`vacuum (analyze) analytics_daily, analytics_daily_visitors, analytics_page_daily, analytics_page_campaign_daily`,
  );
  console.log(`vacuum (analyze) of the rollup tables: ${seconds(t).toFixed(1)} s`);
}

/** A company's visitor sets and numbers (docs/decisions/025), gone so the next build starts over. */
async function dropVisitorSets() {
  for (const table of [
    "analytics_visitor_sets",
    "analytics_visitor_numbers",
    "analytics_visitor_set_days",
    "analytics_visitor_set_state",
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where company_id = ${companyId}`);
}

const kept = REUSE
  ? (await db.execute(sql`select id from companies where tenant_slug = ${KEPT_SLUG}`)).rows[0]
  : undefined;
if (REUSE && !kept) {
  console.error(`--reuse: no kept bench company (${KEPT_SLUG}); run once with --keep first`);
  process.exit(2);
}
const companyId = kept
  ? (kept as { id: string }).id
  : (
      await db
        .insert(companies)
        .values({ name: "Bench analytics", tenantSlug: KEEP ? KEPT_SLUG : `bench-${Date.now()}` })
        .returning({ id: companies.id })
    )[0].id;
const siteKey = await ensureSiteKey(companyId);
const today = isoDay(new Date());

/**
 * Events number `first`…`last`: a quarter of them without a click (external), ~EVENTS/4 visitors,
 * funnel steps by share, spread over `days` (2 years); inserted a million per statement.
 */
async function generateEvents(first: number, last: number, days = 730) {
  const chunk = 1_000_000;
  for (let from = first; from <= last; from += chunk) {
    const to = Math.min(last, from + chunk - 1);
    await db.execute(sql`
      with k as (select array_agg(id order by id) as ids from campaigns where company_id = ${companyId}),
           ch as (select array_agg(distinct cc.channel_id order by cc.channel_id) as ids from campaign_channels cc
                  join campaigns c on c.id = cc.campaign_id and c.company_id = ${companyId})
      insert into analytics_events (company_id, occurred_at, received_at, step, visitor_id, campaign_id, channel_id, source, country, page_url)
      select ${companyId}, now() - ((g % ${days}::int) || ' days')::interval - ((g % 86400) || ' seconds')::interval, now() - interval '1 minute',
        (array['cta-click','career-page','career-page','job-description','job-description','application-form','application-success'])[1 + g % 7],
        'v' || (g % ${Math.max(1, Math.floor(EVENTS / 4))}::int),
        k.ids[1 + g % 200],
        case when g % 4 = 0 then null else ch.ids[1 + g % 30] end,
        case when g % 4 = 0 then (array['search','social','job-board','direct','other'])[1 + g % 5] else 'campaign' end,
        (array['DE','NL','GB','BE','AT','CH','US','FR','PL','ES'])[1 + g % 10],
        'https://careers.bench.example/jobs/' || (g % 200)
      from generate_series(${from}::int, ${to}::int) g, k, ch`);
  }
}

try {
  let t = performance.now();
  if (PHASES.has("generate")) {
    await db.execute(sql`
      insert into campaigns (id, company_id, name, status, created_at, ordered_total_cents)
      select gen_random_uuid(), ${companyId}, 'Bench campaign ' || g, 'online', now() - interval '730 days', 100000
      from generate_series(1, 200) g`);
    await db.execute(
      sql`create temporary table bench_channels as select gen_random_uuid() as id, g from generate_series(0, 29) g`,
    );
    await db.execute(sql`
      insert into campaign_channels (campaign_id, channel_id, position)
      select c.id, ch.id, ch.g from (select id, row_number() over (order by id) as n from campaigns where company_id = ${companyId}) c
      join bench_channels ch on ch.g % 6 = c.n % 6`);
    await db.execute(sql`
      insert into campaign_channel_performance (campaign_id, channel_id, day, clicks, applicants)
      select cc.campaign_id, cc.channel_id, (current_date - d)::date, 1 + (abs(hashtext(cc.campaign_id::text || d)) % 20), 0
      from campaign_channels cc join campaigns k on k.id = cc.campaign_id and k.company_id = ${companyId}
      cross join generate_series(0, 729) d`);
    console.log(`campaigns, channels and clicks: ${seconds(t).toFixed(1)} s`);

    t = performance.now();
    await generateEvents(1, EVENTS);
    const insertSeconds = seconds(t);
    // what autovacuum's analyze does on a default server: statistics of the generated tables (with
    // none the planner took 200 campaigns for 1 and sorted 729,000 click rows on disk)
    await db.execute(
      sql`analyze campaigns, channels, campaign_channels, campaign_channel_performance, analytics_clicks, analytics_events`,
    );
    console.log(`${EVENTS.toLocaleString("en")} events generated: ${insertSeconds.toFixed(1)} s`);
  }

  if (PHASES.has("rollup")) {
    if (REUSE) {
      // start the kept company's rollups from scratch (a bench database of its own, see above)
      await db.execute(sql`delete from analytics_daily where company_id = ${companyId}`);
      await db.execute(sql`delete from analytics_daily_visitors where company_id = ${companyId}`);
      await db.execute(sql`delete from analytics_page_daily where company_id = ${companyId}`);
      await db.execute(sql`delete from analytics_page_campaign_daily where company_id = ${companyId}`);
      await dropVisitorSets();
      await db.execute(
        sql`insert into analytics_rollup_state (name) values ('analytics') on conflict do nothing`,
      );
      await db.execute(
        sql`update analytics_rollup_state set last_event_id = coalesce((select min(id) - 1 from analytics_events where company_id = ${companyId}), 0)`,
      );
      await db.execute(
        sql`vacuum analyze analytics_daily, analytics_daily_visitors, analytics_page_daily, analytics_page_campaign_daily`,
      );
    }
    t = performance.now();
    let last = t;
    const folded = await rollUpEvents({
      now: new Date(),
      maxBatches: Math.ceil(ROLLUP_EVENTS / ROLLUP_BATCH),
      onBatch: (events) => {
        const now = performance.now();
        console.log(
          `  batch of ${events.toLocaleString("en")} events: ${((now - last) / 1000).toFixed(1)} s`,
        );
        last = now;
      },
    });
    const rollupSeconds = seconds(t);
    console.log(
      `rollup of ${folded.toLocaleString("en")} events: ${rollupSeconds.toFixed(1)} s (${Math.round(folded / rollupSeconds).toLocaleString("en")} events/s, ${(rollupSeconds / (folded / 1_000_000)).toFixed(1)} s per 1 M)`,
    );
    await vacuumRollups();
  }

  if (PHASES.has("catchup")) {
    // N new events on top of the rolled-up ones: what the job faces after a backlog
    const [{ n }] = (
      await db.execute(
        sql`select count(*)::int as n from analytics_events where company_id = ${companyId}`,
      )
    ).rows as { n: number }[];
    t = performance.now();
    // new events are recent: a backlog of the last CATCHUP_DAYS (1: the job stopped for a day)
    await generateEvents(n + 1, n + CATCHUP, CATCHUP_DAYS);
    console.log(
      `${CATCHUP.toLocaleString("en")} new events generated (after ${n.toLocaleString("en")}): ${seconds(t).toFixed(1)} s`,
    );
    t = performance.now();
    let last = t;
    const folded = await rollUpEvents({
      now: new Date(),
      onBatch: (events) => {
        const now = performance.now();
        console.log(
          `  batch of ${events.toLocaleString("en")} events: ${((now - last) / 1000).toFixed(1)} s`,
        );
        last = now;
      },
    });
    console.log(
      `rollup catch-up of ${folded.toLocaleString("en")} new events: ${seconds(t).toFixed(1)} s`,
    );
    await vacuumRollups();
  }

  if (PHASES.has("sets")) {
    // the visitor-set job (docs/decisions/025): a first build of every day, or, when the company's
    // sets exist, only the days a rollup or catch-up marked since
    const first = !(await visitorSetsReady(companyId));
    const dayTimes: number[] = [];
    t = performance.now();
    const days = await buildVisitorSets({
      minEvents: 0,
      companyId,
      onDay: (_, ms) => dayTimes.push(ms),
    });
    const buildSeconds = seconds(t);
    dayTimes.sort((a, b) => a - b);
    const [size] = (
      await db.execute(sql`
        select count(*)::int as sets, coalesce(sum(octet_length(visitors)), 0)::bigint as bytes,
          (select numbered from analytics_visitor_set_state where company_id = ${companyId})::int as visitors
        from analytics_visitor_sets where company_id = ${companyId}`)
    ).rows as { sets: number; bytes: string | number; visitors: number }[];
    console.log(
      `visitor sets, ${first ? "first build" : "days marked since"}: ${days.toLocaleString("en")} days in ${buildSeconds.toFixed(1)} s (per day p50 ${(dayTimes[Math.floor(dayTimes.length / 2)] ?? 0).toFixed(0)} ms, max ${(dayTimes.at(-1) ?? 0).toFixed(0)} ms, months included); ${size.sets.toLocaleString("en")} sets, ${(Number(size.bytes) / 1e6).toFixed(1)} MB of bitmaps, ${size.visitors.toLocaleString("en")} visitors numbered`,
    );
    await db.execute(sql`vacuum (analyze) analytics_visitor_sets, analytics_visitor_numbers`);
  }

  if (PHASES.has("totals")) {
    // the job's recount of the overview's presets, section by section: the live cost of each
    const sections: string[][] = [];
    await db.execute(sql`delete from analytics_period_totals where company_id = ${companyId}`);
    t = performance.now();
    await refreshPeriodTotals({
      minEvents: 0,
      refreshMs: 0,
      companyId,
      now: new Date(),
      onSection: (period, section, ms) =>
        sections.push([`${period.from} … ${period.to}`, section, `${ms.toFixed(0)} ms`]),
    });
    console.log(markdownTable(["period", "section (counted live)", "time"], sections));
    console.log(`period totals of one company recounted: ${seconds(t).toFixed(1)} s`);
  }

  if (PHASES.has("queries")) {
    const [{ id: campaignId }] = (
      await db.execute(
        sql`select id from campaigns where company_id = ${companyId} order by id limit 1`,
      )
    ).rows as { id: string }[];
    // the overview reads the presets from the period totals (phase totals); any other period from
    // the visitor sets (phase sets) once they are built, else it is counted live (fewer runs)
    const sets = await visitorSetsReady(companyId);
    const custom = sets ? "custom: visitor sets" : "custom: live";
    const customRuns = sets ? RUNS : Math.min(RUNS, LIVE_RUNS);
    const periods: Record<string, { from: string; to: string; runs: number }> = {
      "last 30 days (preset)": { ...presetPeriod("last-30-days", today), runs: RUNS },
      "all since 2017 (preset, default)": { ...presetPeriod("all", today), runs: RUNS },
      [`30 days to yesterday (${custom})`]: {
        from: addDays(today, -30),
        to: addDays(today, -1),
        runs: customRuns,
      },
      [`2017-01-01 to yesterday (${custom})`]: {
        from: "2017-01-01",
        to: addDays(today, -1),
        runs: customRuns,
      },
      [`a year ago, 90 days (${custom})`]: {
        from: addDays(today, -455),
        to: addDays(today, -366),
        runs: customRuns,
      },
    };
    const page = { offset: 0, limit: 10 };
    const rows: string[][] = [];
    for (const [periodName, { from, to, runs }] of Object.entries(periods)) {
      const company = { companyId, from, to };
      const campaign = { companyId, campaignId, from, to };
      // what the loaders run: every section at once (app/routes/analytics/*.server.ts)
      const overviewScreen = () =>
        Promise.all([
          reports.overallPerformance(company),
          reports.performanceByDate(company),
          reports.sourcesFunnel(company),
          reports.channelPerformance(company, page),
          searchCampaigns(companyId, {
            text: "",
            author: [],
            month: [],
            status: [],
            limit: 10,
            offset: 0,
          }),
          reports.jobsOverview(company, page),
          reports.clicksPerCampaign(company, { offset: 0, limit: 5 }),
          reports.jobPagePerformance(company, page),
          reportQueries.droppedEvents(company),
        ]);
      const campaignScreen = () =>
        Promise.all([
          reports.overallPerformance(campaign),
          reports.performanceByDate(campaign),
          reportQueries.clicksPerDay(campaign),
          reports.sourcesFunnel(campaign, "campaign"),
          reports.geolocation(campaign),
          reportQueries.assistedConversions(campaign, 30),
          reportQueries.jobAdClicks(campaign),
        ]);
      const queries: [string, () => Promise<unknown>][] = [
        ["overview: overall performance", () => reports.overallPerformance(company)],
        ["overview: performance by date", () => reports.performanceByDate(company)],
        ["overview: funnel and sources", () => reports.sourcesFunnel(company)],
        ["overview: channels (page 1)", () => reports.channelPerformance(company, page)],
        ["overview: jobs overview", () => reports.jobsOverview(company, page)],
        [
          "overview: clicks per campaign",
          () => reports.clicksPerCampaign(company, { offset: 0, limit: 5 }),
        ],
        ["overview: job-page performance", () => reports.jobPagePerformance(company, page)],
        ["campaign: overall performance", () => reports.overallPerformance(campaign)],
        ["campaign: performance by date", () => reports.performanceByDate(campaign)],
        ["campaign: clicks per day", () => reportQueries.clicksPerDay(campaign)],
        ["campaign: sources funnel", () => reports.sourcesFunnel(campaign, "campaign")],
        ["campaign: geolocation", () => reports.geolocation(campaign)],
        ["campaign: assisted conversions", () => reportQueries.assistedConversions(campaign, 30)],
        ["campaign: job-ad clicks", () => reportQueries.jobAdClicks(campaign)],
        ["overview screen: all sections at once", overviewScreen],
        ["campaign screen: all sections at once", campaignScreen],
      ];
      for (const [name, run] of queries) {
        // the first run reads with an empty month-set cache (docs/decisions/025): printed apart
        clearVisitorSetCache();
        const cold = performance.now();
        await run();
        const first = performance.now() - cold;
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const s = performance.now();
          await run();
          times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        const p = (q: number) =>
          times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
        rows.push([name, periodName, `${first.toFixed(1)} ms`, `${p(0.5)} ms`, `${p(0.95)} ms`]);
      }
    }
    console.log(markdownTable(["loader query", "period", "first run", "p50", "p95"], rows));
  }

  if (PHASES.has("ingest")) {
    // ingestion: the /collect handler behind a plain HTTP server, one process, autocannon. Every
    // request comes from one address with one key, so the rate limits are lifted for the bench.
    setCollectLimits(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const request = new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      const response = await collect(request, req.socket.remoteAddress ?? undefined);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    // autocannon runs in a process of its own, so the load generator does not share the server's
    // event loop; every request is a new visitor with a real browser's user agent (the bench once
    // sent "Mozilla/5.0 bench", which isbot drops: it measured dropped bots, not stored events)
    const before = await lastEventId();
    const body = JSON.stringify({
      key: siteKey,
      step: "career-page",
      visitor: "bench-[<id>]",
      url: "https://careers.bench.example/jobs/1",
      referrer: "https://www.google.com/",
    });
    const { stdout: out } = await execFileAsync(
      process.execPath,
      [
        path.join(process.cwd(), "node_modules/autocannon/autocannon.js"),
        ...[
          "-c",
          String(INGEST_CONNECTIONS),
          "-d",
          String(INGEST_SECONDS),
          "-m",
          "POST",
          "-I",
          "-j",
        ],
        ...["-H", "content-type=text/plain", "-H", `user-agent=${BROWSER}`, "-b", body],
        `http://127.0.0.1:${port}/collect`,
      ],
      { encoding: "utf8" },
    );
    await new Promise((resolve) => server.close(resolve));
    const result = JSON.parse(out) as {
      "2xx": number;
      non2xx: number;
      latency: { p50: number; p99: number };
    };
    const stored = await storedSince(before);
    console.log(
      `ingestion (${INGEST_CONNECTIONS} connections, ${INGEST_SECONDS} s): ${Math.round(stored / INGEST_SECONDS).toLocaleString("en")} events/s stored (${stored.toLocaleString("en")} rows; ${result["2xx"].toLocaleString("en")} × 2xx, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx})`,
    );
  }
  console.log(`machine: ${machine()}`);
} finally {
  if (KEEP)
    console.log(`kept the bench company ${companyId} (${KEPT_SLUG}); reuse it with --reuse`);
  else {
    await db.execute(sql`delete from analytics_daily where company_id = ${companyId}`);
    await db.execute(sql`delete from analytics_daily_visitors where company_id = ${companyId}`);
    await db.execute(sql`delete from analytics_page_daily where company_id = ${companyId}`);
    await db.execute(sql`delete from analytics_page_campaign_daily where company_id = ${companyId}`);
    await dropVisitorSets();
    await db.execute(sql`delete from companies where id = ${companyId}`);
  }
  await handle.close();
}
