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

/**
 * The period a URL asks for. Anything unreadable falls back to the default (all since `start`, spec
 * 2 §9, or the campaign's creation date for a campaign, spec 2 §7); a reversed range is swapped.
 */
export function readPeriod(params: URLSearchParams, today: string, start = ANALYTICS_DEFAULT_START): Period {
  const from = parseDay(params.get("from"));
  const to = parseDay(params.get("to"));
  if (from || to) {
    const a = from ?? start;
    const b = to ?? today;
    return a <= b ? { from: a, to: b, preset: null } : { from: b, to: a, preset: null };
  }
  const preset = params.get("preset");
  return presetPeriod(isPreset(preset) ? preset : "all", today, start);
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
