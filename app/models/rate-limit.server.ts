import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Fixed-window counter shared by every app instance through the database (docs/conventions/architecture-decisions.md §8).
 * Returns whether this hit is still within the limit.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number, now = Date.now()) {
  const db = await getDb();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // old windows are dead weight; clear them now and then
  if (row.count === 1 && Math.random() < 0.05) {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now - windowMs * 2)}`);
  }
  return { allowed: row.count <= limit, count: row.count, retryAfterMs: windowStart.getTime() + windowMs - now };
}
