import { describe, expect, it } from "vitest";
import { attribute, ATTRIBUTION_LOOKBACK_DAYS } from "../../app/lib/analytics/attribution";
import {
  clickThroughRate,
  conversionRate,
  CONVERSION_RATE_POSITION,
  cumulative,
  formatPercent,
  formatRate,
  funnelEntries,
  PERCENT_DECIMALS,
  CTR_DECIMALS,
  formatCtr,
  rate,
  SERIES_COLOURS,
  seriesColours,
} from "../../app/lib/analytics/maths";
import { ANALYTICS_DEFAULT_START, checkPeriod, daysOf, periodSegments, presetPeriod, readPeriod } from "../../app/lib/analytics/period";
import { classifySource } from "../../app/lib/analytics/source";
import { FUNNEL_STEPS, VISITOR_STEPS } from "../../app/lib/analytics/steps";

describe("analytics maths (spec 2 §9)", () => {
  it("rates are exact fractions, computed once; none without a denominator (issue 37 §2)", () => {
    expect(rate(38, 393)).toBe(38 / 393);
    expect(conversionRate(1, 3)).toBe(1 / 3);
    expect(conversionRate(1, 8)).toBe(0.125);
    // 0 of 0: no rate to show; as a number (sorting, CSV) it is 0
    expect(rate(0, 0)).toBeNull();
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(5, 0)).toBe(0);
    expect(clickThroughRate(1, 3)).toBe(1 / 3);
    expect(clickThroughRate(7, 123456)).toBe(7 / 123456);
    expect(clickThroughRate(3, 0)).toBeNull();
  });

  it("rates and percentages are shown with two decimals, CTR with four, in each locale's number format (spec 2 §9, issue 48 §7)", () => {
    expect(PERCENT_DECIMALS).toBe(2);
    expect(CTR_DECIMALS).toBe(4);
    // 8.50 % and 26 of 306 (8.497 %), 9.67 % (38 of 393), 7.80 % (114 of 1,461), 5.50 % (31 of 564)
    expect(formatRate(0.085, "en-US")).toBe("8.50\u00a0%");
    expect(formatRate(rate(26, 306), "en-US")).toBe("8.50\u00a0%");
    expect(formatRate(rate(38, 393), "en-US")).toBe("9.67\u00a0%");
    expect(formatRate(rate(114, 1461), "en-US")).toBe("7.80\u00a0%");
    expect(formatRate(rate(31, 564), "en-US")).toBe("5.50\u00a0%");
    expect(formatRate(rate(38, 393), "de-DE")).toBe("9,67\u00a0%");
    expect(formatRate(rate(38, 393), "nl-NL")).toBe("9,67\u00a0%");
    expect(formatRate(rate(1, 1), "de-DE")).toBe("100,00\u00a0%");
    // 0 of 0 has no rate; 0 of 10 is 0 %
    expect(formatRate(rate(0, 0), "en-US")).toBe("—");
    expect(formatRate(rate(0, 10), "en-US")).toBe("0.00\u00a0%");
    expect(formatPercent(33.3333, "de-DE")).toBe("33,33\u00a0%");
    // clicks ÷ impressions × 100 with four decimals: 7 of 567 = 1.234567… %
    expect(formatCtr(clickThroughRate(7, 567), "en-US")).toBe("1.2346\u00a0%");
    expect(formatCtr(clickThroughRate(7, 567), "de-DE")).toBe("1,2346\u00a0%");
    expect(formatCtr(clickThroughRate(3, 0), "en-US")).toBe("—");
  });

  it("funnel steps follow visitor order with the conversion rate at position 3", () => {
    const entries = funnelEntries({ "application-success": 2, "cta-click": 5, "career-page": 10 }, 2, 10);
    expect(CONVERSION_RATE_POSITION).toBe(3);
    expect(entries).toHaveLength(6);
    expect(entries[2]).toEqual({ kind: "conversion-rate", rate: 0.2 });
    expect(entries.filter((e) => e.kind === "step").map((e) => (e.kind === "step" ? e.step : ""))).toEqual([...VISITOR_STEPS]);
    expect(VISITOR_STEPS).toEqual(["career-page", "job-description", "cta-click", "application-form", "application-success"]);
    expect([...VISITOR_STEPS].sort()).toEqual([...FUNNEL_STEPS].sort());
    expect(entries[0]).toEqual({ kind: "step", step: "career-page", visitors: 10 });
    expect(entries[5]).toEqual({ kind: "step", step: "application-success", visitors: 2 });
  });

  it("series colours cycle and the total series has none", () => {
    const ids = ["total", ...Array.from({ length: 10 }, (_, i) => `c${i}`)];
    const colours = seriesColours(ids);
    expect(colours[0]).toBeNull();
    expect(colours[1]).toBe(SERIES_COLOURS[0]);
    expect(SERIES_COLOURS).toHaveLength(8);
    expect(colours[9]).toBe(SERIES_COLOURS[0]);
    expect(colours[10]).toBe(SERIES_COLOURS[1]);
  });

  it("cumulative sums", () => {
    expect(cumulative([1, 0, 2, 3])).toEqual([1, 1, 3, 6]);
  });
});

describe("analytics period", () => {
  const today = "2026-11-24";
  it("defaults to everything since 2017-01-01 (spec 2 §9)", () => {
    expect(ANALYTICS_DEFAULT_START).toBe("2017-01-01");
    expect(readPeriod(new URLSearchParams(), today)).toEqual({ from: "2017-01-01", to: today, preset: "all" });
  });
  it("presets: last 7/30/90 days include today, this year", () => {
    expect(presetPeriod("last-7-days", today).from).toBe("2026-11-18");
    expect(presetPeriod("last-30-days", today).from).toBe("2026-10-26");
    expect(presetPeriod("last-90-days", today).from).toBe("2026-08-27");
    expect(presetPeriod("this-year", today).from).toBe("2026-01-01");
    expect(daysOf(presetPeriod("last-7-days", today))).toHaveLength(7);
  });
  it("explicit dates win; a reversed or impossible range is an error on its field, never used (issue 37 §6)", () => {
    expect(readPeriod(new URLSearchParams("from=2026-01-01&to=2026-02-01&preset=last-7-days"), today)).toEqual({ from: "2026-01-01", to: "2026-02-01", preset: null });
    // reversed (From 11/30, To 10/01): not swapped, not used
    const reversed = new URLSearchParams("from=2026-11-30&to=2026-10-01");
    expect(checkPeriod(reversed)).toEqual({ from: "reversed" });
    expect(readPeriod(reversed, today)).toEqual({ from: "2017-01-01", to: today, preset: "all" });
    expect(checkPeriod(new URLSearchParams("from=2026-02-30&to=2026-03-01"))).toEqual({ from: "invalid-date" });
    expect(checkPeriod(new URLSearchParams("from=11/30/2026&to=x"))).toEqual({ from: "invalid-date", to: "invalid-date" });
    expect(checkPeriod(new URLSearchParams("from=&to=2026-03-01"))).toEqual({});
    expect(checkPeriod(new URLSearchParams("from=2026-03-01&to=2026-03-01"))).toEqual({});
    expect(readPeriod(new URLSearchParams("from=2026-02-30"), today).preset).toBe("all");
    expect(readPeriod(new URLSearchParams("from=1999-01-01&to=2000-01-01"), today).from).toBe("2017-01-01");
    expect(readPeriod(new URLSearchParams("preset=drop table"), today).preset).toBe("all");
    expect(readPeriod(new URLSearchParams(), today, "2026-03-04").from).toBe("2026-03-04");
  });
});

describe("period segments for the visitor sets (whole months + edge days)", () => {
  it("reads whole calendar months as months and only the edges as days", () => {
    expect(periodSegments("2026-01-15", "2026-04-02")).toEqual({
      months: ["2026-02-01", "2026-03-01"],
      days: [["2026-01-15", "2026-01-31"], ["2026-04-01", "2026-04-02"]],
    });
    // a period that starts on the 1st and ends on a month's last day is months only (leap February)
    expect(periodSegments("2028-01-01", "2028-02-29")).toEqual({ months: ["2028-01-01", "2028-02-01"], days: [] });
    expect(periodSegments("2026-02-01", "2026-02-27")).toEqual({ months: [], days: [["2026-02-01", "2026-02-27"]] });
    expect(periodSegments("2026-01-31", "2026-02-01")).toEqual({ months: [], days: [["2026-01-31", "2026-02-01"]] });
    expect(periodSegments("2026-03-05", "2026-03-05")).toEqual({ months: [], days: [["2026-03-05", "2026-03-05"]] });
    expect(periodSegments("2025-12-31", "2027-01-01").months).toHaveLength(12);
  });
});

describe("referrer → source", () => {
  it("classifies search, social, job boards, direct and other", () => {
    expect(classifySource({ referrer: "https://www.google.de/search?q=x" })).toBe("search");
    expect(classifySource({ referrer: "https://duckduckgo.com/" })).toBe("search");
    expect(classifySource({ referrer: "https://www.linkedin.com/feed" })).toBe("social");
    expect(classifySource({ referrer: "https://t.co/abc" })).toBe("social");
    expect(classifySource({ referrer: "https://de.indeed.com/jobs" })).toBe("job-board");
    expect(classifySource({ referrer: "https://www.stepstone.de/x" })).toBe("job-board");
    expect(classifySource({ referrer: "" })).toBe("direct");
    expect(classifySource({ referrer: "https://careers.acme.com/a", pageUrl: "https://careers.acme.com/b" })).toBe("direct");
    expect(classifySource({ referrer: "https://blog.example.org/post" })).toBe("other");
    expect(classifySource({ referrer: "javascript:alert(1)" })).toBe("direct");
  });
  it("UTM medium and source come before the referrer", () => {
    expect(classifySource({ referrer: "https://blog.example.org", utmMedium: "cpc" })).toBe("search");
    expect(classifySource({ utmSource: "linkedin" })).toBe("social");
    expect(classifySource({ utmSource: "newsletter", referrer: "https://mail.example.com" })).toBe("other");
  });
});

describe("assisted conversions, linear attribution", () => {
  const d = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
  it("last touch, assisted and linear shares over a 30-day lookback", () => {
    expect(ATTRIBUTION_LOOKBACK_DAYS).toBe(30);
    const result = attribute(
      [
        { visitorId: "v1", at: d(20) },
        { visitorId: "v2", at: d(20) },
      ],
      [
        { visitorId: "v1", channelId: "A", at: d(1) },
        { visitorId: "v1", channelId: "B", at: d(10) },
        { visitorId: "v1", channelId: "A", at: d(19) },
        { visitorId: "v2", channelId: "B", at: d(15) },
        // after the conversion: not counted
        { visitorId: "v2", channelId: "A", at: d(21) },
      ],
    );
    expect(result).toEqual([
      { channelId: "A", lastTouch: 1, assisted: 0, linear: 0.67 },
      { channelId: "B", lastTouch: 1, assisted: 1, linear: 1.33 },
    ].sort((a, b) => b.lastTouch + b.assisted - (a.lastTouch + a.assisted)));
  });
  it("touches older than the lookback do not count; the edge day does", () => {
    const conv = [{ visitorId: "v", at: d(31, 12) }];
    expect(attribute(conv, [{ visitorId: "v", channelId: "A", at: d(1, 11) }])).toEqual([]);
    expect(attribute(conv, [{ visitorId: "v", channelId: "A", at: d(1, 12) }])).toEqual([
      { channelId: "A", lastTouch: 1, assisted: 0, linear: 1 },
    ]);
    expect(attribute(conv, [{ visitorId: "v", channelId: "A", at: d(1, 11) }], 31)).toHaveLength(1);
  });
});

describe("CSV download and map classes", () => {
  it("quotes CSV cells and defuses formulas", async () => {
    const { toCsv } = await import("../../app/lib/analytics/csv");
    expect(toCsv(["a", "b"], [["x,y", 1], ['say "hi"', null], ["=SUM(A1)", -3]])).toBe('a,b\r\n"x,y",1\r\n"say ""hi""",\r\n\'=SUM(A1),-3\r\n');
  });
  it("shades countries in 5 classes of the largest value", async () => {
    const { mapClass, MAP_CLASSES } = await import("../../app/services/analytics/world-map.server");
    expect(MAP_CLASSES).toHaveLength(5);
    expect([0, 1, 20, 21, 60, 99, 100].map((v) => mapClass(v, 100))).toEqual([-1, 0, 0, 1, 2, 4, 4]);
    expect(mapClass(3, 0)).toBe(-1);
  });
});
