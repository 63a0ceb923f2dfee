import roaring from "roaring";
import { describe, expect, it } from "vitest";
import { countInBitArray, SPARSE_RATIO, unionSize } from "../../app/services/analytics/analytics-union-size.server";

const { RoaringBitmap32 } = roaring;

// a small deterministic generator, so a failure can be replayed
function numbers(seed: number) {
  let state = seed;
  return (n: number, range: number) => {
    const values: number[] = [];
    for (let i = 0; i < n; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      values.push(state % range);
    }
    return new RoaringBitmap32(values);
  };
}

describe("unionSize (docs/decisions/026)", () => {
  it("counts the distinct numbers of sparse sets, as orMany does", () => {
    const random = numbers(7);
    const list = Array.from({ length: 48 }, (_, i) => random(i % 2 ? 2_000 : 70, 2_500_000));
    const expected = RoaringBitmap32.orMany(list).size;
    const total = list.reduce((t, b) => t + b.size, 0);
    // sparse: the bit array answers, and it answers the same
    expect(total * SPARSE_RATIO).toBeLessThan(2_500_000);
    expect(unionSize(list)).toBe(expected);
    expect(countInBitArray(list, Math.max(...list.map((b) => b.maximum())))).toBe(expected);
  });

  it("counts dense sets and overlapping sets exactly", () => {
    const random = numbers(11);
    const dense = Array.from({ length: 12 }, () => random(50_000, 100_000));
    expect(unionSize(dense)).toBe(RoaringBitmap32.orMany(dense).size);
    // the same numbers in every set count once
    const same = [new RoaringBitmap32([1, 5, 9]), new RoaringBitmap32([1, 5, 9]), new RoaringBitmap32([9, 5_000_000])];
    expect(unionSize(same)).toBe(4);
  });

  it("leaves no numbers behind for the next call", () => {
    const wide = [new RoaringBitmap32([0, 31, 32, 1_000_000]), new RoaringBitmap32([33, 999_999])];
    expect(unionSize(wide)).toBe(6);
    const narrow = [new RoaringBitmap32([31]), new RoaringBitmap32([32])];
    expect(unionSize(narrow)).toBe(2);
    expect(unionSize(wide)).toBe(6);
  });

  it("handles empty lists, empty sets, one set and numbers up to 2^32 - 1", () => {
    expect(unionSize([])).toBe(0);
    expect(unionSize([new RoaringBitmap32(), new RoaringBitmap32()])).toBe(0);
    expect(unionSize([new RoaringBitmap32([3, 4])])).toBe(2);
    expect(unionSize([new RoaringBitmap32(), new RoaringBitmap32([0])])).toBe(1);
    // a range too large for the bit array falls back to orMany
    expect(unionSize([new RoaringBitmap32([1, 2 ** 32 - 1]), new RoaringBitmap32([2 ** 32 - 1, 7])])).toBe(3);
  });
});
