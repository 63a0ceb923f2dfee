import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+router+1.23.3.patch (docs/decisions/024): the server's router keeps compiled
 * path patterns and the ranked route branches of a route table instead of rebuilding them for
 * every match. `npm install` applies it (postinstall); these tests fail when it is missing or when
 * the caches return another URL's matches.
 */
const require = createRequire(import.meta.url);
const serverRouterPath = require.resolve("@remix-run/router");
const router = require(serverRouterPath) as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "dashboard", path: "dashboard" },
      { id: "campaigns", path: "campaigns", children: [{ id: "campaigns-index", index: true }, { id: "campaign", path: ":id" }] },
      { id: "media-channels", path: "media-channels" },
      { id: "jobs", path: "jobs/:id" },
      { id: "not-found", path: "*" },
    ],
  },
];

const ids = (url: string) => router.matchRoutes(routes, url)?.map((m) => m.route.id);

describe("the patched route matching of the server", () => {
  it("is the patched CommonJS build that Node loads", () => {
    expect(serverRouterPath).toMatch(/router\.cjs\.js$/);
    const source = fs.readFileSync(serverRouterPath, "utf8");
    expect(source).toContain("const rankedBranches = new WeakMap();");
    expect(source).toContain("const compiledPaths = new Map();");
    expect(source).toContain("function matchRankedBranches(");
  });

  it("matches each URL on its own against the same (cached) route table", () => {
    for (let round = 0; round < 2; round++) {
      expect(ids("/dashboard")).toEqual(["root", "dashboard"]);
      expect(ids("/campaigns")).toEqual(["root", "campaigns", "campaigns-index"]);
      expect(ids("/campaigns/abc")).toEqual(["root", "campaigns", "campaign"]);
      expect(router.matchRoutes(routes, "/campaigns/xyz")?.at(-1)?.params).toEqual({ id: "xyz" });
      expect(ids("/MEDIA-CHANNELS")).toEqual(["root", "media-channels"]);
      expect(ids("/jobs/1/2")).toEqual(["root", "not-found"]);
    }
  });

  it("keeps compiled patterns apart by their end and case options", () => {
    expect(router.matchPath({ path: "/campaigns", end: false }, "/campaigns/abc")?.pathnameBase).toBe("/campaigns");
    expect(router.matchPath({ path: "/campaigns", end: true }, "/campaigns/abc")).toBeNull();
    expect(router.matchPath({ path: "/Campaigns", caseSensitive: true }, "/campaigns")).toBeNull();
    expect(router.matchPath({ path: "/Campaigns", caseSensitive: false }, "/campaigns")).not.toBeNull();
  });

  it("hands out copies of a kept match, so a caller's change stays its own", () => {
    const first = router.matchRoutes(routes, "/campaigns/one")!;
    (first[2].params as Record<string, string>).id = "changed";
    first[2].pathname = "/elsewhere";
    const again = router.matchRoutes(routes, "/campaigns/one")!;
    expect(again.map((m) => m.pathname)).toEqual(["/", "/campaigns", "/campaigns/one"]);
    expect(again[2].params).toEqual({ id: "one" });
    // as upstream: the matches of one URL share one params object
    expect(again[0].params).toBe(again[2].params);
    expect(again[2].route).toBe(routes[0].children[1].children![1]);
  });

  it("keeps a non-match as a non-match, and a deeper path apart from its parent", () => {
    const table = [{ id: "only", path: "only" }];
    for (let round = 0; round < 2; round++) {
      expect(router.matchRoutes(table, "/only/deeper")).toBeNull();
      expect(router.matchRoutes(table, "/only")?.map((m) => m.route.id)).toEqual(["only"]);
    }
  });
});
