import { describe, expect, it } from "vitest";
import { countryLabel, countryOptions, ISO_COUNTRIES } from "../../app/lib/countries";

/** Issue 38 §4: Country is a select of the ISO countries, named in the UI language. */
describe("ISO countries", () => {
  it("249 ISO 3166-1 alpha-2 codes, each once", () => {
    expect(ISO_COUNTRIES).toHaveLength(249);
    expect(new Set(ISO_COUNTRIES).size).toBe(249);
  });

  it("named and sorted in the UI language", () => {
    const de = countryOptions("de-DE");
    expect(de.find((c) => c.value === "NL")?.label).toBe("Niederlande");
    expect(countryOptions("nl-NL").find((c) => c.value === "DE")?.label).toBe("Duitsland");
    const labels = de.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("de-DE").compare));
  });

  it("a saved code shows its name; text saved before the select stays as typed", () => {
    expect(countryLabel("GB", "en-US")).toBe("United Kingdom");
    expect(countryLabel("Germany", "de-DE")).toBe("Germany");
    expect(countryLabel(null, "en-US")).toBe("");
  });
});
