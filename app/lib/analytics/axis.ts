import type { ApexOptions } from "apexcharts";

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

/**
 * Numbers on charts in the reader's locale (issue 14 §3): ApexCharts writes 1935 and 2000 whatever
 * the page's language, beside tables that say 1.935. Sets the value axis (or axes), the data
 * labels and the tooltip's values unless a chart formats them itself. A horizontal bar chart has
 * its values on the x axis and its categories on the y axis.
 */
export function withLocaleNumbers(options: ApexOptions, format: (value: number) => string): ApexOptions {
  const n = (value: unknown) => {
    const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
    return Number.isFinite(number) ? format(number) : String(value ?? "");
  };
  const valueLabels = <T extends { labels?: object }>(axis: T) => ({ ...axis, labels: { formatter: n, ...axis.labels } });
  const horizontal = options.plotOptions?.bar?.horizontal === true;
  const tooltip = options.tooltip ?? {};
  return {
    ...options,
    dataLabels: { formatter: n, ...options.dataLabels },
    tooltip: Array.isArray(tooltip.y) ? tooltip : { ...tooltip, y: { formatter: n, ...tooltip.y } },
    ...(horizontal
      ? { xaxis: valueLabels(options.xaxis ?? {}) }
      : { yaxis: Array.isArray(options.yaxis) ? options.yaxis.map(valueLabels) : valueLabels(options.yaxis ?? {}) }),
  };
}
