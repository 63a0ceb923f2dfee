/**
 * `npx tsx scripts/bench-union-size.ts`: where counting a union in a bit array stops beating
 * roaring-node's `orMany` (analytics-union-size.server.ts, SPARSE_RATIO). Random visitor numbers
 * over a 2.5-million range (the analytics bench's company), 48 sets per union (24 months and 24
 * days of a two-year period), at several densities; prints ms per union for both ways.
 */
import roaring from "roaring";
import { countInBitArray, SPARSE_RATIO } from "../app/services/analytics/analytics-union-size.server";

const { RoaringBitmap32 } = roaring;
const RANGE = 2_500_000;
const random = (n: number) => {
  const a = new Uint32Array(n);
  for (let i = 0; i < n; i++) a[i] = Math.floor(Math.random() * RANGE);
  return new RoaringBitmap32(a);
};
const time = (f: () => number, runs: number) => {
  f();
  const t = performance.now();
  for (let r = 0; r < runs; r++) f();
  return (performance.now() - t) / runs;
};

const rows: string[] = [];
for (const perSet of [250, 500, 1_000, 2_000, 4_000, 8_000, 20_000, 50_000]) {
  const list = Array.from({ length: 48 }, () => {
    const b = random(perSet);
    b.runOptimize();
    return b;
  });
  const elements = list.reduce((t, b) => t + b.size, 0);
  const max = Math.max(...list.map((b) => b.maximum()));
  const runs = perSet > 50_000 ? 5 : 20;
  const heap = time(() => RoaringBitmap32.orMany(list).size, runs);
  const array = time(() => countInBitArray(list, max), runs);
  rows.push(
    `| ${perSet.toLocaleString("en")} | ${(elements / (max + 1)).toFixed(2)} | ${heap.toFixed(2)} | ${array.toFixed(2)} | ${elements * SPARSE_RATIO < max + 1 ? "bit array" : "orMany"} |`,
  );
}
console.log("| numbers per set | inputs ÷ range | orMany ms | bit array ms | unionSize uses |");
console.log("|---:|---:|---:|---:|---|");
for (const r of rows) console.log(r);
