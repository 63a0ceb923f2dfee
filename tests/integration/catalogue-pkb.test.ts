import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "../../app/lib/catalogue/criteria";
import {
  getChannelDetails,
  lookupJobTitles,
  lookupLocations,
  recommendChannels,
  searchChannels,
} from "../../app/services/catalogue/catalogue.server";
import { getKnowledgeBase, setKnowledgeBase } from "../../app/services/catalogue/knowledge-base.server";
import { resetCatalogueEnv } from "../../app/services/catalogue/env.server";
import { createCompany, seedCatalogue } from "./catalogue-helpers";

/** A local knowledge base speaking spec-2 §7; records what it was asked. */
const calls: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
let failProducts = false;
const product = (id: string, name: string, reason?: string) => ({
  id,
  name,
  focus: `${name} focus`,
  type: "job_board",
  numberOfDaysOnline: 30,
  price: 49500,
  homepage: "https://example.org",
  description: "Short part\n-----\nLong part",
  crosspostings: ["Partner board"],
  hasHtmlPosting: true,
  availableForPurchase: true,
  bundle_id: null,
  ...(reason ? { reason } : {}),
});
const server = http.createServer((req, res) => {
  calls.push({ method: req.method!, url: req.url!, headers: req.headers });
  const url = new URL(req.url!, "http://pkb");
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.method === "POST" && url.pathname === "/token/") return json(200, { token: "pkb-jwt", expires_in: 600 });
  if (req.headers.authorization !== "Bearer pkb-jwt") return json(401, { detail: "no token" });
  if (url.pathname === "/products/" && failProducts) return json(500, {});
  if (url.pathname === "/products/") {
    return json(200, {
      results: [product("p1", "PKB Board One"), product("p2", "PKB Board Two")],
      count: 42,
      next: "/products/?offset=20",
      facets: { countries: [{ key: "DE", label: "Deutschland", recordCount: 40 }] },
    });
  }
  if (url.pathname === "/products-recommendations/") return json(200, { results: [product("r1", "PKB Pick")], count: 1, next: null });
  if (url.pathname === "/products-recommendations/explain/") return json(200, { results: [{ id: "r1", reason: "Passt gut." }] });
  if (url.pathname === "/products/p1") return json(200, product("p1", "PKB Board One"));
  if (url.pathname.startsWith("/products/") && url.pathname !== "/products/addons/") return json(404, {});
  if (url.pathname === "/job-titles/") return json(200, { results: [{ id: 7, name: "Pflegefachkraft", jobFunction: { id: "health", name: "Pflege" } }] });
  if (url.pathname === "/locations/") return json(200, { results: [{ id: "muc", name: "München", canonical_name: "München, Bayern, Deutschland" }] });
  return json(200, { results: [], count: 0, next: null });
});

let companyId: string;
beforeAll(async () => {
  await seedCatalogue({ withSeedCatalogue: false });
  companyId = (await createCompany("pkb")).id;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PKB_BASE_URL = `${base}/`;
  process.env.PKB_TOKEN_URL = `${base}/token/`;
  resetCatalogueEnv();
  setKnowledgeBase(undefined);
});

afterEach(() => {
  failProducts = false;
});

afterAll(async () => {
  delete process.env.PKB_BASE_URL;
  delete process.env.PKB_TOKEN_URL;
  resetCatalogueEnv();
  setKnowledgeBase(undefined);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("knowledge base over HTTP (PKB_BASE_URL)", () => {
  it("is chosen by env", () => {
    expect(getKnowledgeBase().name).toBe("pkb");
  });

  it("searches /products/ with Accept-Language, a generated token and the criteria", async () => {
    const result = await searchChannels(companyId, { ...EMPTY_CRITERIA, text: "pflege", locationIds: ["DE"] }, { locale: "de-DE" });
    expect(result.totalHits).toBe(42);
    expect(result.results.map((r) => r.name)).toEqual(["PKB Board One", "PKB Board Two"]);
    expect(result.results[0]).toMatchObject({ price: 49500, shortDescription: "Short part", logoUrl: "/resources/channel-logos/p1.svg" });
    expect(result.facets.countries).toEqual([{ key: "DE", label: "Deutschland", recordCount: 40, parent: null }]);
    const call = calls.filter((c) => c.url.startsWith("/products/?")).at(-1)!;
    expect(call.headers["accept-language"]).toBe("de-DE");
    const params = new URL(call.url, "http://x").searchParams;
    expect(params.get("text")).toBe("pflege");
    expect(params.get("locations")).toBe("DE");
    expect(params.get("limit")).toBe("20");
    expect(params.get("orderBy")).toBe("_score");
    expect(params.get("jmp_company_id")).toBe(companyId);
    expect(calls.filter((c) => c.method === "POST" && c.url === "/token/")).toHaveLength(1);
  });

  it("reads details from /products/{id}; an unknown id is null", async () => {
    const details = await getChannelDetails(companyId, "p1", "en-US");
    expect(details).toMatchObject({ name: "PKB Board One", longDescription: "Long part", crosspostings: ["Partner board"], hasHtmlPosting: true });
    expect(await getChannelDetails(companyId, "missing", "en-US")).toBeNull();
  });

  it("a failed product list reads as zero results (spec 1 §8)", async () => {
    failProducts = true;
    const result = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    expect(result).toMatchObject({ results: [], totalHits: 0, failed: true });
  });

  it("takes recommendations with their reasons from /products-recommendations/ and explain", async () => {
    const lists = await recommendChannels(companyId, { ...EMPTY_CRITERIA, locationIds: ["DE"] }, { locale: "de-DE" });
    expect(lists.recommended).toEqual([expect.objectContaining({ id: "r1", name: "PKB Pick", reason: "Passt gut." })]);
    expect(calls.some((c) => c.url.startsWith("/products-recommendations/explain/"))).toBe(true);
  });

  it("looks up job titles and locations", async () => {
    expect(await lookupJobTitles(companyId, "de-DE", "pfleg")).toEqual([
      { id: "7", label: "Pflegefachkraft", jobFunction: { id: "health", label: "Pflege" }, occupation: null, iscoCode: null },
    ]);
    expect((await lookupLocations(companyId, "de-DE", "münch"))[0]).toMatchObject({ id: "muc", label: "München, Bayern, Deutschland" });
    expect(calls.some((c) => c.url === "/job-titles/?text=pfleg")).toBe(true);
  });
});
