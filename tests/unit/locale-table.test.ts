import { describe, expect, it, vi } from "vitest";
import { perLocale } from "../../app/lib/locale-table";
import { formatCents } from "../../app/lib/money";
import { formatDate, formatTime } from "../../app/lib/dates";
import { sortOptions } from "../../app/lib/vacancies/mapping";
import { SUPPORTED_LOCALES } from "../../app/lib/i18n/config";

describe("perLocale (decision 066: a table per interface locale, not a cache)", () => {
  it("builds a locale's object the first time it is asked for, once, and hands out the same one", () => {
    const build = vi.fn((locale: string) => ({ locale }));
    const table = perLocale(build);
    // nothing is built for a locale the page never shows (a browser page shows one)
    expect(build).not.toHaveBeenCalled();
    expect(table("de-DE")).toBe(table("de-DE"));
    expect(build).toHaveBeenCalledTimes(1);
    expect(table("nl-NL").locale).toBe("nl-NL");
    expect(table("nl-NL")).toBe(table("nl-NL"));
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("builds a fresh one for a locale outside the table and keeps nothing", () => {
    const build = vi.fn((locale: string) => ({ locale }));
    const table = perLocale(build, ["en"]);
    const a = table("fr-FR");
    const b = table("fr-FR");
    expect(a).toEqual({ locale: "fr-FR" });
    expect(a).not.toBe(b);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("formats as a freshly built Intl object would, in every interface locale and another", () => {
    for (const locale of [...SUPPORTED_LOCALES, "fr-FR"]) {
      const euros = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatCents(123456, locale, "EUR")).toBe(euros.format(1234.56));
    }
    expect(formatDate("2026-11-23", "en-US")).toBe("Nov 23, 2026");
    expect(formatDate("2026-11-23", "de-DE")).toBe("23.11.2026");
    expect(formatDate("2026-11-23", "nl-NL")).toBe("23-11-2026");
    expect(formatTime("2026-11-23T13:05:00Z", "de-DE")).toBe("14:05");
    const options = [{ label: "Zürich" }, { label: "amsterdam" }, { label: "Berlin" }];
    expect(sortOptions(options, "de-DE").map((o) => o.label)).toEqual(["amsterdam", "Berlin", "Zürich"]);
  });
});
