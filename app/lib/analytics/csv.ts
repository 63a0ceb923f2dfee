/**
 * CSV download of a table (issue 14 §3, `?format=csv`): RFC 4180 quoting, and a leading = + - @
 * is prefixed with ' so a spreadsheet never runs a cell as a formula (CSV injection).
 */
export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
