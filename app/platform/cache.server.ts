import { LRUCache } from "lru-cache";
import { processShared } from "./process-shared.server";

/**
 * Every process-level cache of Hirewave (docs/decisions/066): a named cache with a size bound and
 * a time to live and/or a version per entry, over lru-cache. The registry empties them all for
 * tests (`clearAll`) and gives operators hits, misses and evictions per cache (/metrics).
 */
export interface CacheOptions<V> {
  /** most entries kept; the least recently used goes first */
  max?: number;
  /** or a bound on the summed size of the entries, with `sizeOf` */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** an entry is a miss this long after it was set */
  ttlMs?: number;
}

export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  evictions: number;
  size: number;
}

type Entry<V> = { value: V; version: unknown };

export class Cache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private generation = 0;
  // CACHES_OFF=all or a list of names: measure what a cache buys (decision 066)
  private readonly off: boolean;
  hits = 0;
  misses = 0;
  evictions = 0;

  constructor(
    readonly name: string,
    options: CacheOptions<V>,
  ) {
    const off = (process.env.CACHES_OFF ?? "").split(",");
    this.off = off.includes("all") || off.includes(name);
    const sizeOf = options.sizeOf;
    this.entries = new LRUCache<string, Entry<V>>({
      ...(options.max ? { max: options.max } : {}),
      ...(options.maxSize ? { maxSize: options.maxSize } : {}),
      ...(sizeOf ? { sizeCalculation: (entry: Entry<V>) => Math.max(1, sizeOf(entry.value)) } : {}),
      ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
      // Date.now on every look-up (not a clock cached for a millisecond): tests move the clock
      ttlResolution: 0,
      perf: { now: () => Date.now() },
      dispose: (_value: Entry<V>, _key: string, reason: LRUCache.DisposeReason) => {
        if (reason === "evict" || reason === "expire") this.evictions++;
      },
    } as LRUCache.Options<string, Entry<V>, unknown>);
  }

  /** The value kept for the key, if it was set with this version (when one is given). */
  get(key: string, version?: unknown): V | undefined {
    const entry = this.entries.get(key);
    if (entry && (version === undefined || entry.version === version)) {
      this.hits++;
      return entry.value;
    }
    this.misses++;
    return undefined;
  }

  set(key: string, value: V, version?: unknown) {
    if (this.off) return;
    this.entries.set(key, { value, version });
  }

  /**
   * The kept value, or `compute`'s (then kept). A value computed across a `clear()` is returned
   * but not kept: it may have read what the clearing write replaced.
   */
  async getOrCompute(key: string, compute: () => Promise<V> | V, version?: unknown): Promise<V> {
    const known = this.get(key, version);
    if (known !== undefined) return known;
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation) this.set(key, value, version);
    return value;
  }

  /** Synchronous getOrCompute, for values computed in process. */
  getOrComputeSync(key: string, compute: () => V, version?: unknown): V {
    const known = this.get(key, version);
    if (known !== undefined) return known;
    const value = compute();
    this.set(key, value, version);
    return value;
  }

  /** Is the key kept (not counted as a hit or miss)? */
  has(key: string) {
    return this.entries.has(key);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  stats(): CacheStats {
    return { name: this.name, hits: this.hits, misses: this.misses, evictions: this.evictions, size: this.size };
  }
}

// one registry per process: server.ts and the Remix build each load this module (process-shared)
const registry = processShared("caches", () => new Set<{ clear(): void; stats(): CacheStats }>());

export function createCache<V extends NonNullable<unknown>>(name: string, options: CacheOptions<V>): Cache<V> {
  const cache = new Cache<V>(name, options);
  registry.add(cache);
  return cache;
}

/** Empties every cache of the process (tests). */
export function clearAll() {
  for (const cache of registry) cache.clear();
}

/** Hits, misses, evictions and entries per cache name (caches of one name summed). */
export function cacheStats(): CacheStats[] {
  const byName = new Map<string, CacheStats>();
  for (const cache of registry) {
    const s = cache.stats();
    const sum = byName.get(s.name);
    if (!sum) byName.set(s.name, s);
    else {
      sum.hits += s.hits;
      sum.misses += s.misses;
      sum.evictions += s.evictions;
      sum.size += s.size;
    }
  }
  return [...byName.values()];
}
