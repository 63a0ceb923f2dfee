import { and, eq } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { companies, featureFlags } from "../../app/db/schema";
import { seedDemoData } from "../../scripts/seed/seed.server";
import { OCCUPATION_LIMIT } from "../../app/lib/market/search";
import { listMarketInsightViews } from "../../app/models/market.server";
import { searchJobTitles } from "../../app/models/taxonomy.server";
import { loader as marketLoader } from "../../app/routes/market-insights/market-insights";
import { startCampaignHref } from "../../app/routes/market-insights/market-insights.server";
import { loader as occupationsLoader } from "../../app/routes/resources/market-occupations";
import { referenceDataDir } from "../../app/services/catalogue/env.server";
import { importOccupations } from "../../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../../app/services/catalogue/import/taxonomy.server";
import { countryOfLocation, loadBuilderMarketInsight } from "../../app/services/market/builder.server";
import { importMarketData } from "../../app/services/market/import.server";
import type { CompanyContext } from "../../app/services/auth/gate.server";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";
import { clearAll } from "../../app/platform/cache.server";

const args = (request: Request) => ({ request, params: {}, context: loadContext() });
type LoaderData = Awaited<ReturnType<typeof import("../../app/routes/market-insights/market-insights.server").loadMarketInsights>>;
const body = (result: unknown) => (result as { data: LoaderData["data"] }).data;
const status = (result: unknown) => (result as { init?: { status?: number } | null }).init?.status ?? 200;

let nurseTitleId: string;

beforeAll(async () => {
  const dir = referenceDataDir();
  await importMarketData(dir);
  clearAll();
  await seedTaxonomy();
  await importOccupations(dir);
  nurseTitleId = (await searchJobTitles("specialist nurse", "en", 5)).find((t) => t.iscoCode === "2221")!.id;
});

describe("/market-insights (issue 15)", () => {
  it("does not exist for a company without market_insights", async () => {
    const { session } = await signedInMember();
    const request = await requestWithSession("/market-insights?isco=2221&country=NL", session);
    const response = await responseOf(async () => marketLoader(args(request)));
    expect(response.status).toBe(404);
    const lookupRequest = await requestWithSession("/resources/market-occupations?q=nurse", session);
    const lookup = await responseOf(() => occupationsLoader(args(lookupRequest)));
    expect(lookup.status).toBe(404);
  });

  it("resets on entry, defaults the country to the locale's, and answers a search in the URL with a recorded view", async () => {
    const { session, company } = await signedInMember({ features: { market_insights: true } });
    const empty = await marketLoader(args(await requestWithSession("/market-insights", { ...session, locale: "nl-NL" })));
    expect(body(empty)).toMatchObject({ country: "NL", search: null, result: null, occupations: null });
    expect(body(empty).countries).toHaveLength(29);
    expect(body(empty).countries.find((c) => c.code === "DE")!.label).toBe("Duitsland");

    const found = await marketLoader(args(await requestWithSession(`/market-insights?isco=2221&country=nl&title=${nurseTitleId}`, session)));
    const data = body(found);
    expect(data.search).toMatchObject({ isco: "2221", country: "NL", title: nurseTitleId, occupation: "Specialist nurse" });
    expect(data.search!.startCampaignHref).toBe(`/dashboard?start-campaign&search=prefill&jobTitle=${nurseTitleId}&regions=NL`);
    expect(data.result).toMatchObject({ state: "results", provider: "embedded" });
    // an occupation without a country is searched in the locale's country, the one the select shows
    const localeCountry = await marketLoader(args(await requestWithSession("/market-insights?isco=2221", { ...session, locale: "nl-NL" })));
    expect(status(localeCountry)).toBe(200);
    expect(body(localeCountry)).toMatchObject({ country: "NL", errors: {}, search: { isco: "2221", country: "NL" } });
    const none = await marketLoader(args(await requestWithSession("/market-insights?isco=2221&country=PL", session)));
    expect(body(none).result).toMatchObject({ state: "no-results" });
    expect((await listMarketInsightViews(company.id)).map((v) => v.outcome).sort()).toEqual(["no-results", "results", "results"]);
  });

  it("answers bad input with 400 and field messages, never a 500", async () => {
    const { session } = await signedInMember({ features: { market_insights: true } });
    const bad = await marketLoader(args(await requestWithSession("/market-insights?isco=22a1&country=XX&title=%00%00", session)));
    expect(status(bad)).toBe(400);
    expect(body(bad).errors).toEqual({ isco: ["market:search.invalid-isco"], country: ["market:search.invalid-country"] });
    // well-formed, but no ISCO group: not the figures of major group 9 under "ISCO 9999"
    for (const isco of ["9999", "0000", "99"]) {
      const unknown = await marketLoader(args(await requestWithSession(`/market-insights?isco=${isco}&country=NL`, session)));
      expect(status(unknown), isco).toBe(400);
      expect(body(unknown).errors, isco).toEqual({ isco: ["market:search.invalid-isco"] });
      expect(body(unknown).result, isco).toBeNull();
    }
    // a major, sub-major and minor group are groups too
    for (const isco of ["2", "22", "222"]) {
      expect(status(await marketLoader(args(await requestWithSession(`/market-insights?isco=${isco}&country=NL`, session)))), isco).toBe(200);
    }
    const missing = await marketLoader(args(await requestWithSession("/market-insights?country=NL&isco=", session)));
    expect(status(missing)).toBe(400);
    expect(body(missing).errors.isco).toEqual(["form.warning.field-required"]);
    const short = await marketLoader(args(await requestWithSession("/market-insights?q=n&country=NL", session)));
    expect(status(short)).toBe(400);
    expect(body(short).errors.q?.[0]).toMatch(/^market:search\.min-chars/);
  });

  it("offers occupations for the no-JS results step and the autocomplete (from 2 characters)", async () => {
    const { session } = await signedInMember({ features: { market_insights: true } });
    const step = await marketLoader(args(await requestWithSession("/market-insights?q=nurse&country=NL", session)));
    expect(body(step).occupations!.some((o) => o.iscoCode === "2221")).toBe(true);
    expect(body(step).occupations).toHaveLength(OCCUPATION_LIMIT);
    const json = await occupationsLoader(args(await requestWithSession("/resources/market-occupations?q=nurse", session)));
    const payload = (await json.json()) as { results: { id: string; label: string; iscoCode: string }[] };
    expect(payload.results.some((r) => r.iscoCode === "2221")).toBe(true);
    const tooShort = await occupationsLoader(args(await requestWithSession("/resources/market-occupations?q=n", session)));
    expect(tooShort.status).toBe(400);
  });

  it("builds the start-campaign link without a title id too", () => {
    expect(startCampaignHref(null, "DE")).toBe("/dashboard?start-campaign&search=prefill&regions=DE");
  });
});

describe("with MARKET_DATA_URL (issue 15: every card from the API)", () => {
  it("fills every card from a local market-data server", async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify([
          {
            size_target_group: [{ region_label: "NL", value: 79000 }],
            jobmarket_activity: [{ label: "active", value: 12.5 }, { label: "passive", value: 40 }, { label: "not looking", value: 47.5 }],
            recruitment_feasibility: [{ label: "difficult", value: 7.2 }],
            salary: [{ category_code: "avg", experience_level: "medior", value: 3750 }],
            pull_factors: [{ label: "Career", value: 55 }],
            job_benefits: [{ label: "Pension", value: 61.25 }],
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.MARKET_DATA_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { session } = await signedInMember({ features: { market_insights: true } });
      const result = body(await marketLoader(args(await requestWithSession("/market-insights?isco=2221&country=NL", session)))).result;
      expect(result).toMatchObject({ state: "results", provider: "http" });
      const insight = result && "insight" in result ? result.insight : null;
      expect(insight).toMatchObject({
        sizeTargetGroup: { total: 79000 },
        jobMarketActivity: { active: 12.5, passive: 40, notLooking: 47.5 },
        recruitmentDifficulty: { value: 7.2, label: "difficult", estimate: false },
        salary: [{ categoryCode: "avg", experienceLevel: "medior", value: 3750, remark: null }],
        pullFactors: [{ label: "Career", value: 55 }],
        jobBenefits: [{ label: "Pension", value: 61.25 }],
      });
    } finally {
      delete process.env.MARKET_DATA_URL;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("demo seed", () => {
  it("switches market_insights on for Northwind Staffing", async () => {
    await seedDemoData();
    const db = await getDb();
    const [northwind] = await db.select().from(companies).where(eq(companies.tenantSlug, "northwind"));
    const [flag] = await db
      .select()
      .from(featureFlags)
      .where(and(eq(featureFlags.companyId, northwind.id), eq(featureFlags.name, "market_insights")));
    expect(flag?.enabled).toBe(true);
  });
});

describe("the builder's market insight (issue 15 §3)", () => {
  const context = (on: boolean) => ({ features: { market_insights: on } }) as unknown as CompanyContext;
  const targetGroup = (regionId: string) => ({
    jobTitle: { id: nurseTitleId, label: "Specialist nurse" },
    jobFunction: { id: "health", label: "Healthcare" },
    regions: [{ id: regionId, label: "x" }],
    industries: [],
  });

  it("shows size and a high difficulty for nurses in a Dutch region", async () => {
    const insight = await loadBuilderMarketInsight(context(true), targetGroup("NL.north-holland.amsterdam"), "en-US");
    expect(insight).toEqual({
      isco: "2221",
      country: "NL",
      countryName: "Netherlands",
      // the country in a sentence, with its article (issue 38 §10)
      inCountry: "in the Netherlands",
      jobTitleId: nurseTitleId,
      size: 392_546,
      // the groups the figures are measured for (issue 37 §5)
      sizeGroup: { code: "22", label: "Health professionals" },
      // the year of the size's figures, named in the builder's sentence (issue 48 §5)
      sizeYear: 2024,
      difficulty: { value: 8.9, label: null, estimate: true, group: { code: "2", label: "Professionals" } },
      high: true,
    });
  });

  it("shows nothing without the flag, without data or outside the 29 countries", async () => {
    expect(await loadBuilderMarketInsight(context(false), targetGroup("NL"), "en-US")).toBeNull();
    expect(await loadBuilderMarketInsight(context(true), targetGroup("PL"), "en-US")).toBeNull();
    expect(countryOfLocation("JP.tokyo")).toBeNull();
    expect(countryOfLocation("de.bavaria")).toBe("DE");
  });
});
