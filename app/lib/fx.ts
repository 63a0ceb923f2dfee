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

/**
 * Cents of one currency in another through the euro (the ECB quotes against the euro only),
 * rounded to the cent; null when the table has no rate for one of them.
 */
export function convertCents(cents: number, from: string, to: string, table: RateTable): number | null {
  if (from === to) return cents;
  const fromRate = from === "EUR" ? 1 : table.perEuro.get(from);
  const toRate = to === "EUR" ? 1 : table.perEuro.get(to);
  if (!fromRate || !toRate) return null;
  return Math.round((cents / fromRate) * toRate);
}

/**
 * A sum of amounts in several currencies in one currency, with the rate's date when a conversion
 * was needed (issue 51 §4: the date is shown where a sum mixes currencies). Amounts without a rate
 * are listed apart, never dropped silently.
 */
export function sumInCurrency(amounts: readonly { cents: number; currency: string }[], to: string, table: RateTable | null) {
  let cents = 0;
  let converted = false;
  const unconverted: { cents: number; currency: string }[] = [];
  for (const amount of amounts) {
    const value = amount.currency === to ? amount.cents : table ? convertCents(amount.cents, amount.currency, to, table) : null;
    if (value === null) unconverted.push(amount);
    else {
      cents += value;
      if (amount.currency !== to) converted = true;
    }
  }
  return { cents, currency: to, rateDate: converted && table ? table.date : null, unconverted };
}

/**
 * A list price in its own ISO 4217 currency ("US$450" in de-DE), formatted like formatCents' euros:
 * two decimals only when the amount is not whole. Kept here, not in money.ts, so the shell chunk
 * every page loads stays euro-only until channel currencies reach the screens (decision 075).
 */
export function formatCentsIn(cents: number, locale: string, currency: string) {
  const decimals = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(cents / 100);
}
