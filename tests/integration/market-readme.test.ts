import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { marketCountriesText, README_SOURCE_NAMES, withMarketCountries } from "../../app/lib/market/countries-text";
import { referenceDataDir } from "../../app/services/catalogue/env.server";
import { readMarketFigures } from "../../app/services/market/import.server";

/** Issue 48 §8: the README's countries with market figures are the imported tables' countries. */
describe("README: countries with market figures", () => {
  const dir = referenceDataDir();
  const present = fs.existsSync(path.join(dir, "labour-market"));

  it.runIf(present)("is the sentence generated from the labour-market tables (npm run readme:market-countries)", () => {
    const names = README_SOURCE_NAMES;
    const text = marketCountriesText(
      readMarketFigures(dir)
        .filter(({ source }) => names[source.id])
        .map(({ source, figures }) => ({ name: names[source.id], figures })),
    );
    const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
    expect(withMarketCountries(readme, text)).toBe(readme);
    // more than the six countries once listed by hand
    expect(Number(text.match(/for (\d+) countries/)?.[1])).toBeGreaterThan(6);
  });

  it("names each source's countries and years, employment figures only", () => {
    const text = marketCountriesText([
      { name: "ILOSTAT", figures: [{ country: "NL", year: 2020, measure: "employed" }, { country: "DE", year: 2024, measure: "employed" }, { country: "PL", year: 2024, measure: "unemployed" }] },
      { name: "Nesta", figures: [{ country: "GB", year: 2018, measure: "employed" }] },
    ]);
    expect(text).toBe("Figures exist for 3 countries: DE, NL (ILOSTAT, 2020–2024); GB (Nesta, 2018).");
  });
});
