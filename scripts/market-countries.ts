/**
 * `npm run readme:market-countries [-- --check]`: prints which countries have market figures, read
 * from the labour-market tables in REFERENCE_DATA_DIR (what the import stores), and writes that
 * sentence into README.md between its markers (issue 48 §8). --check only says whether the README
 * is current (exit 1 if not).
 */
import fs from "node:fs";
import path from "node:path";
import { marketCountriesText, README_SOURCE_NAMES, withMarketCountries } from "../app/lib/market/countries-text";
import { referenceDataDir } from "../app/services/catalogue/env.server";
import { readMarketFigures } from "../app/services/market/import.server";

const text = marketCountriesText(
  readMarketFigures(referenceDataDir())
    .filter(({ source }) => README_SOURCE_NAMES[source.id])
    .map(({ source, figures }) => ({ name: README_SOURCE_NAMES[source.id], figures })),
);
console.log(text);
const readmePath = path.resolve(import.meta.dirname, "..", "README.md");
const readme = fs.readFileSync(readmePath, "utf8");
const updated = withMarketCountries(readme, text);
if (process.argv.includes("--check")) {
  if (updated !== readme) {
    console.error("README.md's market countries are out of date: run npm run readme:market-countries");
    process.exitCode = 1;
  }
} else if (updated !== readme) {
  fs.writeFileSync(readmePath, updated);
  console.log("README.md updated");
}
