import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/** Analytics without JavaScript (issue 14 §3): every chart is its table, the map is an SVG image. */

test("the overview shows tables instead of charts, and paging works by links", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/analytics");
  for (const id of ["by-date", "funnel", "sources", "channels", "campaigns", "jobs", "clicks", "job-pages"]) {
    await expect(page.getByTestId(`section-${id}`).getByRole("table")).toBeVisible();
  }
  await expect(page.locator("svg.apexcharts-svg")).toHaveCount(0);
  // the funnel: the conversion rate is the third row
  await expect(page.getByTestId("section-funnel").locator("tbody tr").nth(2)).toContainText("Conversion rate");
  // clicks per campaign: 5 per page
  await expect(page.getByTestId("section-clicks").locator("tbody tr")).toHaveCount(5);
});

test("campaign analytics without JavaScript: tables and the map", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/analytics/campaigns-overview?status=online");
  await page.locator("a[href*='/analytics/campaign?id=']").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Analytics overview:");
  const map = page.getByTestId("geo-map");
  await expect(map).toBeVisible();
  const src = await map.getAttribute("src");
  const svg = await page.request.get(src!);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(await svg.text()).toContain('data-country="DE"');
  await expect(page.getByTestId("section-geo").getByRole("table")).toContainText("Germany");
  await expect(page.getByTestId("section-clicks-per-day").getByRole("table")).toBeVisible();
  await expect(page.getByTestId("section-job-ad-clicks").getByRole("table")).toContainText("Total");
  // the period form is a plain GET form
  await page.getByLabel("From").fill("2026-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2026-01-01/);
});
