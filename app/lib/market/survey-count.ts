/**
 * A labour-force survey count at its source's precision (issue 48 §5): the tables are published
 * in thousands and are sample estimates, so a count is shown rounded to three significant figures
 * with "≈" and the locale's words ("≈1.09 million", "≈1,09 Millionen", "≈1,09 miljoen"), never as
 * "1,087,347 people".
 */
export const SURVEY_SIGNIFICANT_DIGITS = 3;

export function formatSurveyCount(persons: number, locale: string) {
  const format = new Intl.NumberFormat(locale, {
    notation: "compact",
    compactDisplay: "long",
    maximumSignificantDigits: SURVEY_SIGNIFICANT_DIGITS,
  });
  return `≈${format.format(persons)}`;
}
