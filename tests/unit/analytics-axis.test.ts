import { describe, expect, it } from "vitest";
import { axisDateFormats } from "../../app/lib/analytics/axis";

describe("chart axis dates per UI locale", () => {
  it("formats axis labels and tooltips in en-US, de-DE and nl-NL, from ISO days or timestamps", () => {
    const day = "2026-02-01";
    const at = Date.parse(`${day}T00:00:00Z`);
    expect(axisDateFormats("en-US").axis(day)).toBe("Feb 1");
    expect(axisDateFormats("de-DE").axis(day)).toBe("1. Feb.");
    expect(axisDateFormats("nl-NL").axis(at)).toBe("1 feb");
    expect(axisDateFormats("en-US").tooltip(at)).toBe("Feb 1, 2026");
    expect(axisDateFormats("de-DE").tooltip(day)).toBe("01.02.2026");
    expect(axisDateFormats("nl-NL").tooltip(day)).toBe("1 feb 2026");
  });

  it("a UTC day stays that day whatever the time zone (no shift to the 31st)", () => {
    expect(axisDateFormats("en-US").axis(Date.parse("2026-02-01T23:30:00Z"))).toBe("Feb 1");
    expect(axisDateFormats("de-DE").axis("not a date")).toBe("not a date");
  });
});
