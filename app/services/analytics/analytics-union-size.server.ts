import roaring from "roaring";

const { RoaringBitmap32 } = roaring;
type Bitmap = InstanceType<typeof RoaringBitmap32>;

/**
 * The number of distinct visitors in a list of visitor sets: the size of their union, without
 * building the union (docs/decisions/026).
 *
 * roaring-node's `orMany` is CRoaring's heap union: it builds and frees a bitmap for every pair it
 * merges. For many *sparse* sets — a campaign's visitors of a month, a few dozen numbers in each
 * 65,536-number chunk — that allocation is most of the work, and marking each number in one plain
 * bit array is faster (decision 026). For denser sets — a
 * channel's or a funnel step's visitors, all of a company's — the word-wise OR of `orMany` is
 * faster than visiting every number. The choice is made per call from the inputs' sizes against
 * the range they span.
 */
export function unionSize(list: readonly Bitmap[]): number {
  if (list.length === 0) return 0;
  if (list.length === 1) return list[0].size;
  let elements = 0;
  let max = 0;
  for (const bitmap of list) {
    const size = bitmap.size;
    if (size === 0) continue;
    elements += size;
    const top = bitmap.maximum();
    if (top > max) max = top;
  }
  if (elements === 0) return 0;
  return elements * SPARSE_RATIO < max + 1 && max < MAX_BIT_ARRAY
    ? countInBitArray(list, max)
    : RoaringBitmap32.orMany(list as Bitmap[]).size;
}

/**
 * Inputs holding fewer numbers than the range they span divided by this count as sparse: the
 * crossover measured on the analytics bench's sets (decision 026); `scripts/bench-union-size.ts`
 * prints the same comparison on random sets.
 */
export const SPARSE_RATIO = 20;
/** 2^28 numbers: a 32 MB bit array at most; larger ranges use `orMany`. */
const MAX_BIT_ARRAY = 2 ** 28;

// scratch space shared by all calls (the count is synchronous, so no two calls overlap); the bit
// array is cleared before use over the words the call needs (range ÷ 8 bytes: 312 kB for 2.5 M)
let bits = new Uint32Array(0);
let values = new Uint32Array(0);

/** The union's size by marking each number in a bit array (exported for the tests and the bench). */
export function countInBitArray(list: readonly Bitmap[], max: number) {
  const words = (max >>> 5) + 1;
  if (bits.length < words) bits = new Uint32Array(words);
  else bits.fill(0, 0, words);
  let count = 0;
  for (const bitmap of list) {
    const size = bitmap.size;
    if (size === 0) continue;
    if (values.length < size) values = new Uint32Array(Math.max(size, values.length * 2));
    bitmap.toUint32Array(values);
    for (let i = 0; i < size; i++) {
      const value = values[i];
      const word = value >>> 5;
      const old = bits[word];
      // branch-free: whether a number was seen before is unpredictable, a mispredicted branch
      // per number cost more than the arithmetic
      count += ((old >>> (value & 31)) & 1) ^ 1;
      bits[word] = old | (1 << (value & 31));
    }
  }
  return count;
}
