import type { PGlite } from "@electric-sql/pglite";
import { dbTimer } from "~/platform/metrics/request-timings.server";

/**
 * PGlite runs every statement synchronously on Node's main thread, and a query's promise settles
 * without any I/O in between. Under load the queries of all waiting requests therefore ran back
 * to back inside one drain of the microtask queue: one turn of the event loop lasted seconds, and
 * in that time Node read no socket and accepted one connection per turn. At 200 connections the
 * connections opened last waited in the kernel's accept queue until their clients gave up after
 * 10 s (strace: one `accept4` per `epoll_pwait`, turns of 0.3–3 s; docs/archive/performance-diary-2026-11.md).
 *
 * So a query that would start after the current turn has already spent `sliceMs` waits for the
 * next turn (setImmediate: after the poll phase, where sockets are read and connections
 * accepted). The wait is taken inside PGlite's query lock, so the queries that queue behind it
 * wait too and a turn runs about `sliceMs` of database work, whatever the number of requests.
 * Unloaded, a query rarely waits: a turn that starts with it has spent nothing yet.
 */
export function takeTurns(pglite: PGlite, sliceMs = DEFAULT_SLICE_MS) {
  // when the current turn began, as far as queries can tell: reset by the first query of a turn
  let turnStartedAt = performance.now();
  let turnMarked = false;
  const markTurn = () => {
    turnStartedAt = performance.now();
    turnMarked = true;
    // the mark holds for this turn only: the next one starts fresh
    setImmediate(() => {
      turnMarked = false;
    });
  };
  const runExclusiveQuery = pglite._runExclusiveQuery.bind(pglite);
  pglite._runExclusiveQuery = <T>(query: () => Promise<T>) =>
    runExclusiveQuery(async () => {
      if (!turnMarked) markTurn();
      else if (performance.now() - turnStartedAt >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        markTurn();
      }
      const done = dbTimer();
      try {
        return await query();
      } finally {
        done();
      }
    });
  return pglite;
}

/** Database work per event-loop turn before queries wait for the next one. */
export const DEFAULT_SLICE_MS = 10;
