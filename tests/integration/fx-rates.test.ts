import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { convertCents, parseEcbCsv } from "../../app/lib/fx";
import { latestRateTable, upsertFxRates } from "../../app/models/fx-rate.server";

/** issue 51 §4: reference rates kept as data; the latest day converts and dates a mixed sum. */
describe("euro reference rates in the database", () => {
  it("keeps every day and converts with the latest", async () => {
    const history = parseEcbCsv(fs.readFileSync("tests/fixtures/fx/eurofxref-hist-sample.csv", "utf8"));
    expect(await upsertFxRates(history)).toBe(2);
    // importing the same file again changes nothing
    expect(await upsertFxRates(history)).toBe(2);
    const table = (await latestRateTable())!;
    expect(table.date).toBe("2026-02-20");
    expect(table.perEuro.get("USD")).toBe(1.1767);
    expect(convertCents(45_000, "USD", "EUR", table)).toBe(38_243);
  });
});
