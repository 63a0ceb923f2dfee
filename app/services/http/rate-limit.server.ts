import { data } from "@remix-run/node";
import { hitRateLimit } from "~/models/rate-limit.server";

/**
 * A 429 with Retry-After once `key` has had `limit` hits in the window (docs/conventions/architecture-decisions.md §8: counted
 * in the database, shared by every instance); one helper for the public pages (issue 39 §7, decision 067).
 */
export async function requireRateLimit(key: string, limit: number, windowMs: number) {
  const hit = await hitRateLimit(key, limit, windowMs);
  if (!hit.allowed) {
    throw data("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(Math.ceil(hit.retryAfterMs / 1000)) },
    });
  }
}
