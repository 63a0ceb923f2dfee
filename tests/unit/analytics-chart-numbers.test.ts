import { describe, expect, it } from "vitest";
import type { ApexOptions } from "apexcharts";
import { withLocaleNumbers } from "../../app/lib/analytics/axis";
import { formatNumber } from "../../app/lib/analytics/maths";

const de = (value: number) => formatNumber(value, "de-DE");
type Formatter = (value: unknown) => string;
const formatterOf = (labels: unknown) => (labels as { formatter: Formatter }).formatter;

describe("chart numbers per UI locale", () => {
  it("a column chart: value axis, data labels and tooltip in German digits (1.935, not 1935)", () => {
    const options = withLocaleNumbers({ xaxis: { categories: ["Direkt"] } }, de);
    const yaxis = options.yaxis as ApexYAxis;
    expect(formatterOf(yaxis.labels)(2000)).toBe("2.000");
    expect(formatterOf(options.dataLabels)(1935)).toBe("1.935");
    expect(formatterOf(options.tooltip!.y)(1497)).toBe("1.497");
    // the categories stay as they are
    expect(options.xaxis).toEqual({ categories: ["Direkt"] });
  });

  it("a horizontal bar chart (the funnel): the values are on the x axis, the step names on the y axis", () => {
    const options = withLocaleNumbers({ plotOptions: { bar: { horizontal: true } }, xaxis: { categories: ["Karriereseite"] } }, de);
    expect(formatterOf(options.xaxis!.labels)("1500")).toBe("1.500");
    expect(options.xaxis!.categories).toEqual(["Karriereseite"]);
    expect(options.yaxis).toBeUndefined();
  });

  it("several y axes each get it; a chart's own formatter and settings are kept", () => {
    const own = (value: number) => `${value} x`;
    const options = withLocaleNumbers(
      { yaxis: [{ title: { text: "Klicks" } }, { opposite: true, labels: { formatter: own } }], dataLabels: { enabled: false } } satisfies ApexOptions,
      de,
    );
    const [left, right] = options.yaxis as ApexYAxis[];
    expect(left!.title).toEqual({ text: "Klicks" });
    expect(formatterOf(left!.labels)(12500)).toBe("12.500");
    expect(right!.labels!.formatter).toBe(own);
    expect(options.dataLabels!.enabled).toBe(false);
  });

  it("a value that is not a number is shown as it is", () => {
    const options = withLocaleNumbers({}, de);
    expect(formatterOf(options.dataLabels)("n/a")).toBe("n/a");
    expect(formatterOf(options.dataLabels)(undefined)).toBe("");
  });
});
