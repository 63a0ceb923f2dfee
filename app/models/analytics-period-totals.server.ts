import { sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { analyticsPeriodTotals } from "~/db/schema";

/**
 * Precomputed company-overview sections for the period presets (docs/decisions/022): the SQL of
 * the job that counts them (services/analytics/period-totals.server.ts), which companies are due
 * and the swap of a company's stored totals. The overview reads them in
 * analytics-reports.server.ts (`precomputed`).
 */

/**
 * The companies whose totals for `today`'s presets are due: none stored yet, or new events folded
 * since and the stored ones older than `refreshMs`; companies with fewer than `minEvents` folded
 * events are counted live, never precomputed.
 */
export async function companiesDueForTotals(options: {
  now: Date;
  today: string;
  minEvents: number;
  refreshMs: number;
  companyId?: string;
}) {
  const db = await getDb();
  const due = await db.execute(sql`
    select r.company_id, r.last_event_id from analytics_company_rollup r
    left join lateral (
      select min(t.through_event_id) as through, min(t.computed_at) as at from analytics_period_totals t
      where t.company_id = r.company_id and t.period_to = ${options.today}) t on true
    where r.events >= ${options.minEvents}
      ${options.companyId ? sql`and r.company_id = ${options.companyId}` : sql``}
      and (t.at is null or (t.through < r.last_event_id and t.at < ${new Date(options.now.getTime() - options.refreshMs).toISOString()}))
    order by r.company_id`);
  return due.rows as { company_id: string; last_event_id: string | number }[];
}

/** Replaces a company's stored totals in one transaction: a reader sees the old or the new, never a mix. */
export async function replacePeriodTotals(companyId: string, rows: (typeof analyticsPeriodTotals.$inferInsert)[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(sql`delete from analytics_period_totals where company_id = ${companyId}`);
    await t.insert(analyticsPeriodTotals).values(rows);
  });
}
