import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheStats, clearAll, createCache } from "~/platform/cache.server";

describe("cache.server (decision 066)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps at most max entries, the least recently used going first, and counts the eviction", () => {
    const cache = createCache<number>("test-bound", { max: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 1, evictions: 1, size: 2 });
  });

  it("bounds the summed size when given sizeOf", () => {
    const cache = createCache<string>("test-size", { maxSize: 10, sizeOf: (v) => v.length });
    cache.set("a", "12345");
    cache.set("b", "12345");
    cache.set("c", "123");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBe("123");
  });

  it("misses an entry after its time to live", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const cache = createCache<string>("test-ttl", { max: 10, ttlMs: 60_000 });
    cache.set("k", "v");
    vi.setSystemTime(new Date("2026-01-01T00:00:59Z"));
    expect(cache.get("k")).toBe("v");
    vi.setSystemTime(new Date("2026-01-01T00:01:01Z"));
    expect(cache.get("k")).toBeUndefined();
  });

  it("answers only for the version an entry was set with", async () => {
    const cache = createCache<string>("test-version", { max: 10 });
    cache.set("k", "old", 1);
    expect(cache.get("k", 1)).toBe("old");
    expect(cache.get("k", 2)).toBeUndefined();
    expect(await cache.getOrCompute("k", () => "new", 2)).toBe("new");
    expect(cache.get("k", 2)).toBe("new");
  });

  it("does not keep a value computed across a clear", async () => {
    const cache = createCache<string>("test-generation", { max: 10 });
    let release!: () => void;
    const pending = cache.getOrCompute("k", () => new Promise<string>((resolve) => (release = () => resolve("read before the write"))));
    cache.clear();
    release();
    expect(await pending).toBe("read before the write");
    expect(cache.get("k")).toBeUndefined();
  });

  it("clearAll empties every cache; stats are summed per name", () => {
    const one = createCache<number>("test-all", { max: 10 });
    const two = createCache<number>("test-all", { max: 10 });
    one.set("a", 1);
    two.set("b", 2);
    one.get("a");
    two.get("x");
    expect(cacheStats().find((s) => s.name === "test-all")).toMatchObject({ hits: 1, misses: 1, size: 2 });
    clearAll();
    expect(one.size + two.size).toBe(0);
  });
});
