/**
 * Euro reference rates (issue 51 §4): how many units of a currency one euro buys on a day, in the
 * European Central Bank's published layout. Pure: parsing and converting; the rates are data in
 * the database (`npm run import:fx-rates`, app/models/fx-rate.server.ts).
 */

export interface FxRate {
  /** ISO date of the reference rate (YYYY-MM-DD) */
  date: string;
  /** ISO 4217 */
  currency: string;
  /** units of the currency per 1 EUR */
  perEuro: number;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "20 February 2026" (eurofxref.csv) or "2026-02-20" (eurofxref-hist.csv) → "2026-02-20". */
export function ecbDate(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(value);
  const month = m ? MONTHS.indexOf(m[2].toLowerCase()) : -1;
  if (!m || month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, "0")}-${m[1].padStart(2, "0")}`;
}

/**
 * The ECB's CSV: a header `Date, USD, JPY, …` (a trailing comma), then one row per day with the
 * units per euro ("N/A" where a currency was not quoted that day). Throws on a file of another
 * layout, naming the line.
 */
export function parseEcbCsv(content: string): FxRate[] {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines.length < 2) throw new Error("not an ECB reference-rate file: a header and at least one day expected");
  const header = lines[0].split(",").map((cell) => cell.trim());
  if (header[0] !== "Date") throw new Error(`line 1: expected "Date" first, found "${header[0]}"`);
  const currencies = header.slice(1);
  for (const code of currencies) if (code !== "" && !/^[A-Z]{3}$/.test(code)) throw new Error(`line 1: not a currency code: ${code}`);
  const rates: FxRate[] = [];
  lines.slice(1).forEach((line, index) => {
    const cells = line.split(",").map((cell) => cell.trim());
    const date = ecbDate(cells[0]);
    if (!date) throw new Error(`line ${index + 2}: not a date: ${cells[0]}`);
    currencies.forEach((currency, i) => {
      const cell = cells[i + 1] ?? "";
      if (currency === "" || cell === "" || cell === "N/A") return;
      const perEuro = Number(cell);
      if (!Number.isFinite(perEuro) || perEuro <= 0) throw new Error(`line ${index + 2}: ${currency} is not a rate: ${cell}`);
      rates.push({ date, currency, perEuro });
    });
  });
  return rates;
}

/** The rates of one day by currency (EUR is 1), as the conversion uses them. */
export interface RateTable {
  date: string;
  perEuro: ReadonlyMap<string, number>;
}

/** What one conversion used: units of the amount's currency per one unit of the target ("1 EUR = 1.1767 USD" → 1.1767) and the rate's day. */
export interface AppliedRate {
  rate: number;
  /** null when nothing was converted (same currency) */
  rateDate: string | null;
}

// ECB rates have at most 5 decimals (GBP 0.87280): as millionths they are exact integers
const SCALE = 1_000_000;

function unitsPerEuro(currency: string, table: RateTable | null) {
  if (currency === "EUR") return SCALE;
  const rate = table?.perEuro.get(currency);
  return rate ? Math.round(rate * SCALE) : null;
}

/** Units of `from` per one unit of `to` on the table's day ("1 EUR = 1.1767 USD": from USD, to EUR → 1.1767); null without a rate. */
export function exchangeRate(from: string, to: string, table: RateTable | null): number | null {
  if (from === to) return 1;
  const fromUnits = unitsPerEuro(from, table);
  const toUnits = unitsPerEuro(to, table);
  if (fromUnits === null || toUnits === null) return null;
  return fromUnits / toUnits;
}

/**
 * Integer cents of one currency in another, through the euro (the ECB quotes against the euro
 * only): cents × (units of `to` per euro) ÷ (units of `from` per euro), computed exactly on the
 * published decimals and rounded once, to the nearest cent, a half cent away from zero (decision
 * 079). Null when the table has no rate for one of them — never a silent 1:1.
 */
export function convertCents(cents: number, from: string, to: string, table: RateTable | null): number | null {
  if (from === to) return cents;
  const fromUnits = unitsPerEuro(from, table);
  const toUnits = unitsPerEuro(to, table);
  if (fromUnits === null || toUnits === null) return null;
  const numerator = BigInt(Math.abs(Math.round(cents))) * BigInt(toUnits);
  const denominator = BigInt(fromUnits);
  let quotient = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  return cents < 0 ? -Number(quotient) : Number(quotient);
}
