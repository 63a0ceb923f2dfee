/**
 * Dates as each interface language writes them (issue 16 §6): en-US "Nov 23, 2026", de-DE
 * "23.11.2026", nl-NL "23-11-2026". The month name for en-US keeps spec 1 §9's "day-month-year"
 * readable for a US reader without turning 11/12 into a riddle. Written with Intl rather than
 * date-fns, which cost every page ≈ 7 kB gzip of JavaScript (issue 10 §4).
 *
 * Server and client must print the same text (hydration): the locale comes from the request, and
 * instants are shown in one fixed time zone instead of the server's or the browser's own.
 */

import { perLocale } from "./locale-table";

export const DISPLAY_TIME_ZONE = "Europe/Amsterdam";

const DATE_OPTIONS: Record<string, Intl.DateTimeFormatOptions> = {
  "en-US": { month: "short", day: "numeric", year: "numeric" },
  "de-DE": { day: "2-digit", month: "2-digit", year: "numeric" },
  "nl-NL": { day: "2-digit", month: "2-digit", year: "numeric" },
};

// constructing a formatter per rendered date showed in the server's CPU profile: one per locale
// and use, built when the module loads (lib/locale-table)
const dateIn = (timeZone: string) =>
  perLocale((locale) => {
    const known = locale in DATE_OPTIONS ? locale : "en-US";
    return new Intl.DateTimeFormat(known, { ...DATE_OPTIONS[known], timeZone });
  });
const calendarDate = dateIn("UTC");
const displayedDate = dateIn(DISPLAY_TIME_ZONE);
const timeOfDay = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: DISPLAY_TIME_ZONE }));
const timeOfDayWithSeconds = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: DISPLAY_TIME_ZONE }),
);

/**
 * An instant's time of day ("14:05" / "02:05 PM") in DISPLAY_TIME_ZONE; with seconds where two
 * things of one list were made in the same minute (a vacancy's campaigns).
 */
export function formatTime(value: string | Date, locale: string, { seconds = false }: { seconds?: boolean } = {}) {
  return (seconds ? timeOfDayWithSeconds : timeOfDay)(locale).format(toInstant(value));
}

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toInstant(value: string | Date) {
  const date = typeof value === "string" ? new Date(value) : value;
  // an invalid date throws rather than printing "Invalid Date"
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

/**
 * A calendar date ("2026-11-23", e.g. a contract's end date) is that day everywhere, so it is read
 * and shown in UTC; an instant (a timestamp) is shown in DISPLAY_TIME_ZONE.
 */
export function formatDate(value: string | Date, locale: string) {
  const day = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  return day
    ? calendarDate(locale).format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))))
    : displayedDate(locale).format(toInstant(value));
}

