/**
 * bench:http --large: 5,000 more campaigns for the demo recruiter's company and 10,000 more
 * channels, written while the server is stopped (PGlite allows one process per folder).
 */
import { sql } from "drizzle-orm";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { upsertChannels } from "../../app/models/channel.server";
import { invalidateTaxonomy } from "../../app/models/taxonomy.server";
import { runCampaignLifecycleSweep } from "../../app/services/jobs/campaigns.server";
import { syntheticChannels } from "./synthetic-channels";

/**
 * The campaigns are copies of the demo campaigns (statuses, authors, target groups, baskets,
 * daily results), each moved back in time by up to two years so the month facet and the date
 * sort see a realistic spread.
 */
const COPY_CAMPAIGNS = (count: number) => [
  `create temp table bench_copies on commit drop as
   with templates as (
     select c.id, c.created_at, row_number() over (order by c.created_at, c.id) - 1 as n
     from campaigns c join companies co on co.id = c.company_id
     where co.tenant_slug = 'northwind'
   )
   select gen_random_uuid() as id, t.id as template_id, g,
     (now() - make_interval(days => g % 730, mins => (g * 7) % 1440)) - t.created_at as shift
   from generate_series(1, ${count}) g
   join templates t on t.n = g % (select count(*) from templates)`,
  `insert into campaigns (id, company_id, created_by, name, status, target_group, order_requested_at,
     ordered_at, ordered_by, availability_date, ordered_total_cents, created_at, updated_at)
   select b.id, t.company_id, t.created_by, t.name || ' ' || b.g, t.status, t.target_group,
     t.order_requested_at + b.shift, t.ordered_at + b.shift, t.ordered_by, t.availability_date + b.shift,
     t.ordered_total_cents, t.created_at + b.shift, t.updated_at + b.shift
   from bench_copies b join campaigns t on t.id = b.template_id`,
  `insert into campaign_channels (campaign_id, channel_id, position, ordered_price_cents, live_url,
     online_from, online_until, created_at)
   select b.id, cc.channel_id, cc.position, cc.ordered_price_cents, cc.live_url,
     cc.online_from + b.shift, cc.online_until + b.shift, cc.created_at + b.shift
   from bench_copies b join campaign_channels cc on cc.campaign_id = b.template_id`,
  `insert into campaign_channel_performance (campaign_id, channel_id, day, clicks, applicants)
   select b.id, p.channel_id, (p.day + b.shift)::date, p.clicks, p.applicants
   from bench_copies b join campaign_channel_performance p on p.campaign_id = b.template_id`,
];

export async function generateLargeData(
  target: { databaseUrl?: string; pgliteDir: string },
  counts = { campaigns: 5_000, channels: 10_000 },
) {
  const handle: DatabaseHandle = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { pgliteDir: target.pgliteDir },
  );
  setDatabase(handle);
  invalidateTaxonomy();
  try {
    let started = performance.now();
    await upsertChannels(await syntheticChannels(counts.channels));
    console.log(`  ${counts.channels} channels in ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    await handle.db.transaction(async (tx) => {
      for (const statement of COPY_CAMPAIGNS(counts.campaigns)) await tx.execute(sql.raw(statement));
    });
    // the copies' orders lie in the past: move them through the lifecycle now, as the server's
    // sweep would within minutes of its start, so that its first sweep does not rewrite ~2,400
    // campaigns during the measured runs (and clear the visibility bits the vacuum below sets)
    started = performance.now();
    let swept = 0;
    // until a sweep changes nothing (what stays due without changing, e.g. a free channel waiting
    // for a consultant, would otherwise keep it going)
    for (let batch = await runCampaignLifecycleSweep(); batch.changed > 0; batch = await runCampaignLifecycleSweep()) {
      swept += batch.changed;
    }
    console.log(`  ${swept} campaigns moved through their lifecycle in ${Math.round(performance.now() - started)} ms`);
    // what autovacuum does soon after a bulk insert, done at once so the runs measure the settled
    // database: statistics, and the visibility map that lets index-only scans skip the table
    await handle.db.execute(sql.raw("vacuum analyze"));
    console.log(`  ${counts.campaigns} campaigns in ${Math.round(performance.now() - started)} ms`);
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}
