import { AsyncLocalStorage } from "node:async_hooks";
import { processShared } from "../process-shared.server";

export type Timings = { db: number; render: number };

/**
 * The one AsyncLocalStorage of a request (issue 49 §2): its timings. The database drivers add each
 * statement's time deep below any loader, where the load context does not reach; passing it down
 * every model function would cost more code than the storage costs time. Everything else a request
 * shares (session, locale, the gate) is in the load context (services/http/request-context.server.ts),
 * which holds the same Timings object. server.ts and the Remix build are separate bundles, so the
 * storage is registered on globalThis (process-shared) for both to find.
 */
const storage = processShared("request-timings", () => new AsyncLocalStorage<Timings>());

/** A fresh set of timings for one request. */
export function newTimings(): Timings {
  return { db: 0, render: 0 };
}

/** Runs `fn` (the rest of the request's middleware) with `timings` as the request's timings. */
export function withRequestTimings<T>(timings: Timings, fn: () => T): T {
  return storage.run(timings, fn);
}

/** The timings of the request being served, if any. */
export function requestTimings(): Timings | undefined {
  return storage.getStore();
}

/**
 * Starts timing a statement for the request being served; the returned function adds the time to
 * its "db" (a sum: statements run side by side overlap). The request is taken at the start: a
 * driver's callback may run in another request's context.
 */
export function dbTimer(): () => void {
  const t = requestTimings();
  const started = performance.now();
  return () => {
    if (t) t.db += performance.now() - started;
  };
}

/** Adds a page's render time to the request's timings (entry.server, which has its load context). */
export function addRenderTime(timings: Timings | undefined, ms: number) {
  if (timings) timings.render += ms;
}
