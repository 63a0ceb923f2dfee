import { sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { analyticsPeriodTotals } from "~/db/schema";
import { isoDay, PERIOD_PRESETS, presetPeriod } from "~/lib/analytics/period";
import { PERIOD_TOTALS_SECTIONS } from "./analytics-reports.server";

/**
 * Precomputed company-overview sections for the period presets (docs/decisions/022): a company
 * with millions of visitor-days cannot count its exact unique visitors of a long period within a
 * page load, so this job counts them in the background and the overview reads the stored result
 * when the URL's period is exactly a preset of today. Small companies are always counted live.
 */
export interface RefreshOptions {
  now?: Date;
  /** companies with fewer folded events are counted live, never precomputed */
  minEvents: number;
  /** totals with new events since are recounted once they are this old */
  refreshMs: number;
  companyId?: string;
  /** called after each section is counted (the bench times them) */
  onSection?: (period: { from: string; to: string }, section: string, ms: number) => void;
}

export async function refreshPeriodTotals(options: RefreshOptions) {
  const now = options.now ?? new Date();
  const today = isoDay(now);
  const db = await getDb();
  // due: no totals for today's presets yet, or new events folded since and the totals are old enough
  const due = await db.execute(sql`
    select r.company_id, r.last_event_id from analytics_company_rollup r
    left join lateral (
      select min(t.through_event_id) as through, min(t.computed_at) as at from analytics_period_totals t
      where t.company_id = r.company_id and t.period_to = ${today}) t on true
    where r.events >= ${options.minEvents}
      ${options.companyId ? sql`and r.company_id = ${options.companyId}` : sql``}
      and (t.at is null or (t.through < r.last_event_id and t.at < ${new Date(now.getTime() - options.refreshMs).toISOString()}))
    order by r.company_id`);
  const periods = [
    ...new Map(
      PERIOD_PRESETS.map((p) => presetPeriod(p, today)).map((p) => [`${p.from}/${p.to}`, p]),
    ).values(),
  ];
  let refreshed = 0;
  for (const { company_id: companyId, last_event_id: through } of due.rows as {
    company_id: string;
    last_event_id: string | number;
  }[]) {
    const rows: (typeof analyticsPeriodTotals.$inferInsert)[] = [];
    for (const period of periods) {
      for (const [section, count] of Object.entries(PERIOD_TOTALS_SECTIONS)) {
        const started = performance.now();
        const data = await count({ companyId, from: period.from, to: period.to });
        options.onSection?.(period, section, performance.now() - started);
        rows.push({
          companyId,
          periodFrom: period.from,
          periodTo: period.to,
          section,
          data,
          throughEventId: Number(through),
          computedAt: now,
        });
      }
    }
    // swapped in one transaction: a reader sees the old totals or the new ones, never a mix
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.execute(sql`delete from analytics_period_totals where company_id = ${companyId}`);
      await t.insert(analyticsPeriodTotals).values(rows);
    });
    refreshed++;
  }
  return refreshed;
}
