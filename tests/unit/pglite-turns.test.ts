import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SLICE_MS, takeTurns } from "~/db/pglite-turns.server";

/**
 * The embedded database must leave the event loop turns while many requests' queries wait
 * (docs/archive/performance-diary-2026-11.md, PGlite at 200 connections): a callback scheduled for the next turn runs
 * long before the last of 200 queued queries, and none of them is lost or reordered.
 */
const QUERIES = 200;
// a statement that takes a measurable moment (≈ 1 ms), so that 200 of them span many slices
const STATEMENT = "select count(*)::int as n from generate_series(1, 20000)";

async function nextTurnAfter(queue: Promise<unknown>[], progress: () => number) {
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(progress())));
  await Promise.all(queue);
  return seen;
}

describe("PGlite queries take turns with the event loop", () => {
  let plain: PGlite;
  let turned: PGlite;
  // starting two PGlite instances (WebAssembly) next to the other unit test files took over the
  // default 10 s hook timeout on a busy 2-core machine
  beforeAll(async () => {
    [plain, turned] = await Promise.all([PGlite.create("memory://"), PGlite.create("memory://")]);
    takeTurns(turned);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain.close(), turned.close()]);
  });

  it("without turns, PGlite runs every queued query before the next turn (why takeTurns exists)", async () => {
    let done = 0;
    const queue = Array.from({ length: QUERIES }, () => plain.query(STATEMENT).then(() => done++));
    expect(await nextTurnAfter(queue, () => done)).toBe(QUERIES);
  });

  it("with turns, the next turn comes after about one slice of queries", async () => {
    let done = 0;
    const order: number[] = [];
    const queue = Array.from({ length: QUERIES }, (_, i) =>
      turned.query<{ n: number }>(STATEMENT).then((result) => {
        expect(result.rows[0].n).toBe(20000);
        order.push(i);
        done++;
      }),
    );
    const seen = await nextTurnAfter(queue, () => done);
    expect(seen).toBeLessThan(QUERIES / 4);
    expect(order).toEqual([...Array(QUERIES).keys()]);
  });

  it("an unloaded query does not wait for a turn", async () => {
    // begin on a turn of its own: the previous test's queries may have used up the turn it ended in
    await new Promise<void>((resolve) => setImmediate(resolve));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    const seen = await new Promise<number>((resolve) => {
      let done = 0;
      void turned.query(STATEMENT).then(() => done++);
      // the query finishes within the current turn: a first query of a turn never waits
      setImmediate(() => resolve(done));
    });
    expect(seen).toBe(1);
    expect(DEFAULT_SLICE_MS).toBe(10);
  });
});
