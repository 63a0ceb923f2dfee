import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/**
 * Chart axis dates follow the UI locale (issue 14 §3): ApexCharts alone prints English month
 * names. The locale comes from the hw_locale cookie here (the recruiter has no saved language,
 * so nothing else of the account changes). Screenshots go to /tmp/shots-analytics2 when
 * SHOTS_DIR is set.
 */
const cookieValue = (locale: string) => encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString("base64"));

const cases = [
  { locale: "en-US", label: /^[A-Z][a-z]{2} \d{1,2}$/ }, // "Nov 5"
  { locale: "de-DE", label: /^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]{2,3}\.?$/ }, // "5. Nov."
  { locale: "nl-NL", label: /^\d{1,2} [a-z]{3,4}\.?$/ }, // "5 nov"
];

for (const { locale, label } of cases) {
  test(`performance by date: axis dates in ${locale}`, async ({ page, context, baseURL }) => {
    await login(page, "recruiter");
    await context.addCookies([{ name: "hw_locale", value: cookieValue(locale), url: baseURL! }]);
    await page.goto("/analytics?preset=last-30-days");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const chart = page.getByTestId("section-by-date").locator("svg.apexcharts-svg");
    await expect(chart).toBeVisible();
    const labels = chart.locator(".apexcharts-xaxis-label");
    await expect(labels.first()).toBeVisible();
    const texts = (await labels.allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(label);
    if (process.env.SHOTS_DIR) await page.getByTestId("section-by-date").screenshot({ path: `${process.env.SHOTS_DIR}/by-date-${locale}.png` });
  });
}
