/**
 * Dates on chart axes in the reader's locale (issue 14 §3): ApexCharts' own datetime labels are
 * English ("Feb 01") whatever the page's language, so every date axis formats its labels here.
 * Short day and month on the axis; the tooltip carries the full date.
 */
export function axisDateFormats(locale: string) {
  const short = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const time = (value: string | number) =>
    typeof value === "number" ? value : Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return {
    axis: (value: string | number) =>
      Number.isNaN(time(value)) ? String(value) : short.format(time(value)),
    tooltip: (value: string | number) =>
      Number.isNaN(time(value)) ? String(value) : full.format(time(value)),
  };
}
