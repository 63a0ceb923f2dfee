import { randomBytes } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { createCache } from "~/platform/cache.server";
import {
  analyticsClicks,
  analyticsDropped,
  analyticsEvents,
  analyticsRollupState,
  analyticsSites,
  campaigns,
} from "~/db/schema";
import { CONVERSION_STEP, type FunnelStep, type TrafficSource } from "~/lib/analytics/steps";

/**
 * The write side of analytics (issue 14 §1–§2): site keys, click ids, raw events (append-only),
 * dropped-event counts and the incremental rollup. The read side is analytics-reports.server.ts.
 */

/** "No campaign / no channel" in rollup keys (a plain primary key cannot hold nulls). */
export const NONE = "00000000-0000-0000-0000-000000000000";

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

/** The company's public snippet key, created on first use. */
export async function ensureSiteKey(companyId: string) {
  const db = await getDb();
  await db.insert(analyticsSites).values({ companyId, siteKey: `hw_${randomId(12)}` }).onConflictDoNothing();
  const [row] = await db.select({ siteKey: analyticsSites.siteKey }).from(analyticsSites).where(eq(analyticsSites.companyId, companyId));
  return row.siteKey;
}

// Site keys never change owner: a known key saves a query per event (decision 066).
const siteKeys = createCache<string>("analytics-site-key", { max: 10_000, ttlMs: 60_000 });

export async function companyOfSiteKey(siteKey: string) {
  const known = siteKeys.get(siteKey);
  if (known !== undefined) return known;
  const db = await getDb();
  const [row] = await db.select({ companyId: analyticsSites.companyId }).from(analyticsSites).where(eq(analyticsSites.siteKey, siteKey));
  if (!row) return null;
  siteKeys.set(siteKey, row.companyId);
  return row.companyId;
}

/**
 * The career-site page an event's URL is on, as job-page performance keys its rows
 * (analytics_page_daily): the URL without fragment and query, at most 500 characters. Job seekers
 * land through tracking links, so the URLs the snippet reports carry utm_* and hw_cid; every
 * statement that matches events to those rows goes through this one expression.
 */
export function pageOfUrl(url: SQL) {
  return sql`left(split_part(split_part(${url}, '#', 1), '?', 1), 500)`;
}

/** A click id for one followed tracking link (hw_cid): random, so it reveals nothing. */
export async function issueClickId(companyId: string, campaignId: string, channelId: string, now = new Date()) {
  const db = await getDb();
  const clickId = randomId(12);
  await db.insert(analyticsClicks).values({ clickId, companyId, campaignId, channelId, createdAt: now });
  return clickId;
}

/** The campaign and channel of a click id, only within the company that owns the site key. */
export async function resolveClickId(companyId: string, clickId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ campaignId: analyticsClicks.campaignId, channelId: analyticsClicks.channelId })
    .from(analyticsClicks)
    .where(and(eq(analyticsClicks.companyId, companyId), eq(analyticsClicks.clickId, clickId)));
  return row ?? null;
}

/** A campaign id the snippet names (data-hw-campaign) counts only when it is the company's own. */
export async function ownCampaignId(companyId: string, campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
  return row?.id ?? null;
}

export interface NewEvent {
  companyId: string;
  step: FunnelStep;
  visitorId: string | null;
  clickId: string | null;
  campaignId: string | null;
  channelId: string | null;
  source: TrafficSource;
  country: string;
  pageUrl: string;
  referrer: string;
  occurredAt?: Date;
  /** The sender's id of the event (a retry carries the same); null when it sent none. */
  eventId?: string | null;
}

/**
 * Events are written in batches by group commit: every request waits for its own event to be
 * stored (the 204 still means "stored"), the first one is written at once, and whatever arrives
 * while an insert is running goes into the next multi-row insert. Under load a batch grows to what
 * one insert's round trip lets pile up; alone, an event waits for nothing (an earlier fixed timer
 * capped the throughput: docs/performance-analytics.md).
 */
export const INSERT_BATCH_MAX = 500;
/** Inserts in flight at once: while one waits for its commit, the next batch is already on its way. */
export const INSERT_WRITERS = 2;
const pending: { event: NewEvent; resolve: () => void; reject: (error: unknown) => void }[] = [];
let writers = 0;

async function writeEvents() {
  writers++;
  try {
    while (pending.length > 0) {
      const batch = pending.splice(0, INSERT_BATCH_MAX);
      try {
        const db = await getDb();
        // no wait for the WAL flush: the commit is still atomic, but a database crash may lose the
        // last fraction of a second of events already answered 204 — for page-view beacons (which
        // are fire-and-forget anyway) a fair price for not waiting on the disk per batch
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local synchronous_commit = off`);
          // an event id seen before is a retry of a stored event: nothing more to store
          await tx.insert(analyticsEvents).values(batch.map((b) => b.event)).onConflictDoNothing();
        });
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
  } finally {
    writers--;
  }
}

export function insertEvent(event: NewEvent) {
  return new Promise<void>((resolve, reject) => {
    pending.push({ event, resolve, reject });
    if (writers < INSERT_WRITERS) void writeEvents();
  });
}

/** An event refused on purpose (a bot): counted per company, day and reason, never stored. */
export async function countDropped(companyId: string, reason: "bot", now = new Date()) {
  const db = await getDb();
  await db
    .insert(analyticsDropped)
    .values({ companyId, day: now.toISOString().slice(0, 10), reason, events: 1 })
    .onConflictDoUpdate({
      target: [analyticsDropped.companyId, analyticsDropped.day, analyticsDropped.reason],
      set: { events: sql`${analyticsDropped.events} + 1` },
    });
}

// ── Rollup ──────────────────────────────────────────────────────────────────────────────────

export const ROLLUP_NAME = "analytics";
const CONVERTED_STEP = sql.raw(`'${CONVERSION_STEP}'`);
/** Events per rollup transaction: big enough to amortise, small enough to keep locks short. */
export const ROLLUP_BATCH = 200_000;
/** Memory for one batch's grouping (per transaction, not the server's default). */
export const ROLLUP_WORK_MEM = "128MB";
/** Rows younger than this are left for the next run (an id taken earlier may still commit). */
export const ROLLUP_SETTLE_MS = 2_000;

/**
 * Folds the events after the cursor into the rollups, batch by batch, each batch one transaction
 * that also moves the cursor — so a crash or a second runner never counts an event twice (the
 * state row is locked FOR UPDATE). Returns the number of events folded in.
 */
export async function rollUpEvents(
  options: { now?: Date; batch?: number; maxBatches?: number; onBatch?: (events: number) => void } = {},
) {
  const db = await getDb();
  const batch = options.batch ?? ROLLUP_BATCH;
  const settled = new Date((options.now ?? new Date()).getTime() - ROLLUP_SETTLE_MS);
  await db.insert(analyticsRollupState).values({ name: ROLLUP_NAME }).onConflictDoNothing();
  let total = 0;
  for (let i = 0; i < (options.maxBatches ?? Number.MAX_SAFE_INTEGER); i++) {
    const folded = await db.transaction(async (tx) => rollUpBatch(tx as unknown as Database, batch, settled));
    total += folded;
    options.onBatch?.(folded);
    if (folded < batch) break;
  }
  return total;
}

async function rollUpBatch(tx: Database, batch: number, settled: Date) {
  const state = await tx.execute(
    sql`select last_event_id from analytics_rollup_state where name = ${ROLLUP_NAME} for update`,
  );
  const last = Number((state.rows[0] as { last_event_id: string | number }).last_event_id);
  const bounds = await tx.execute(sql`
    select max(id) as hi, count(*)::int as n from (
      select id from analytics_events where id > ${last} and received_at <= ${settled.toISOString()}
      order by id limit ${batch}
    ) b`);
  const { hi, n } = bounds.rows[0] as { hi: string | number | null; n: number };
  if (!hi) return 0;
  const upto = Number(hi);
  const range = sql`e.id > ${last} and e.id <= ${upto}`;
  const day = sql`(e.occurred_at at time zone 'UTC')::date`;
  const campaign = sql`coalesce(e.campaign_id, ${NONE}::uuid)`;
  const channel = sql`coalesce(e.channel_id, ${NONE}::uuid)`;
  // Measured on the bench (docs/performance-analytics.md): the grouping of a batch spilled to disk
  // with the default 4 MB work_mem, and rows upserted in primary-key order touch each index page
  // once instead of at random. The commit need not wait for the WAL flush: a batch lost in a crash
  // is lost together with its cursor move, so it is simply folded again.
  await tx.execute(sql`set local work_mem = '${sql.raw(ROLLUP_WORK_MEM)}'`);
  await tx.execute(sql`set local synchronous_commit = off`);
  await tx.execute(sql`
    insert into analytics_daily as d (company_id, day, campaign_id, channel_id, source, step, country, events, anonymous_events)
    select e.company_id, ${day}, ${campaign}, ${channel}, e.source, e.step, e.country,
      count(*)::int, (count(*) filter (where e.visitor_id is null))::int
    from analytics_events e where ${range}
    group by 1, 2, 3, 4, 5, 6, 7
    order by 1, 2, 3, 4, 5, 6, 7
    on conflict (company_id, day, campaign_id, channel_id, source, step, country) do update
      set events = d.events + excluded.events, anonymous_events = d.anonymous_events + excluded.anonymous_events`);
  // Applicants (docs/decisions/045): a visitor counts once per campaign, on the day and channel of
  // their first completed application (campaign_applicants keeps who was counted); the daily
  // results are the rollup of those rows, and the performance page, the lists, the share page,
  // the exports and analytics all sum them
  await tx.execute(sql`
    with firsts as (
      select distinct on (e.campaign_id, e.visitor_id) e.campaign_id, ${channel} as channel_id, ${day} as day, e.visitor_id
      from analytics_events e
      join campaigns k on k.id = e.campaign_id and k.company_id = e.company_id
      where ${range} and e.step = ${CONVERTED_STEP} and e.visitor_id is not null
      order by e.campaign_id, e.visitor_id, e.occurred_at, e.id
    ), counted as (
      insert into campaign_applicants (campaign_id, visitor_id, channel_id, day)
      select campaign_id, visitor_id, channel_id, day from firsts
      on conflict do nothing
      returning campaign_id, channel_id, day
    )
    insert into campaign_channel_performance as p (campaign_id, channel_id, day, applicants)
    select campaign_id, channel_id, day, count(*)::int from counted
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (campaign_id, channel_id, day) do update set applicants = p.applicants + excluded.applicants`);
  await tx.execute(sql`
    insert into analytics_daily_visitors as v (company_id, day, campaign_id, channel_id, source, step, country, visitor_id, last_seen_at)
    select e.company_id, ${day}, ${campaign}, ${channel}, e.source, e.step, e.country, e.visitor_id, max(e.occurred_at)
    from analytics_events e where ${range} and e.visitor_id is not null
    group by 1, 2, 3, 4, 5, 6, 7, 8
    order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (company_id, day, campaign_id, channel_id, source, step, country, visitor_id) do update
      set last_seen_at = greatest(v.last_seen_at, excluded.last_seen_at)`);
  await tx.execute(sql`
    insert into analytics_page_daily as p (company_id, day, page, step, events)
    select e.company_id, ${day}, ${pageOfUrl(sql`e.page_url`)}, e.step, count(*)::int
    from analytics_events e where ${range} and e.page_url <> ''
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (company_id, day, page, step) do update set events = p.events + excluded.events`);
  await tx.execute(sql`
    insert into analytics_page_campaign_daily as p (company_id, day, page, campaign_id, events)
    select e.company_id, ${day}, ${pageOfUrl(sql`e.page_url`)}, e.campaign_id, count(*)::int
    from analytics_events e where ${range} and e.page_url <> '' and e.campaign_id is not null
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (company_id, day, page, campaign_id) do update set events = p.events + excluded.events`);
  await tx.execute(sql`
    insert into analytics_company_rollup as r (company_id, events, last_event_id)
    select e.company_id, count(*), max(e.id) from analytics_events e where ${range} group by 1
    on conflict (company_id) do update
      set events = r.events + excluded.events, last_event_id = greatest(r.last_event_id, excluded.last_event_id)`);
  // the days whose visitor sets (docs/decisions/025) are now out of date, in the same transaction
  await tx.execute(sql`
    insert into analytics_visitor_set_days (company_id, day)
    select distinct e.company_id, ${day} from analytics_events e where ${range}
    on conflict do nothing`);
  await tx.execute(
    sql`update analytics_rollup_state set last_event_id = ${upto}, updated_at = now() where name = ${ROLLUP_NAME}`,
  );
  return Number(n);
}
