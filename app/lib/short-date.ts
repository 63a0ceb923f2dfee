import { DATE_ONLY, DISPLAY_TIME_ZONE, toInstant } from "./dates";

// A module of its own: only market insights shows it, and app/lib/dates.ts is in every page's
// first-load JavaScript.

/**
 * The separator of a day-month-year short date per language (issue 38 §10): de-DE writes 27.11.26,
 * nl-NL 27-11-26; English keeps spec 1 §2's DD/MM/YY.
 */
const SHORT_DATE_SEPARATOR: Record<string, string> = { "de-DE": ".", "nl-NL": "-" };

const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: DISPLAY_TIME_ZONE });

/** spec 1 §2 market insights: the last-updated date as DD/MM/YY, separated as the language writes it. */
export function formatShortDate(value: string | Date, locale = "en-US") {
  const sep = SHORT_DATE_SEPARATOR[locale] ?? "/";
  const day = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  if (day) return [day[3], day[2], day[1].slice(-2)].join(sep);
  const parts = Object.fromEntries(
    dayMonthYear
      .formatToParts(toInstant(value))
      .map((part) => [part.type, part.value]),
  );
  return [parts.day, parts.month, parts.year].join(sep);
}
