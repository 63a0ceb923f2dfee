import { parse } from "csv-parse/sync";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countMarketFigures, countriesWithFigures, figuresFor, listMarketInsightViews } from "../../app/models/market.server";
import { countryOptions } from "../../app/services/market/countries.server";
import { referenceDataDir } from "../../app/services/catalogue/env.server";
import { importOccupations } from "../../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../../app/services/catalogue/import/taxonomy.server";
import { EmbeddedMarketData } from "../../app/services/market/embedded.server";
import { HttpMarketData } from "../../app/services/market/http.server";
import { downloadIlostat, FILES, importFromIlostat, importMarketData, LABOUR_MARKET_DIR, parseDdfCsv, ilostatUrls, parseIlostatCsv, parseNestaCsv } from "../../app/services/market/import.server";
import { searchMarketInsight } from "../../app/services/market/market.server";
import { getMarketProvider } from "../../app/services/market/provider.server";
import { MARKET_SOURCE_CREDITS } from "../../app/lib/market/sources";
import { createCompany } from "./fixtures";
import { clearAll } from "../../app/platform/cache.server";

const dir = referenceDataDir();
const embedded = new EmbeddedMarketData();

/** The countries of the shared tables that have at least one published value, read with the file's own header. */
function countriesWithValues(files: string[], valueColumn: string) {
  const countries = new Set<string>();
  for (const file of files) {
    const full = path.join(dir, LABOUR_MARKET_DIR, file);
    if (!fs.existsSync(full)) continue;
    const rows = parse(fs.readFileSync(full, "utf8"), { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Record<string, string>[];
    for (const row of rows) if ((row[valueColumn] ?? "") !== "") countries.add(row.country.toUpperCase());
  }
  return [...countries].sort();
}

describe("import:market-data", () => {
  beforeAll(async () => {
    await importMarketData(dir);
  });

  it("imports every table of the labour-market folder with its source", async () => {
    const result = await importMarketData(dir);
    const byId = Object.fromEntries(result.sources.map((s) => [s.id, s]));
    // the countries come from the files themselves, so the shared tables may grow without this test
    expect(byId["ilostat-emp-oc2"].countries).toEqual(countriesWithValues([FILES.employment, FILES.nlEmployment], "employed_thousands"));
    expect(byId["ilostat-une-ocu"].countries).toEqual(countriesWithValues([FILES.unemployment], "unemployed_thousands"));
    expect(byId["ilostat-emp-oc2"].countries.length).toBeGreaterThanOrEqual(6);
    expect(byId["nesta-lfs-isco3"].countries).toEqual(Object.keys(FILES.nesta).sort());
    // running it again replaces, it does not add
    const before = await countMarketFigures();
    await importMarketData(dir);
    expect(await countMarketFigures()).toBe(before);
  });

  it("copies values as published and leaves empty cells out", async () => {
    const nl = await figuresFor("NL", ["22"]);
    expect(nl.find((f) => f.year === 2024)).toMatchObject({ sourceId: "ilostat-emp-oc2", measure: "employed", thousands: 392.546 });
    // DE 95 2020–2022 are empty in the source: no figure, never a zero
    const de95 = await figuresFor("DE", ["95"]);
    expect(de95.map((f) => f.year).sort()).toEqual([2023, 2024]);
    expect(parseIlostatCsv("country,isco08_2digit,year,employed_thousands\nNL,22,2024,\nXX,22,2024,5\nNL,22,2023,7.5\n", "employed")).toEqual([
      { sourceId: "ilostat-emp-oc2", measure: "employed", country: "NL", region: "", iscoCode: "22", year: 2023, thousands: 7.5 },
    ]);
    expect(parseNestaCsv("isco_code,2017,2018,isco_minor_group,RISK_CAT\n222,x,641.2,Nursing,2\n", "GB")).toEqual([
      { sourceId: "nesta-lfs-isco3", measure: "employed", country: "GB", region: "", iscoCode: "222", year: 2018, thousands: 641.2 },
    ]);
  });

  it("reads ILOSTAT files in open-numbers' DDF layout unchanged", () => {
    const ddf = [
      "ref_area,sex,classif1,time,emp_temp_sex_oc2_nb",
      "ita,sex_t,oc2_isco08_22,2024,412.5",
      "ita,sex_f,oc2_isco08_22,2024,300",
      "ita,sex_t,oc2_isco88_22,2024,1",
      "ita,sex_t,oc2_isco08_total,2024,23000.1",
      "ita,sex_t,oc2_isco08_23,2023,",
    ].join("\n");
    expect(parseDdfCsv(ddf, "employed").map((f) => [f.country, f.iscoCode, f.year, f.thousands])).toEqual([
      ["IT", "22", 2024, 412.5],
      ["IT", "total", 2024, 23000.1],
    ]);
  });

  it("--from-ilostat reads ILOSTAT's SDMX-CSV (recorded answers; no network)", async () => {
    const asked: string[] = [];
    const recorded = (file: string) => fs.readFileSync(path.resolve("tests/fixtures/market", file), "utf8");
    const fakeFetch = (async (url: string | URL) => {
      asked.push(String(url));
      const file = String(url).includes("DF_EMP_TEMP_SEX_OC2_NB") ? "ilostat-sdmx-employment.csv" : "ilostat-sdmx-unemployment.csv";
      return new Response(recorded(file), { status: 200, headers: { "Content-Type": "text/csv" } });
    }) as typeof fetch;
    // read only: the shared tables stay as imported (other test files read them on PostgreSQL)
    const figures = await downloadIlostat({ startYear: 2020, fetchImpl: fakeFetch });
    expect(asked).toEqual([ilostatUrls(2020).employed, ilostatUrls(2020).unemployed]);
    expect(asked[0]).toMatch(/^https:\/\/sdmx\.ilo\.org\/rest\/data\/ILO,DF_EMP_TEMP_SEX_OC2_NB\/GBR\+NLD\+.*\.A\.\.SEX_T\.\?startPeriod=2020&format=csv$/);
    // women-only, ISCO-88, skill-level, empty and non-European rows are skipped
    expect(figures.employed.map((f) => [f.country, f.iscoCode, f.year, f.thousands])).toEqual([
      ["NL", "total", 2024, 9865.907],
      ["NL", "22", 2024, 392.546],
      ["NL", "22", 2021, 360.631],
      ["NL", "x", 2024, 94.559],
    ]);
    expect(figures.unemployed.map((f) => [f.sourceId, f.iscoCode, f.thousands])).toEqual([
      ["ilostat-une-ocu", "total", 316.192],
      ["ilostat-une-ocu", "2", 54.974],
      ["ilostat-une-ocu", "x", 2.071],
    ]);
    const failing = (async () => new Response("busy", { status: 503 })) as unknown as typeof fetch;
    await expect(importFromIlostat({ startYear: 2020, fetchImpl: failing })).rejects.toThrow(/503/);
    const empty = (async () => new Response("DATAFLOW,REF_AREA\n", { status: 200 })) as unknown as typeof fetch;
    await expect(downloadIlostat({ startYear: 2020, fetchImpl: empty })).rejects.toThrow(/no usable rows/);
  });
});

describe("embedded provider", () => {
  beforeAll(async () => {
    await importMarketData(dir);
    clearAll();
    await seedTaxonomy();
    await importOccupations(dir);
  });

  it("answers nurse (ISCO 2221) in the Netherlands with real figures, their sources and years", async () => {
    const insight = await embedded.marketData({ country: "NL", iscoCode: "2221", lang: "en" });
    expect(insight).not.toBeNull();
    // ILOSTAT NL, ISCO 22 "health professionals", 2024: 392.546 thousand
    expect(insight!.sizeTargetGroup).toEqual({
      total: 392_546,
      regions: [],
      provenance: { sourceIds: ["ilostat-emp-oc2"], iscoGroup: "22", year: 2024, groupLabel: "Health professionals", breaks: [] },
    });
    expect(insight!.dataYear).toBe(2024);
    // major group 2: 54.974 unemployed over 3,092.999 employed (21–26) → 1.75 % active
    expect(insight!.jobMarketActivity).toMatchObject({ active: 1.75, passive: null, notLooking: null });
    // tightness 5 + 2.5·log2(0.03215/0.01777) = 7.14; growth of 22 2021→2024 +8.85 % → +1.77
    expect(insight!.recruitmentDifficulty).toMatchObject({ value: 8.9, label: null, estimate: true });
    expect(insight!.recruitmentDifficulty!.provenance).toEqual({
      sourceIds: ["ilostat-emp-oc2", "ilostat-une-ocu"],
      iscoGroup: "2",
      year: 2024,
      fromYear: 2021,
      groupLabel: "Professionals",
      breaks: [],
    });
    expect(insight!.salary).toBeNull();
    expect(insight!.pullFactors).toBeNull();
    expect(insight!.jobBenefits).toBeNull();
    expect(insight!.sources.map((s) => s.attribution)).toEqual(expect.arrayContaining(["Source: ILOSTAT, International Labour Organization"]));
    expect(insight!.sources.every((s) => s.licence === "CC BY 4.0")).toBe(true);
    // the parts the page translates around (tests/unit/market-texts.test.tsx), by source id
    expect(insight!.sources.find((s) => s.id === "ilostat-emp-oc2")!.credit).toEqual(MARKET_SOURCE_CREDITS["ilostat-emp-oc2"]);
    expect(insight!.sources.every((s) => s.credit?.names === "ILOSTAT, International Labour Organization")).toBe(true);
  });

  it("uses Nesta's 3-digit groups where ILOSTAT has none (UK), without a difficulty it cannot derive", async () => {
    const insight = await embedded.marketData({ country: "GB", iscoCode: "2221", lang: "en" });
    expect(insight!.sizeTargetGroup!.provenance).toEqual({
      sourceIds: ["nesta-lfs-isco3"],
      iscoGroup: "222",
      year: 2018,
      groupLabel: "Nursing and midwifery professionals",
      breaks: [],
    });
    // the data year says how old the figures are (the import date said nothing of it)
    expect(insight!.dataYear).toBe(2018);
    expect(insight!.recruitmentDifficulty).toBeNull();
    expect(insight!.jobMarketActivity).toBeNull();
  });

  it("says which group a figure is about, in the reader's language, and the level of the difficulty (issue 37 §5)", async () => {
    const developer = await embedded.marketData({ country: "DE", iscoCode: "2512", lang: "en" });
    expect(developer!.sizeTargetGroup!.provenance).toMatchObject({ iscoGroup: "25", groupLabel: "Information and communications technology professionals" });
    expect(developer!.recruitmentDifficulty!.provenance).toMatchObject({ iscoGroup: "2", groupLabel: "Professionals" });
    const german = await embedded.marketData({ country: "DE", iscoCode: "2512", lang: "de" });
    expect(german!.sizeTargetGroup!.provenance?.groupLabel).toBe("Akademische und vergleichbare Fachkräfte in der Informations- und Kommunikationstechnologie");
    const dutch = await embedded.marketData({ country: "DE", iscoCode: "2512", lang: "nl" });
    expect(dutch!.recruitmentDifficulty!.provenance?.groupLabel).toBe("Intellectuele, wetenschappelijke en artistieke beroepen");
  });

  it("shows figures for every country of the shared employment tables, e.g. a nurse in the US, Italy, Sweden, Czechia, Portugal, Finland, Denmark", async () => {
    const withData = await countriesWithFigures();
    for (const country of ["US", "IT", "SE", "CZ", "PT", "FI", "DK"]) expect(withData.has(country), country).toBe(true);
    for (const country of withData) {
      const insight = await embedded.marketData({ country, iscoCode: "2221", lang: "en" });
      expect(insight?.sizeTargetGroup?.total, country).toBeGreaterThan(0);
    }
    // the countries the list marks as without data give the no-results message
    const options = countryOptions("en", withData);
    const without = options.filter((o) => !o.hasData).map((o) => o.code);
    for (const country of without) expect(await embedded.marketData({ country, iscoCode: "2221", lang: "en" }), country).toBeNull();
    expect(without).toContain("PL");
    expect(without).toContain("UA");
  });

  it("notes the series breaks the SOURCE files name on the affected years", async () => {
    const france = await embedded.marketData({ country: "FR", iscoCode: "2221", lang: "en" });
    // FR: employment 2021 is a break, and the difficulty's growth runs 2021–2024 (unemployment from 2024 only)
    expect(france!.recruitmentDifficulty!.provenance?.breaks).toEqual([2021]);
    const sweden = await embedded.marketData({ country: "SE", iscoCode: "2221", lang: "en" });
    expect(sweden!.recruitmentDifficulty!.provenance?.breaks).toEqual([2024]);
    expect(sweden!.sizeTargetGroup!.provenance?.breaks).toEqual([]);
  });

  it("gives null (the no-results message) for a country or an occupation without data", async () => {
    expect(await embedded.marketData({ country: "PL", iscoCode: "2221", lang: "en" })).toBeNull();
    expect(await embedded.marketData({ country: "NL", iscoCode: "0110", lang: "en" })).toBeNull();
  });

  it("finds occupations among the ESCO job titles with their ISCO codes", async () => {
    const found = await embedded.occupations("nurse", "en", 0, 10);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every((o) => /^\d{4}$/.test(o.iscoCode))).toBe(true);
    expect(found.some((o) => o.iscoCode === "2221")).toBe(true);
    const dutch = await embedded.occupations("verpleegkundige", "nl", 0, 10);
    expect(dutch.some((o) => o.iscoCode.startsWith("222"))).toBe(true);
  });

  it("records a viewing event per search, for the viewer's company only", async () => {
    const company = await createCompany();
    const other = await createCompany();
    const found = await searchMarketInsight({ companyId: company.id, userId: null }, { country: "NL", iscoCode: "2221", lang: "en" });
    expect(found.state).toBe("results");
    const none = await searchMarketInsight({ companyId: company.id, userId: null }, { country: "PL", iscoCode: "2221", lang: "en" });
    expect(none.state).toBe("no-results");
    const views = await listMarketInsightViews(company.id);
    expect(views.map((v) => [v.country, v.outcome])).toEqual(expect.arrayContaining([["NL", "results"], ["PL", "no-results"]]));
    expect(views).toHaveLength(2);
    expect(await listMarketInsightViews(other.id)).toHaveLength(0);
  });
});

// ── the HTTP provider against a local server (spec 1 §3 "Other", §7) ──────────────────────────
type Mode = "success" | "empty" | "malformed" | "error" | "timeout" | "no-salary";
let mode: Mode = "success";
const calls: { method: string; url: string; auth?: string; body: string }[] = [];
const element = {
  size_target_group: [
    { region_label: "Noord-Holland", value: 41000 },
    { region_label: "Zuid-Holland", value: 38000 },
  ],
  jobmarket_activity: [
    { label: "active", value: 12.5 },
    { label: "passive", value: 40 },
    { label: "not_looking", value: 47.5 },
  ],
  recruitment_feasibility: [{ label: "difficult", value: 7.2 }],
  salary: [
    { category_code: "avg", experience_level: "junior", value: 3000 },
    { category_code: "avg", experience_level: "medior", value: 3750 },
    { category_code: "avg", experience_level: "senior", value: 4500 },
  ],
  pull_factors: [
    { label: "Salary", value: 30 },
    { label: "Career", value: 55 },
  ],
  job_benefits: [{ label: "Pension", value: 61.25 }],
};
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    if (mode === "timeout") return setTimeout(() => json(200, [element]), 1_000);
    if (mode === "error") return json(500, { error: "down" });
    if (mode === "malformed") return json(200, "{ not json");
    if (req.url!.startsWith("/api/occupations")) return json(200, mode === "empty" ? { results: [] } : { results: [{ title: "Nurse", isco_code: "2221" }] });
    if (mode === "empty") return json(200, []);
    if (mode === "no-salary") return json(200, [{ ...element, salary: [{ category_code: "avg", experience_level: "junior", value: 3000, Remark: "No salary data available" }] }]);
    return json(200, [element, { size_target_group: [{ region_label: "ignored", value: 1 }] }]);
  });
});
let baseUrl: string;

describe("HTTP provider", () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const provider = () => new HttpMarketData({ baseUrl, token: "market-token", timeoutMs: 300 });

  it("posts the spec's body with the token and reads the first element into every card", async () => {
    mode = "success";
    calls.length = 0;
    const insight = await provider().marketData({ country: "NL", iscoCode: "2221", lang: "nl" });
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/market_data", auth: "Bearer market-token" });
    expect(JSON.parse(calls[0].body)).toEqual({ c_country_code: "NL", c_language_code: "NL", c_isco_code: "2221" });
    expect(insight).toMatchObject({
      sizeTargetGroup: { total: 79_000, regions: [{ label: "Noord-Holland", value: 41000 }, { label: "Zuid-Holland", value: 38000 }] },
      jobMarketActivity: { active: 12.5, passive: 40, notLooking: 47.5 },
      recruitmentDifficulty: { value: 7.2, label: "difficult", estimate: false },
      pullFactors: element.pull_factors,
      jobBenefits: element.job_benefits,
    });
    expect(insight!.salary).toEqual([
      { categoryCode: "avg", experienceLevel: "junior", value: 3000, remark: null },
      { categoryCode: "avg", experienceLevel: "medior", value: 3750, remark: null },
      { categoryCode: "avg", experienceLevel: "senior", value: 4500, remark: null },
    ]);
  });

  it("keeps the salary remark so the no-salary-data rule can apply", async () => {
    mode = "no-salary";
    const insight = await provider().marketData({ country: "NL", iscoCode: "2221", lang: "en" });
    expect(insight!.salary![0].remark).toBe("No salary data available");
  });

  it("reads occupations with q, language and offset", async () => {
    mode = "success";
    calls.length = 0;
    expect(await provider().occupations("nur", "de", 0, 10)).toEqual([{ id: null, title: "Nurse", iscoCode: "2221" }]);
    expect(calls[0].url).toBe("/api/occupations?q=nur&language=de&offset=0");
  });

  it("gives null for an empty answer, and throws on a malformed body, an error status or a timeout", async () => {
    mode = "empty";
    expect(await provider().marketData({ country: "NL", iscoCode: "2221", lang: "en" })).toBeNull();
    expect(await provider().occupations("nur", "en", 0, 10)).toEqual([]);
    mode = "malformed";
    await expect(provider().marketData({ country: "NL", iscoCode: "2221", lang: "en" })).rejects.toThrow(/not JSON/);
    mode = "error";
    await expect(provider().marketData({ country: "NL", iscoCode: "2221", lang: "en" })).rejects.toThrow(/500/);
    mode = "timeout";
    await expect(provider().marketData({ country: "NL", iscoCode: "2221", lang: "en" })).rejects.toThrow();
  });

  it("is chosen when MARKET_DATA_URL is set, and a failure becomes the error state", async () => {
    expect(getMarketProvider({}).name).toBe("embedded");
    expect(getMarketProvider({ MARKET_DATA_URL: baseUrl }).name).toBe("http");
    process.env.MARKET_DATA_URL = baseUrl;
    process.env.MARKET_DATA_TIMEOUT_MS = "300";
    try {
      const company = await createCompany();
      mode = "error";
      expect((await searchMarketInsight({ companyId: company.id, userId: null }, { country: "NL", iscoCode: "2221", lang: "en" })).state).toBe("error");
      mode = "success";
      expect((await searchMarketInsight({ companyId: company.id, userId: null }, { country: "NL", iscoCode: "2221", lang: "en" })).state).toBe("results");
      expect((await listMarketInsightViews(company.id)).map((v) => v.provider)).toEqual(["http", "http"]);
    } finally {
      delete process.env.MARKET_DATA_URL;
      delete process.env.MARKET_DATA_TIMEOUT_MS;
    }
  });
});
