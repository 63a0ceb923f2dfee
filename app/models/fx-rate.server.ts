import { sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
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

/**
 * The latest day's rates, or null before any import: what a basket, checkout and order convert
 * with (decision 079). One statement; `db` is the order's transaction when it prices the basket.
 */
export async function latestRateTable(db?: Pick<Database, "select">): Promise<RateTable | null> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select({ date: fxRates.rateDate, currency: fxRates.currency, perEuro: fxRates.perEuro })
    .from(fxRates)
    .where(sql`${fxRates.rateDate} = (select max(${fxRates.rateDate}) from ${fxRates})`);
  if (rows.length === 0) return null;
  return { date: rows[0].date, perEuro: new Map(rows.map((r) => [r.currency, r.perEuro])) };
}

/** Whether any rate was imported (first start imports the reference file only into an empty table). */
export async function countFxRates() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(fxRates);
  return row?.n ?? 0;
}
