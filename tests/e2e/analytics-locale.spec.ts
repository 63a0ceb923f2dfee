import { expect, test } from "@playwright/test";
import { chooseCompanyIfAsked, demoCampaignId, login, saveLocale, withAccountLock } from "./fixtures";

/**
 * Chart axis dates follow the UI locale (issue 14 §3): ApexCharts alone prints English month
 * names. The approver (Northwind Staffing, analytics on) switches language under the account lock
 * the other language tests take, and is set back to English at the end. With SHOTS_DIR set, the
 * chart of each locale is saved as a screenshot.
 */
const cases = [
  { locale: "en-US", label: /^[A-Z][a-z]{2} \d{1,2}$/ }, // "Nov 5"
  { locale: "de-DE", label: /^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]{2,3}\.?$/ }, // "5. Nov."
  { locale: "nl-NL", label: /^\d{1,2} [a-z]{3,4}\.?$/ }, // "5 nov"
] as const;

test("performance by date: axis dates in en-US, de-DE and nl-NL", async ({ page }) => {
  test.setTimeout(150_000);
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    try {
      for (const { locale, label } of cases) {
        await saveLocale(page, locale);
        await page.goto("/analytics?preset=last-30-days");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const section = page.getByTestId("section-by-date");
        const chart = section.locator("svg.apexcharts-svg");
        await expect(chart).toBeVisible();
        // each label is a <text> holding the shown <tspan> and a <title> with the same words
        const labels = chart.locator(".apexcharts-xaxis-label tspan");
        await expect(labels.first()).toBeVisible();
        const texts = (await labels.allTextContents()).map((t) => t.trim()).filter(Boolean);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toMatch(label);
        if (process.env.SHOTS_DIR) await section.screenshot({ path: `${process.env.SHOTS_DIR}/by-date-${locale}.png` });
      }
    } finally {
      await saveLocale(page, "en-US");
    }
  });
});

test("chart figures in the reader's digits: the funnel's 1.935 in de-DE, not 1935", async ({ page }) => {
  test.setTimeout(120_000);
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    try {
      await saveLocale(page, "de-DE");
      await page.goto("/analytics?preset=all");
      for (const id of ["funnel", "sources"]) {
        const chart = page.getByTestId(`section-${id}`).locator("svg.apexcharts-svg");
        await expect(chart).toBeVisible();
        // the bars' own figures and the value axis (the funnel's is the x axis: its bars lie down)
        const figures = chart.locator(".apexcharts-datalabel, .apexcharts-data-labels text, .apexcharts-yaxis-label tspan, .apexcharts-xaxis-label tspan");
        await expect(figures.first()).toBeVisible();
        const numbers = (await figures.allTextContents()).map((t) => t.trim()).filter((t) => /^[\d.,]+$/.test(t));
        // demo data: the career page's visitors and the axis run past 1,000
        expect(numbers.some((t) => /^\d{1,3}(\.\d{3})+$/.test(t)), `${id}: ${numbers.join(" ")}`).toBe(true);
        for (const t of numbers) expect(t, `${id}: ${numbers.join(" ")}`).not.toMatch(/^\d{4,}$/);
      }
    } finally {
      await saveLocale(page, "en-US");
    }
  });
});

test("clicks per day on a 390 px phone: the dates under the bars do not overlap", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "approver");
  await chooseCompanyIfAsked(page, "Northwind Staffing");
  const id = await demoCampaignId(page, "Customer Service Agent Rotterdam");
  await page.goto(`/analytics/campaign?id=${id}&preset=all`);
  const chart = page.getByTestId("section-clicks-per-day").locator("svg.apexcharts-svg");
  await expect(chart).toBeVisible();
  const labels = chart.locator(".apexcharts-xaxis-label");
  await expect(labels.first()).toBeAttached();
  const boxes = [];
  for (const label of await labels.all()) {
    if (!(await label.textContent())?.trim()) continue;
    boxes.push((await label.boundingBox())!);
  }
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `labels ${i - 1} and ${i} overlap: ${JSON.stringify([a, b])}`).toBe(false);
  }
});
