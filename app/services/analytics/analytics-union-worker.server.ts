import { parentPort, workerData } from "node:worker_threads";
import roaring from "roaring";
import { createCache } from "~/platform/cache.server";
import { unionSize } from "./analytics-union-size.server";
import type { CountRequest, WorkerReply, WorkerRequest } from "./analytics-union-protocol";

/**
 * The counting thread of the visitor sets (docs/decisions/026). It keeps its own cache of the
 * deserialised sets of the dimensions it counts — the main thread sends it only the rows it does
 * not hold — and answers a period's distinct visitors per key or group of keys, so a screen's
 * biggest unions run on the second core while the main thread fetches, counts the rest and
 * renders. Started by analytics-union-client.server.ts; compiled to build/node by
 * scripts/build-server.mjs.
 */

const { RoaringBitmap32 } = roaring;
type Bitmap = InstanceType<typeof RoaringBitmap32>;

const cache = createCache<{ sets: Map<string, Bitmap>; bytes: number }>("analytics-visitor-sets-thread", {
  maxSize: Math.max(1, Number((workerData as { cacheBytes?: number } | undefined)?.cacheBytes ?? 64_000_000)),
  sizeOf: (entry) => entry.bytes,
});

function count(request: CountRequest): WorkerReply {
  const parts = new Map<string, Map<string, Bitmap[]>>(request.dims.map((d) => [d, new Map()]));
  const groupOf = request.groupOf ? new Map(request.groupOf) : undefined;
  const add = (dim: string, key: string, bitmap: Bitmap) => {
    const group = groupOf ? groupOf.get(key) : key;
    if (group === undefined) return;
    const byKey = parts.get(dim)!;
    const bucket = byKey.get(group);
    if (bucket) bucket.push(bitmap);
    else byKey.set(group, [bitmap]);
  };
  // entries the main thread was told are here: gone meanwhile (evicted by another request's rows)
  // means the count starts over with them fetched
  const cached = request.cached.map(([cacheKey, dim]) => ({ entry: cache.get(cacheKey), dim }));
  if (cached.some((c) => !c.entry)) return { id: request.id, retry: true };
  for (const { entry, dim } of cached) for (const [key, bitmap] of entry!.sets) add(dim, key, bitmap);
  const fetched = new Map(request.fetched.map((cacheKey) => [cacheKey, { sets: new Map<string, Bitmap>(), bytes: 0 }]));
  for (const row of request.rows) {
    const bitmap = RoaringBitmap32.deserialize(row.visitors, "portable");
    add(row.dim, row.key, bitmap);
    const entry = row.cacheKey === null ? undefined : fetched.get(row.cacheKey);
    if (entry) {
      entry.sets.set(row.key, bitmap);
      entry.bytes += row.visitors.byteLength;
    }
  }
  for (const [cacheKey, entry] of fetched) cache.set(cacheKey, entry);
  return {
    id: request.id,
    sizes: [...parts].map(([dim, byKey]) => [dim, [...byKey].map(([key, list]) => [key, unionSize(list)])]),
  };
}

parentPort!.on("message", (message: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    if (message.type === "clear") {
      cache.clear();
      return;
    }
    reply =
      message.type === "missing"
        ? { id: message.id, missing: message.keys.filter((k) => !cache.has(k)) }
        : count(message);
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
