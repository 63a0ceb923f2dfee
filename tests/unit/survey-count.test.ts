import { describe, expect, it } from "vitest";
import { formatSurveyCount, SURVEY_SIGNIFICANT_DIGITS } from "../../app/lib/market/survey-count";

/** Issue 48 §5: survey counts (tables in thousands) at their source's precision. */
describe("survey counts", () => {
  it("are rounded to three significant figures with ≈, in the locale's words", () => {
    expect(SURVEY_SIGNIFICANT_DIGITS).toBe(3);
    expect(formatSurveyCount(1_087_347, "en-US")).toBe("≈1.09 million");
    expect(formatSurveyCount(1_087_347, "de-DE")).toBe("≈1,09 Millionen");
    expect(formatSurveyCount(1_087_347, "nl-NL")).toBe("≈1,09 miljoen");
    expect(formatSurveyCount(392_546, "en-US")).toBe("≈393 thousand");
    expect(formatSurveyCount(950, "en-US")).toBe("≈950");
  });
});
