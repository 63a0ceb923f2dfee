import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { convertCents, ecbDate, parseEcbCsv, sumInCurrency } from "../../app/lib/fx";

/** issue 51 §4: ECB euro reference rates as data; fixtures in the ECB's two layouts (daily and history). */
describe("ECB euro reference rates", () => {
  it("reads the daily file and the history file", () => {
    const daily = parseEcbCsv(fs.readFileSync("tests/fixtures/fx/eurofxref-sample.csv", "utf8"));
    expect(daily).toContainEqual({ date: "2026-02-20", currency: "USD", perEuro: 1.1767 });
    expect(daily).toContainEqual({ date: "2026-02-20", currency: "GBP", perEuro: 0.8728 });
    expect(daily).toHaveLength(5);
    const history = parseEcbCsv(fs.readFileSync("tests/fixtures/fx/eurofxref-hist-sample.csv", "utf8"));
    // N/A is a currency not quoted that day, not a zero
    expect(history.filter((r) => r.date === "2026-02-19").map((r) => r.currency)).toEqual(["USD", "GBP", "CHF", "PLN"]);
    expect(ecbDate("1 March 2026")).toBe("2026-03-01");
  });

  it("names the line of a file in another layout", () => {
    expect(() => parseEcbCsv("Datum, USD\n20 February 2026, 1.1")).toThrow(/line 1/);
    expect(() => parseEcbCsv("Date, USD\nyesterday, 1.1")).toThrow(/line 2: not a date/);
    expect(() => parseEcbCsv("Date, USD\n20 February 2026, -1")).toThrow(/line 2: USD/);
  });

  it("converts through the euro and dates a sum that mixes currencies", () => {
    const table = { date: "2026-02-20", perEuro: new Map([["USD", 1.1767], ["GBP", 0.8728]]) };
    // US$ 450.00 → € 382.43 (450 / 1.1767)
    expect(convertCents(45_000, "USD", "EUR", table)).toBe(38_243);
    expect(convertCents(39_500, "GBP", "USD", table)).toBe(53_253);
    expect(convertCents(100, "XYZ", "EUR", table)).toBeNull();
    const mixed = sumInCurrency([{ cents: 39_500, currency: "EUR" }, { cents: 45_000, currency: "USD" }], "EUR", table);
    expect(mixed).toEqual({ cents: 77_743, currency: "EUR", rateDate: "2026-02-20", unconverted: [] });
    // one currency: no conversion, no date
    expect(sumInCurrency([{ cents: 100, currency: "EUR" }], "EUR", table).rateDate).toBeNull();
    // no rate: kept apart, not dropped
    expect(sumInCurrency([{ cents: 100, currency: "SEK" }], "EUR", table).unconverted).toEqual([{ cents: 100, currency: "SEK" }]);
  });
});

describe("money in a channel's own currency", () => {
  it("formats US dollars and pounds like euros", async () => {
    const { formatCentsIn } = await import("../../app/lib/fx");
    const { formatCents } = await import("../../app/lib/money");
    expect(formatCentsIn(45_000, "en-US", "USD")).toBe("$450");
    expect(formatCentsIn(45_050, "de-DE", "USD")).toMatch(/^450,50\s\$$/);
    expect(formatCentsIn(39_500, "en-US", "GBP")).toBe("£395");
    expect(formatCentsIn(39_500, "en-US", "EUR")).toBe(formatCents(39_500, "en-US"));
  });
});
