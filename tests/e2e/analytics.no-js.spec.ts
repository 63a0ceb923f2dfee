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
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2026-01-01/);
});

test("a reversed period is a field error, not used (issue 37 §6)", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/analytics");
  await page.getByLabel("From", { exact: true }).fill("2026-11-30");
  await page.getByLabel("To", { exact: true }).fill("2026-10-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2026-11-30&to=2026-10-01/);
  // the dates as typed, the error at the start date, and the figures of the default period
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-11-30");
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription("The start date must be on or before the end date.");
  await expect(page.locator("[data-period-not-applied]")).toContainText("The period was not applied");
  await expect(page.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "true");
});

test("one applicant count: the performance page, analytics (all time) and the share page agree (issue 37 §1)", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/campaigns?q=Customer+Service+Agent+Rotterdam");
  await page.getByRole("link", { name: "View performance" }).first().click();
  const results = page.getByTestId("campaign-results");
  const applicants = await results.locator("[data-figure='applicants'] dd").innerText();
  const visitors = await results.locator("[data-figure='visitors'] dd").innerText();
  const id = new URL(page.url()).searchParams.get("id")!;
  await page.goto(`/analytics/campaign?id=${id}&preset=all`);
  const overall = page.getByTestId("section-overall");
  await expect(overall.getByText(applicants, { exact: true }).first()).toBeVisible();
  await expect(overall.getByText(visitors, { exact: true }).first()).toBeVisible();
  await page.goto(`/share-campaign?id=${id}`);
  await expect(page.getByTestId("campaign-results").locator("[data-figure='applicants'] dd")).toHaveText(applicants);
});
