import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { convertCents, ecbDate, exchangeRate, parseEcbCsv } from "../../app/lib/fx";
import { exchangeRateNotes, priceSummary } from "../../app/lib/campaign/pricing";
import { formatCents } from "../../app/lib/money";

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

  it("converts through the euro in integer cents, half a cent away from zero, exactly on the published decimals", () => {
    const table = { date: "2026-02-20", perEuro: new Map([["USD", 1.1767], ["GBP", 0.8728], ["XTS", 1.15]]) };
    // US$ 450.00 → € 382.43 (45 000 ÷ 1.1767 = 38 242.54)
    expect(convertCents(45_000, "USD", "EUR", table)).toBe(38_243);
    // cross rate through the euro: £395 × 1.1767 ÷ 0.8728
    expect(convertCents(39_500, "GBP", "USD", table)).toBe(53_253);
    // 50 × 1.15 = 57.5 exactly: up to 58 (in floating point 57.49999… would round down to 57)
    expect(Math.round((50 / 1) * 1.15)).toBe(57);
    expect(convertCents(50, "EUR", "XTS", table)).toBe(58);
    expect(convertCents(-50, "EUR", "XTS", table)).toBe(-58);
    expect(convertCents(45_000, "EUR", "EUR", null)).toBe(45_000);
    expect(exchangeRate("USD", "EUR", table)).toBe(1.1767);
  });

  it("never converts 1:1 without a rate", () => {
    const table = { date: "2026-02-20", perEuro: new Map([["USD", 1.1767]]) };
    expect(convertCents(100, "SEK", "EUR", table)).toBeNull();
    expect(convertCents(100, "EUR", "SEK", table)).toBeNull();
    expect(convertCents(100, "USD", "EUR", null)).toBeNull();
    expect(exchangeRate("SEK", "EUR", table)).toBeNull();
  });
});

describe("a price summary that mixes currencies (decision 079)", () => {
  const table = { date: "2026-02-20", perEuro: new Map([["USD", 1.1767], ["GBP", 0.8728]]) };
  const ch = (price: number, currency: string) => ({ price, currency, availableForPurchase: true, bundleId: null });
  const terms = { discountPercent: 5, serviceFeeCents: 1_000 };

  it("converts each line once, sums the lines, and dates the rates it used", () => {
    const s = priceSummary([ch(39_500, "EUR"), ch(45_000, "USD"), ch(53_000, "USD")], terms, { currency: "EUR", rates: table });
    expect(s.lines.map((l) => l?.cents)).toEqual([39_500, 38_243, 45_041]);
    expect(s.subtotal).toBe(39_500 + 38_243 + 45_041);
    // discounts and the service fee on the converted subtotal, in euros
    expect(s.discount).toBe(Math.round((s.subtotal * 10) / 100));
    expect(s.companyDiscount).toBe(Math.round(((s.subtotal - s.discount) * 5) / 100));
    expect(s.total).toBe(s.subtotal - s.discount - s.companyDiscount + 3_000);
    expect(s.currency).toBe("EUR");
    expect(s.exchangeRates).toEqual([{ currency: "USD", rate: 1.1767, date: "2026-02-20" }]);
    expect(s.missingRates).toEqual([]);
    // one currency: nothing converted, nothing to date
    expect(priceSummary([ch(100, "EUR")], terms, { currency: "EUR", rates: table }).exchangeRates).toEqual([]);
  });

  it("leaves a line without a rate out of the total and names its currency", () => {
    const s = priceSummary([ch(39_500, "EUR"), ch(10_000, "SEK")], terms, { currency: "EUR", rates: table });
    expect(s.lines[1]).toBeNull();
    expect(s.subtotal).toBe(39_500);
    expect(s.missingRates).toEqual(["SEK"]);
    expect(priceSummary([ch(45_000, "USD")], terms, { currency: "EUR", rates: null }).missingRates).toEqual(["USD"]);
  });

  it("keeps an ordered line as it was converted, whatever today's rates", () => {
    const ordered = { ...ch(45_000, "USD"), ordered: { cents: 41_580, rate: 1.0823, rateDate: "2025-11-27" } };
    const s = priceSummary([ordered], { discountPercent: 0, serviceFeeCents: 0 }, { currency: "EUR", rates: table });
    expect(s.total).toBe(41_580);
    expect(s.exchangeRates).toEqual([{ currency: "USD", rate: 1.0823, date: "2025-11-27" }]);
  });

  it("words the rate and its date, and a missing rate, for the reader", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    const s = priceSummary([ch(45_000, "USD"), ch(100, "SEK")], terms, { currency: "EUR", rates: table });
    const [rate, missing] = exchangeRateNotes(s, t, "de-DE");
    expect(rate).toBe(`common:money.exchange-rate ${JSON.stringify({ total: "EUR", rate: "1,1767", currency: "USD", date: "20.02.2026" })}`);
    expect(missing).toContain("common:money.missing-rate");
    expect(missing).toContain('"currencies":"SEK"');
  });
});

describe("money in a channel's own currency", () => {
  it("formats US dollars and pounds like euros, in the viewer's locale", () => {
    expect(formatCents(45_000, "en-US", "USD")).toBe("$450");
    expect(formatCents(45_050, "de-DE", "USD")).toMatch(/^450,50\s\$$/);
    expect(formatCents(45_000, "nl-NL", "USD")).toBe("US$\u00a0450");
    expect(formatCents(39_500, "en-US", "GBP")).toBe("£395");
    expect(formatCents(39_500, "en-US", "EUR")).toBe("€395");
  });
});
