import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * patches/turbo-stream+2.4.1.patch (docs/decisions/033): the encoder the server uses for every
 * page's loader data (the CommonJS build, which @remix-run/server-runtime requires) writes plain
 * objects, arrays and primitives by a faster path. Its text must stay what turbo-stream itself
 * writes: the package's ES module build, which the patch leaves alone, is the reference.
 */
const require = createRequire(import.meta.url);
type TurboStream = typeof import("turbo-stream");
const patched = require("turbo-stream") as TurboStream;
const dist = path.dirname(require.resolve("turbo-stream"));

async function text(ts: TurboStream, value: unknown) {
  // the plugins Remix passes (single-fetch.js): errors, redirects, class instances
  const redirect = Symbol.for("hw-test-redirect");
  const stream = ts.encode(value, {
    plugins: [
      (v: unknown) => {
        if (v instanceof Error) return ["SanitizedError", v.name, v.message];
        if (v && typeof v === "object" && redirect in v) return ["SingleFetchRedirect", (v as Record<symbol, unknown>)[redirect]];
      },
    ],
    postPlugins: [
      (v: unknown) => (v && typeof v === "object" ? ["SingleFetchClassInstance", Object.fromEntries(Object.entries(v))] : undefined),
      () => ["SingleFetchFallback"],
    ],
  });
  return new Response(stream).text();
}

class Instance {
  a = 1;
  b = "two";
}

function loaderDataLike() {
  const user = { firstName: "Rita", lastName: "Jansen", email: "recruiter@hirewave.demo" };
  const features = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`flag${i}`, i % 3 === 0]));
  const campaigns = Array.from({ length: 40 }, (_, i) => ({
    id: `c-${i % 7}`,
    name: i % 5 === 0 ? "Pflegefachkraft (m/w/d) — Überstunden & <Zulage> 🎉" : `Campaign ${i}`,
    status: ["draft", "ordered", "online"][i % 3],
    priceCents: i * 1000,
    clicks: i % 4 === 0 ? null : i,
    owner: user,
    tags: i % 2 ? [] : ["a", "b", i],
  }));
  return {
    root: { locale: "de-DE", toast: undefined, nonce: "abc==" },
    "routes/shell": { user, features, roles: [], budgets: [{ endDate: "2027-03-31", remainingBudgetCents: 480000 }] },
    page: { campaigns, total: 40, page: 1, empty: {}, nested: [[[1, [2, [3]]]], { deep: { deeper: { deepest: true } } }] },
  };
}

describe("the patched turbo-stream encoder", () => {
  it("is the patched source in the build the server loads", () => {
    expect(fs.readFileSync(path.join(dist, "flatten.js"), "utf8")).toContain("hwRef");
    expect(fs.readFileSync(path.join(dist, "turbo-stream.mjs"), "utf8")).not.toContain("hwRef");
  });

  it("writes the same text as turbo-stream's own build, for loader data and every kind of value", async () => {
    const reference = (await import(path.join(dist, "turbo-stream.mjs"))) as TurboStream;
    const shared = { same: "object" };
    const values: unknown[] = [
      loaderDataLike(),
      0, 1, -1, 0.5, -0, NaN, Infinity, -Infinity, "", "x", true, false, null, undefined, [], {},
      [1, , 3, undefined, null], // eslint-disable-line no-sparse-arrays
      { a: shared, b: [shared, shared], c: { d: shared } },
      { date: new Date(Date.UTC(2026, 10, 26)), map: new Map<unknown, unknown>([["k", { v: 1 }], [shared, shared]]), set: new Set([1, "a", shared]) },
      { url: new URL("https://hirewave.app/a?b=c"), re: /a+b/gi, big: 12345678901234567890n, sym: Symbol.for("k") },
      { error: new Error("boom"), typed: new TypeError("bad"), instance: new Instance() },
      { [Symbol.for("hw-test-redirect")]: { redirect: "/login", status: 302 } },
      Object.assign(Object.create(null) as object, { nullProto: 1, inner: { x: 2 } }),
      { promise: Promise.resolve({ later: ["value", shared] }), rejected: Promise.reject(new Error("later")) },
    ];
    for (const value of values) {
      expect(await text(patched, value)).toBe(await text(reference, value));
    }
  });

  it("round-trips loader data through decode", async () => {
    const data = loaderDataLike();
    const decoded = await patched.decode(patched.encode(data));
    await decoded.done;
    expect(decoded.value).toEqual(data);
  });
});
