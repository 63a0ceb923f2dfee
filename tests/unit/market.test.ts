import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { breaksFor, SERIES_BREAKS } from "~/lib/market/series-breaks";
import { referenceDataDir } from "~/services/catalogue/env.server";
import { formatShortDate } from "~/lib/short-date";
import { DONUT_CIRCUMFERENCE, donutDash, gaugeArcPaths, gaugeNeedle } from "~/lib/market/charts";
import {
  activeShare,
  DIFFICULTY_LABELS,
  difficultyLabel,
  estimateDifficulty,
  GAUGE_ARCS,
  GAUGE_LEVELS,
  gaugeArcs,
  gaugeLevel,
  gaugePercent,
  HIGH_DIFFICULTY,
  iscoAncestors,
  presentCells,
  rankedBars,
  salaryCells,
  saysNoSalaryData,
  yearlyThousands,
} from "~/lib/market/insight";
import { parseMarketEnv } from "~/services/market/env.server";
import {
  defaultCountry,
  MARKET_COUNTRIES,
  OCCUPATION_DEBOUNCE_MS,
  OCCUPATION_LIMIT,
  OCCUPATION_MIN_CHARS,
  shouldQueryOccupations,
} from "~/lib/market/search";
import { marketSearchSchema } from "~/lib/market/search-schema";

describe("salary (spec 1 §9)", () => {
  it("is yearly = monthly × 12, in thousands", () => {
    expect(yearlyThousands(3500)).toBe(42);
    expect(yearlyThousands(2750)).toBe(33);
    expect(yearlyThousands(4125)).toBe(49.5);
    expect(yearlyThousands(null)).toBeNull();
  });

  it("maps junior, medior, senior of the avg category to minimum, average, maximum", () => {
    const cells = salaryCells([
      { categoryCode: "avg", experienceLevel: "junior", value: 2500 },
      { categoryCode: "avg", experienceLevel: "medior", value: 3500 },
      { categoryCode: "avg", experienceLevel: "senior", value: 5000 },
      { categoryCode: "max", experienceLevel: "senior", value: 9000 },
    ]);
    expect(cells).toEqual({ minimum: 30, average: 42, maximum: 60 });
  });

  it("empties every value when the remark says there is no salary data", () => {
    expect(saysNoSalaryData("No salary data available for this occupation")).toBe(true);
    expect(saysNoSalaryData("Based on 120 vacancies")).toBe(false);
    const cells = salaryCells([
      { categoryCode: "avg", experienceLevel: "junior", value: 2500, remark: "No salary data available" },
      { categoryCode: "avg", experienceLevel: "senior", value: 5000 },
    ]);
    expect(cells).toEqual({ minimum: null, average: null, maximum: null });
    expect(presentCells(cells)).toBeNull();
  });

  it("leaves a null result absent, and a card with only nulls absent", () => {
    expect(presentCells({ minimum: 30, average: null, maximum: 60 })).toEqual({ minimum: 30, maximum: 60 });
    expect(presentCells({ a: null })).toBeNull();
    expect(presentCells(null)).toBeNull();
    expect(salaryCells(null)).toBeNull();
  });
});

describe("recruitment-difficulty gauge (spec 1 §2, §9)", () => {
  it("shows the 0–10 value divided by 10", () => {
    expect(gaugePercent(7)).toBe(0.7);
    expect(gaugePercent(10)).toBe(1);
    expect(gaugePercent(0)).toBe(0);
    expect(gaugePercent(12)).toBe(1);
    expect(gaugePercent(null)).toBeNull();
  });

  it("has 420 levels and arcs of 0.45, 0.25, 0.1, 0.1, 0.1", () => {
    expect(GAUGE_LEVELS).toBe(420);
    expect(GAUGE_ARCS).toEqual([0.45, 0.25, 0.1, 0.1, 0.1]);
    const arcs = gaugeArcs();
    expect(arcs.map((a) => Number(a.end.toFixed(2)))).toEqual([0.45, 0.7, 0.8, 0.9, 1]);
    expect(gaugeLevel(0.5)).toBe(210);
    expect(gaugeLevel(1 / 420)).toBe(1);
    expect(gaugeArcPaths()).toHaveLength(5);
  });

  it("labels a value by the arc it falls in", () => {
    expect(difficultyLabel(0.44)).toBe("low");
    expect(difficultyLabel(0.45)).toBe("moderate");
    expect(difficultyLabel(0.69)).toBe("moderate");
    expect(difficultyLabel(0.75)).toBe("elevated");
    expect(difficultyLabel(0.85)).toBe("high");
    expect(difficultyLabel(1)).toBe("very-high");
    expect(DIFFICULTY_LABELS).toHaveLength(5);
    expect(HIGH_DIFFICULTY).toBe(8);
  });

  it("puts the needle at the left end for 0 and the right end for 1", () => {
    const left = gaugeNeedle(0);
    const right = gaugeNeedle(1);
    const top = gaugeNeedle(0.5);
    expect(left.x).toBeCloseTo(20);
    expect(right.x).toBeCloseTo(180);
    expect(top.y).toBeCloseTo(20);
  });
});

describe("the difficulty estimate (docs/decisions/020)", () => {
  const national = { nationalUnemployed: 400, nationalEmployed: 10_000 };
  it("is 5 when the group's ratio equals the national one and employment is flat", () => {
    expect(estimateDifficulty({ groupUnemployed: 40, groupEmployed: 1000, ...national, growth: { from: 1000, to: 1000 } })).toBe(5);
  });
  it("adds 2.5 per halving of the group's ratio", () => {
    expect(estimateDifficulty({ groupUnemployed: 20, groupEmployed: 1000, ...national, growth: null })).toBe(7.5);
    expect(estimateDifficulty({ groupUnemployed: 80, groupEmployed: 1000, ...national, growth: null })).toBe(2.5);
  });
  it("adds 1 per 5 % growth over the period, capped at ±2", () => {
    expect(estimateDifficulty({ groupUnemployed: 40, groupEmployed: 1000, ...national, growth: { from: 1000, to: 1050 } })).toBe(6);
    expect(estimateDifficulty({ groupUnemployed: 40, groupEmployed: 1000, ...national, growth: { from: 1000, to: 2000 } })).toBe(7);
    expect(estimateDifficulty({ groupUnemployed: 40, groupEmployed: 1000, ...national, growth: { from: 1000, to: 500 } })).toBe(3);
  });
  it("stays within 0–10 and gives nothing without data", () => {
    expect(estimateDifficulty({ groupUnemployed: 0, groupEmployed: 1000, ...national, growth: { from: 1, to: 2 } })).toBe(10);
    expect(estimateDifficulty({ groupUnemployed: 4000, groupEmployed: 1000, ...national, growth: null })).toBe(0);
    expect(estimateDifficulty({ groupUnemployed: 1, groupEmployed: 0, ...national, growth: null })).toBeNull();
  });
  it("derives the active share from unemployed and employed", () => {
    expect(activeShare(50, 950)).toBe(5);
    expect(activeShare(1, 2)).toBe(33.33);
    expect(activeShare(1, 0)).toBeNull();
  });
});

describe("bars and donuts", () => {
  it("ranks bars descending and drops nulls", () => {
    expect(rankedBars([{ label: "b", value: 20 }, { label: "a", value: 55.5 }, { label: "c", value: null }])).toEqual([
      { label: "a", value: 55.5 },
      { label: "b", value: 20 },
    ]);
    expect(rankedBars(null)).toEqual([]);
  });
  it("fills a donut in proportion", () => {
    const [filled] = donutDash(25).split(" ").map(Number);
    expect(filled).toBeCloseTo(DONUT_CIRCUMFERENCE / 4, 1);
  });
});

describe("the search (spec 1 §5, §9)", () => {
  it("queries occupations from 2 characters, debounced 1000 ms, never after a selection", () => {
    expect(OCCUPATION_MIN_CHARS).toBe(2);
    expect(OCCUPATION_DEBOUNCE_MS).toBe(1000);
    expect(OCCUPATION_LIMIT).toBe(10);
    expect(shouldQueryOccupations("n", "input")).toBe(false);
    expect(shouldQueryOccupations("nu", "input")).toBe(true);
    expect(shouldQueryOccupations("nurse", "selection")).toBe(false);
  });
  it("offers the 29 countries and defaults to the locale's country", () => {
    expect(MARKET_COUNTRIES).toHaveLength(29);
    expect(defaultCountry("nl-NL")).toBe("NL");
    expect(defaultCountry("de-DE")).toBe("DE");
    expect(defaultCountry("en-US")).toBe("US");
  });
  it("requires an ISCO code and one of the countries", () => {
    expect(marketSearchSchema.safeParse({ isco: "2221", country: "nl" }).data).toMatchObject({ isco: "2221", country: "NL" });
    expect(marketSearchSchema.safeParse({ isco: "", country: "NL" }).success).toBe(false);
    expect(marketSearchSchema.safeParse({ isco: "22x1", country: "NL" }).success).toBe(false);
    expect(marketSearchSchema.safeParse({ isco: "2221", country: "XX" }).success).toBe(false);
  });
  it("splits an ISCO code into its groups", () => {
    expect(iscoAncestors("2221")).toEqual(["2221", "222", "22", "2"]);
    expect(iscoAncestors("x")).toEqual([]);
  });
  it("shows the last-updated date as DD/MM/YY", () => {
    expect(formatShortDate("2026-11-24")).toBe("24/11/26");
  });
});

describe("market-data settings", () => {
  it("uses the embedded statistics without MARKET_DATA_URL and waits 10 s for the API", () => {
    expect(parseMarketEnv({})).toEqual({ MARKET_DATA_URL: undefined, MARKET_DATA_TOKEN: undefined, MARKET_DATA_TIMEOUT_MS: 10_000 });
    expect(parseMarketEnv({ MARKET_DATA_URL: "https://market.example/api", MARKET_DATA_TOKEN: " t " })).toMatchObject({ MARKET_DATA_URL: "https://market.example/api", MARKET_DATA_TOKEN: "t" });
    expect(() => parseMarketEnv({ MARKET_DATA_URL: "not a url" })).toThrow(/MARKET_DATA_URL/);
  });
});

describe("series breaks (issue 37 §5)", () => {
  it("each break quotes its SOURCE file, which still says so; a card gets the breaks of the years it uses", () => {
    const dir = path.join(referenceDataDir(), "labour-market");
    const normalise = (text: string) => text.replace(/\s+/g, " ");
    for (const entry of SERIES_BREAKS) {
      const source = normalise(fs.readFileSync(path.join(dir, entry.sourceFile), "utf8"));
      expect(source, `${entry.country} ${entry.years.join(",")}`).toContain(normalise(entry.evidence));
      expect(source).toContain(entry.country);
    }
    expect(breaksFor("FR", [{ measure: "unemployed", years: [2022, 2024] }])).toEqual([2022]);
    expect(breaksFor("FR", [{ measure: "employed", years: [2021, 2022, 2023, 2024] }, { measure: "unemployed", years: [2021] }])).toEqual([2021]);
    expect(breaksFor("NL", [{ measure: "employed", years: [2020] }])).toEqual([]);
  });
});

describe("country names in a sentence (issue 38 §10)", async () => {
  const { inCountry } = await import("~/services/market/countries.server");
  it("articles and prepositions per language", () => {
    expect(inCountry("NL", "de")).toBe("in den Niederlanden");
    expect(inCountry("NL", "en")).toBe("in the Netherlands");
    expect(inCountry("NL", "nl")).toBe("in Nederland");
    expect(inCountry("GB", "de")).toBe("im Vereinigten Königreich");
    expect(inCountry("CH", "de")).toBe("in der Schweiz");
    expect(inCountry("DE", "en")).toBe("in Germany");
  });
});
