import roaring from "roaring";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { analyticsVisitorSetState } from "~/db/schema";
import { isoDay, monthStart, nextMonth } from "~/lib/analytics/period";
import { CONVERSION_STEP } from "~/lib/analytics/steps";
import { NONE } from "./analytics.server";
import { rows } from "./analytics-sections.server";
import { SET_DIMS, sourceStepKey, toBuffer } from "./analytics-visitor-sets.server";

const { RoaringBitmap32 } = roaring;
type Bitmap = InstanceType<typeof RoaringBitmap32>;

/**
 * The write side of the visitor sets (docs/decisions/025): the `analytics-visitor-sets` job numbers
 * visitors, builds each changed day's sets and the months they are in, and sums clicks and page
 * events. The read side is analytics-visitor-sets.server.ts.
 */

export interface BuildOptions {
  /** companies with fewer folded events are counted live; their sets are not kept */
  minEvents: number;
  companyId?: string;
  now?: Date;
  /** called after each day's sets are written (the bench reports progress) */
  onDay?: (day: string, ms: number) => void;
}

/**
 * Brings big companies' visitor sets up to date: on a company's first run every day it has, later
 * only the days the rollup marked since (analytics_visitor_set_days), then the months those days
 * are in. Each day is one transaction that first takes the day's mark, so a rollup that marks the
 * day again while it runs leaves the mark for the next run. Returns the number of days rebuilt.
 */
export async function buildVisitorSets(options: BuildOptions) {
  const db = await getDb();
  const only = options.companyId ? sql`and r.company_id = ${options.companyId}` : sql``;
  // small companies are counted live: their marks are not worth keeping
  await db.execute(sql`
    delete from analytics_visitor_set_days d where not exists (
      select 1 from analytics_company_rollup r where r.company_id = d.company_id and r.events >= ${options.minEvents})`);
  const today = isoDay(options.now ?? new Date());
  const current = monthStart(today);
  const companies = await rows<{ company_id: string; ready: boolean | null; clicks_through: string | null }>(sql`
    select r.company_id, s.ready, s.clicks_through::text as clicks_through from analytics_company_rollup r
    left join analytics_visitor_set_state s on s.company_id = r.company_id
    where r.events >= ${options.minEvents} ${only}
      and (s.ready is not true or s.clicks_through is null or s.clicks_through < ${today}
        or exists (select 1 from analytics_visitor_set_days d where d.company_id = r.company_id))
    order by r.company_id`);
  let rebuilt = 0;
  for (const { company_id: companyId, ready, clicks_through: clicksThrough } of companies) {
    await db.insert(analyticsVisitorSetState).values({ companyId }).onConflictDoNothing();
    // first run: every day of the company (its marks may have been dropped while it was small)
    const days = ready
      ? await rows<{ day: string }>(
          sql`select day::text as day from analytics_visitor_set_days where company_id = ${companyId} order by day`,
        )
      : await rows<{ day: string }>(
          sql`select distinct day::text as day from analytics_daily where company_id = ${companyId} order by day`,
        );
    const months = new Set<string>();
    for (const { day } of days) {
      const started = performance.now();
      await db.transaction(async (tx) => buildDay(tx as unknown as Database, companyId, day));
      options.onDay?.(day, performance.now() - started);
      months.add(monthStart(day));
      rebuilt++;
    }
    // the numbers table grows by millions on a first build: fresh statistics for the planner
    if (!ready) await db.execute(sql`analyze analytics_visitor_numbers`);
    for (const month of [...months].sort()) {
      await db.transaction(async (tx) => buildMonth(tx as unknown as Database, companyId, month));
    }
    if (!clicksThrough || clicksThrough < today) {
      await db.transaction(async (tx) => sumClicks(tx as unknown as Database, companyId, clicksThrough, today));
    }
    // a day or month that is over was rebuilt (late events): readers' cached sets are out of date
    const over = days.some(({ day }) => day < today) || [...months].some((m) => m < current);
    await db.execute(sql`
      update analytics_visitor_set_state set ready = true, built_at = ${(options.now ?? new Date()).toISOString()},
        closed_generation = closed_generation + ${over ? 1 : 0}
      where company_id = ${companyId}`);
  }
  return rebuilt;
}

interface SetRow {
  dim: string;
  key: string;
  visitors: Uint8Array | null;
  size: number;
}

function bitmapRow(dim: string, key: string, numbers: number[]): SetRow {
  const bitmap = new RoaringBitmap32(numbers);
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return { dim, key, visitors: bitmap.serialize("portable"), size: bitmap.size };
}

async function buildDay(tx: Database, companyId: string, day: string) {
  // a day's queries are small index probes; JIT compiling them cost more than they take
  await tx.execute(sql`set local jit = off`);
  await tx.execute(
    sql`delete from analytics_visitor_set_days where company_id = ${companyId} and day = ${day}`,
  );
  // number the day's new visitors after the company's last number (the state row's lock makes
  // this one writer at a time); ordered by id so a rebuild numbers the same visitors the same way.
  // Each visitor's number is looked up through the primary key (a scalar subquery, one index probe
  // per visitor): a join let the planner sort all of the company's numbers (2.5 M on the bench) for
  // a day of 14,000 visitors
  const [state] = await rows<{ numbered: number }>(
    sql`select numbered from analytics_visitor_set_state where company_id = ${companyId} for update`,
    tx,
  );
  const numberOf = sql`(select x.n from analytics_visitor_numbers x where x.company_id = ${companyId} and x.visitor_id = v.visitor_id)`;
  const added = await rows<{ n: number }>(
    sql`
    insert into analytics_visitor_numbers (company_id, visitor_id, n)
    select ${companyId}, u.visitor_id, ${Number(state.numbered)} + row_number() over (order by u.visitor_id)
    from (select v.visitor_id, ${numberOf} as n
          from (select distinct visitor_id from analytics_daily_visitors where company_id = ${companyId} and day = ${day}) v) u
    where u.n is null
    returning n`,
    tx,
  );
  if (added.length) {
    await tx.execute(sql`update analytics_visitor_set_state set numbered = numbered + ${added.length} where company_id = ${companyId}`);
  }
  const visits = await rows<{ campaign_id: string; channel_id: string; source: string; step: string; country: string; n: number }>(
    sql`
    select v.campaign_id, v.channel_id, v.source, v.step, v.country, ${numberOf} as n
    from analytics_daily_visitors v
    where v.company_id = ${companyId} and v.day = ${day}`,
    tx,
  );
  const sets = new Map<string, number[]>();
  const add = (dim: string, key: string, n: number) => {
    const id = `${dim}\n${key}`;
    const list = sets.get(id);
    if (list) list.push(n);
    else sets.set(id, [n]);
  };
  for (const v of visits) {
    const n = Number(v.n);
    const converted = v.step === CONVERSION_STEP;
    add(SET_DIMS.all, "", n);
    add(SET_DIMS.sourceStep, sourceStepKey(v.source, v.step), n);
    add(SET_DIMS.country, v.country, n);
    if (converted) {
      add(SET_DIMS.converted, "", n);
      add(SET_DIMS.countryConverted, v.country, n);
    }
    if (v.channel_id !== NONE) {
      add(SET_DIMS.channel, v.channel_id, n);
      if (converted) add(SET_DIMS.channelConverted, v.channel_id, n);
    }
    if (v.campaign_id !== NONE) {
      add(SET_DIMS.campaign, v.campaign_id, n);
      if (converted) add(SET_DIMS.campaignConverted, v.campaign_id, n);
    }
  }
  const setRows = [...sets].map(([id, numbers]) => {
    const [dim, key] = id.split("\n");
    return bitmapRow(dim, key, numbers);
  });
  const events = await rows<{ source: string; events: number }>(
    sql`select source, sum(events)::int as events from analytics_daily where company_id = ${companyId} and day = ${day} group by source`,
    tx,
  );
  for (const e of events)
    setRows.push({ dim: SET_DIMS.events, key: e.source, visitors: null, size: Number(e.events) });
  await replaceSets(tx, companyId, "day", day, setRows);
}

/**
 * Clicks per campaign summed per day for the days before `today`, and per month for the months
 * before today's month, from where the last run stopped (`through`). The tracking redirect counts
 * a click on the day it happens (campaign-performance.server.ts), so a day that is over no longer
 * changes and is summed once; today is always read live.
 */
async function sumClicks(tx: Database, companyId: string, through: string | null, today: string) {
  const clicks = sql`from campaign_channel_performance p join campaigns k on k.id = p.campaign_id and k.company_id = ${companyId}`;
  const summed = sql`company_id = ${companyId} and dim = ${SET_DIMS.clicks}`;
  await tx.execute(sql`
    delete from analytics_visitor_sets where ${summed} and grain = 'day' and start < ${today} ${through ? sql`and start >= ${through}` : sql``}`);
  await tx.execute(sql`
    insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
    select ${companyId}, ${SET_DIMS.clicks}, 'day', p.day, p.campaign_id::text, null, sum(p.clicks)::int ${clicks}
    where p.day < ${today} ${through ? sql`and p.day >= ${through}` : sql``}
    group by 4, 5 having sum(p.clicks) > 0`);
  const current = monthStart(today);
  const fromMonth = through ? monthStart(through) : null;
  if (!fromMonth || fromMonth < current) {
    await tx.execute(sql`
      delete from analytics_visitor_sets where ${summed} and grain = 'month' and start < ${current} ${fromMonth ? sql`and start >= ${fromMonth}` : sql``}`);
    await tx.execute(sql`
      insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
      select ${companyId}, ${SET_DIMS.clicks}, 'month', date_trunc('month', p.day)::date, p.campaign_id::text, null, sum(p.clicks)::int ${clicks}
      where p.day < ${current} ${fromMonth ? sql`and p.day >= ${fromMonth}` : sql``}
      group by 4, 5 having sum(p.clicks) > 0`);
  }
  await tx.execute(sql`update analytics_visitor_set_state set clicks_through = ${today} where company_id = ${companyId}`);
}

/** A month's sets: the union of its day sets per dimension and key (and the sum of its event counts). */
async function buildMonth(tx: Database, companyId: string, month: string) {
  const days = await rows<{
    dim: string;
    key: string;
    visitors: Buffer | Uint8Array | null;
    size: number;
  }>(
    sql`
    select dim, key, visitors, size from analytics_visitor_sets
    where company_id = ${companyId} and grain = 'day' and start >= ${month} and start < ${nextMonth(month)}
      and dim <> ${SET_DIMS.clicks}`,
    tx,
  );
  const merged = new Map<string, { dim: string; key: string; bitmaps: Bitmap[]; size: number }>();
  for (const d of days) {
    const id = `${d.dim}\n${d.key}`;
    const m = merged.get(id) ?? { dim: d.dim, key: d.key, bitmaps: [], size: 0 };
    merged.set(id, m);
    if (d.visitors) m.bitmaps.push(RoaringBitmap32.deserialize(toBuffer(d.visitors), "portable"));
    else m.size += Number(d.size);
  }
  const setRows: SetRow[] = [...merged.values()].map((m) => {
    if (m.bitmaps.length === 0) return { dim: m.dim, key: m.key, visitors: null, size: m.size };
    const bitmap = RoaringBitmap32.orMany(m.bitmaps);
    bitmap.runOptimize();
    bitmap.shrinkToFit();
    return { dim: m.dim, key: m.key, visitors: bitmap.serialize("portable"), size: bitmap.size };
  });
  // job-page performance: events per page and step in the month (step first: a step has no tab)
  const pages = await rows<{ key: string; events: number }>(
    sql`
    select p.step || E'\t' || p.page as key, sum(p.events)::int as events from analytics_page_daily p
    where p.company_id = ${companyId} and p.day >= ${month} and p.day < ${nextMonth(month)} group by 1`,
    tx,
  );
  for (const p of pages) setRows.push({ dim: SET_DIMS.pageEvents, key: p.key, visitors: null, size: Number(p.events) });
  await replaceSets(tx, companyId, "month", month, setRows);
}

/** Rows per insert statement (PostgreSQL allows 65,535 parameters; a row takes 7). */
const INSERT_ROWS = 2000;

async function replaceSets(
  tx: Database,
  companyId: string,
  grain: "day" | "month",
  start: string,
  setRows: SetRow[],
) {
  // the monthly click sums are summed once a month is over (sumClicks), not rebuilt with its sets
  await tx.execute(sql`
    delete from analytics_visitor_sets
    where company_id = ${companyId} and grain = ${grain} and start = ${start} and dim <> ${SET_DIMS.clicks}`);
  for (let i = 0; i < setRows.length; i += INSERT_ROWS) {
    const values = setRows
      .slice(i, i + INSERT_ROWS)
      .map(
        (r) =>
          sql`(${companyId}, ${r.dim}, ${grain}, ${start}, ${r.key}, ${r.visitors}, ${r.size})`,
      );
    await tx.execute(sql`
      insert into analytics_visitor_sets (company_id, dim, grain, start, key, visitors, size)
      values ${sql.join(values, sql`, `)}`);
  }
}
