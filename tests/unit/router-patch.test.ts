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
});
