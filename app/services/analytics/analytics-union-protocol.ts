/** Messages between the main thread and the counting thread of the visitor sets (docs/decisions/026). */

/** Which of these cache keys (company|generation|dim|grain|start) the worker does not hold. */
export interface MissingRequest {
  type: "missing";
  id: number;
  keys: string[];
}

/** Distinct visitors per key (or group of keys) of each dimension over a period's segments. */
export interface CountRequest {
  type: "count";
  id: number;
  dims: string[];
  /** segments the worker said it holds: [cache key, dimension] */
  cached: [string, string][];
  /** segments fetched for it to keep (every key of the segment is among the rows; none may be) */
  fetched: string[];
  /** rows of the fetched segments and of segments that are not over (cacheKey null: not kept) */
  rows: { cacheKey: string | null; dim: string; key: string; visitors: Uint8Array }[];
  /** key → group (a job's campaigns); keys without a group are left out. Absent: per key */
  groupOf: [string, string][] | null;
}

export type WorkerRequest = MissingRequest | CountRequest | { type: "clear"; id: number };

export type WorkerReply =
  | { id: number; missing: string[] }
  | { id: number; sizes: [string, [string, number][]][] }
  | { id: number; retry: true }
  | { id: number; error: string };
