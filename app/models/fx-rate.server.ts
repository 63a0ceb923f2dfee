import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { fxRates } from "~/db/schema";
import type { FxRate, RateTable } from "~/lib/fx";

/** Euro reference rates (issue 51 §4): shared reference data, no company. */

/** Writes the rates, replacing those of the same day and currency. Returns the days written. */
export async function upsertFxRates(rates: readonly FxRate[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rates.length; i += 500) {
      await tx
        .insert(fxRates)
        .values(rates.slice(i, i + 500).map((r) => ({ rateDate: r.date, currency: r.currency, perEuro: r.perEuro })))
        .onConflictDoUpdate({ target: [fxRates.rateDate, fxRates.currency], set: { perEuro: sql`excluded.per_euro` } });
    }
  });
  return new Set(rates.map((r) => r.date)).size;
}

/** The latest day's rates, or null before any import. */
export async function latestRateTable(): Promise<RateTable | null> {
  const db = await getDb();
  const [latest] = await db.select({ date: fxRates.rateDate }).from(fxRates).orderBy(desc(fxRates.rateDate)).limit(1);
  if (!latest) return null;
  const rows = await db.select({ currency: fxRates.currency, perEuro: fxRates.perEuro }).from(fxRates).where(eq(fxRates.rateDate, latest.date));
  return { date: latest.date, perEuro: new Map(rows.map((r) => [r.currency, r.perEuro])) };
}
