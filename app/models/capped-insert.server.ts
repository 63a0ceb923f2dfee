import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/db/client.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Inserts a company's record unless the company already has `max` of its kind (issue 36 §7): the
 * count and the insert run under a per-company transaction lock, so concurrent saves cannot pass
 * the cap together. Returns the insert's result, or null when the cap is reached.
 */
export async function insertUnderCap<T>(
  table: PgTable,
  companyColumn: PgColumn,
  companyId: string,
  max: number,
  insert: (tx: Tx) => Promise<T>,
  /** counts only the company's records that also match this (one kind of several in a table) */
  scope?: SQL,
): Promise<T | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lockKey: SQL = sql`hashtext(${`cap:${companyId}`})`;
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    const [{ n }] = await tx.select({ n: count() }).from(table).where(and(eq(companyColumn, companyId), scope));
    if (n >= max) return null;
    return insert(tx);
  });
}
