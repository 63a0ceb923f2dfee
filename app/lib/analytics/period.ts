/**
 * The analytics period (spec 2 §3 period {startDate, endDate}; §9 default start 2017-01-01): dates
 * YYYY-MM-DD in the URL (`?from=&to=`), inclusive, UTC days. A preset names a period relative to
 * today; an explicit from/to wins over a preset.
 */
export const ANALYTICS_DEFAULT_START = "2017-01-01";
export const PERIOD_PRESETS = ["last-7-days", "last-30-days", "last-90-days", "this-year", "all"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The longest period a URL may ask for: from the default start to a year after today. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
  preset: PeriodPreset | null;
}

export function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export function parseDay(value: string | null | undefined) {
  if (!value || !ISO_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value) return null;
  if (value < ANALYTICS_DEFAULT_START) return ANALYTICS_DEFAULT_START;
  return value;
}

export function presetPeriod(preset: PeriodPreset, today: string, start = ANALYTICS_DEFAULT_START): Period {
  switch (preset) {
    case "last-7-days":
      return { from: addDays(today, -6), to: today, preset };
    case "last-30-days":
      return { from: addDays(today, -29), to: today, preset };
    case "last-90-days":
      return { from: addDays(today, -89), to: today, preset };
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today, preset };
    case "all":
      return { from: start, to: today, preset };
  }
}

export function isPreset(value: unknown): value is PeriodPreset {
  return typeof value === "string" && (PERIOD_PRESETS as readonly string[]).includes(value);
}

export type PeriodError = "invalid-date" | "reversed";

/**
 * What is wrong with the period a URL or form asks for (issue 37 §6): a date that is not a real
 * day ("2026-02-30", "11/30") is an error on its field; a start after the end is an error on the
 * start. Blank fields are not errors: they mean the default start or today.
 */
export function checkPeriod(params: URLSearchParams): Partial<Record<"from" | "to", PeriodError>> {
  const errors: Partial<Record<"from" | "to", PeriodError>> = {};
  const raw = { from: params.get("from")?.trim() ?? "", to: params.get("to")?.trim() ?? "" };
  const from = raw.from ? parseDay(raw.from) : null;
  const to = raw.to ? parseDay(raw.to) : null;
  if (raw.from && !from) errors.from = "invalid-date";
  if (raw.to && !to) errors.to = "invalid-date";
  if (from && to && from > to) errors.from = "reversed";
  return errors;
}

/**
 * The period a URL asks for. A reversed or impossible range is never used (issue 37 §6): the
 * screen shows the error on the form (checkPeriod) and the default period, all since `start`
 * (spec 2 §9), or the campaign's creation date for a campaign (spec 2 §7).
 */
export function readPeriod(params: URLSearchParams, today: string, start = ANALYTICS_DEFAULT_START): Period {
  const preset = params.get("preset");
  const fallback = presetPeriod(isPreset(preset) ? preset : "all", today, start);
  if (Object.keys(checkPeriod(params)).length > 0) return fallback;
  const from = parseDay(params.get("from"));
  const to = parseDay(params.get("to"));
  if (from || to) {
    const a = from ?? start;
    const b = to ?? today;
    // a start after today with no end, or the campaign's start after the end asked for
    return a <= b ? { from: a, to: b, preset: null } : fallback;
  }
  return fallback;
}

/** Every day of a period, for a by-date series without gaps. Capped so a huge range stays cheap. */
export const MAX_SERIES_DAYS = 3660;
export function daysOf(period: { from: string; to: string }) {
  const days: string[] = [];
  for (let day = period.from; day <= period.to && days.length < MAX_SERIES_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface Segments {
  /** first days (YYYY-MM-01) of the calendar months wholly inside the period */
  months: string[];
  /** the days of the period outside those months, as inclusive [from, to] ranges */
  days: [string, string][];
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export function nextMonth(first: string) {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
const dayBefore = (day: string) => addDays(day, -1);

/** Splits a period into whole calendar months (read as month sets) and the days at its edges. */
export function periodSegments(from: string, to: string): Segments {
  const firstFull = from === monthStart(from) ? from : nextMonth(monthStart(from));
  const months: string[] = [];
  for (let m = firstFull; dayBefore(nextMonth(m)) <= to; m = nextMonth(m)) months.push(m);
  if (months.length === 0) return { months, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < months[0]) days.push([from, dayBefore(months[0])]);
  const after = nextMonth(months[months.length - 1]);
  if (after <= to) days.push([after, to]);
  return { months, days };
}
