import { currentScope } from "../request-scope.server";

export type Timings = { db: number; render: number };

/** The request's timings, in its request scope (the database drivers and entry.server add to them). */
export function requestTimings(): Timings | undefined {
  const scope = currentScope();
  if (!scope) return undefined;
  let found = scope.get("timings") as Timings | undefined;
  if (!found) scope.set("timings", (found = { db: 0, render: 0 }));
  return found;
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

export function addRenderTime(ms: number) {
  const t = requestTimings();
  if (t) t.render += ms;
}
