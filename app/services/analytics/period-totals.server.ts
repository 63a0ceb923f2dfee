import type { analyticsPeriodTotals } from "~/db/schema";
import { isoDay, PERIOD_PRESETS, presetPeriod } from "~/lib/analytics/period";
import { companiesDueForTotals, replacePeriodTotals } from "~/models/analytics-period-totals.server";
import { PERIOD_TOTALS_SECTIONS } from "./reports.server";

/**
 * Precomputed company-overview sections for the period presets (docs/decisions/022): a company
 * with millions of visitor-days cannot count its exact unique visitors of a long period within a
 * page load, so this job counts them in the background and the overview reads the stored result
 * when the URL's period is exactly a preset of today. Small companies are always counted live.
 * A service, not a model, because its sections count visitor sets on the counting thread
 * (reports.server.ts, docs/decisions/073); the SQL is in models/analytics-period-totals.server.ts.
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
  const due = await companiesDueForTotals({ ...options, now, today });
  const periods = [
    ...new Map(
      PERIOD_PRESETS.map((p) => presetPeriod(p, today)).map((p) => [`${p.from}/${p.to}`, p]),
    ).values(),
  ];
  let refreshed = 0;
  for (const { company_id: companyId, last_event_id: through } of due) {
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
    await replacePeriodTotals(companyId, rows);
    refreshed++;
  }
  return refreshed;
}
