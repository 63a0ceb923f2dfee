import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { APP_PORT, login } from "./fixtures";

/** Analytics with JavaScript (issue 14): charts, period in the URL, axe, the snippet end to end. */

test("the overview draws its charts, keeps the tables a click away and passes axe", async ({ page }) => {
  await login(page, "recruiter");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  const byDate = page.getByTestId("section-by-date");
  // ApexCharts loads lazily and draws an SVG
  await expect(byDate.locator("[data-testid=analytics-chart] svg.apexcharts-svg")).toBeVisible();
  await byDate.getByText("Show as table").click();
  await expect(byDate.getByRole("table")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the period lives in the URL: a preset and explicit dates", async ({ page }) => {
  await login(page, "recruiter", { path: "/login" });
  await page.goto("/analytics");
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/analytics\?preset=last-7-days$/);
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "true");
  await page.goto("/analytics?from=2026-01-01&to=2026-01-31");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-01-01");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-01-31");
});

test("campaign analytics draws clicks per day, shows the map and passes axe", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/analytics/campaigns-overview?status=online");
  await page.locator("a[href*='/analytics/campaign?id=']").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Analytics overview:");
  await expect(page.getByTestId("section-clicks-per-day").locator("svg.apexcharts-svg")).toBeVisible();
  await expect(page.getByTestId("geo-map")).toBeVisible();
  await expect(page.getByTestId("section-assisted").getByRole("table")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the snippet on a page of another origin records a career-page event", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  await page.goto("/analytics-get-started");
  const key = await page.getByLabel("Your company key").inputValue();
  expect(key).toMatch(/^hw_[\w-]+$/);
  const marker = `e2e-${Date.now()}`;
  // the employer's career site: another origin (127.0.0.1 on its own port)
  const site = http.createServer((req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.end(`<!doctype html><title>Careers</title><h1>Nurse</h1><script src="http://localhost:${APP_PORT}/t.js" data-hw-key="${key}" data-hw-step="career-page"></script>`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  const career = await page.context().newPage();
  const collected = career.waitForRequest((r) => r.url() === `http://localhost:${APP_PORT}/collect` && r.method() === "POST");
  await career.goto(`http://127.0.0.1:${port}/jobs/${marker}`);
  // the snippet sends its beacon to Hirewave's /collect (the body is checked below, once stored)
  await collected;
  site.close();
  // the rollup job runs every minute: the page appears in job-page performance
  await expect
    .poll(
      async () => {
        const csv = await page.request.get("/analytics/export?screen=/analytics/job-page-performance&format=csv&section=job-pages&preset=last-7-days");
        expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
        return csv.text();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toContain(`http://127.0.0.1:${port}/jobs/${marker},1,0,0,0`);
});

test("a reversed period is refused in the form before it is sent (issue 37 §6)", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/analytics?preset=last-30-days");
  await page.getByLabel("From", { exact: true }).fill("2026-11-30");
  await page.getByLabel("To", { exact: true }).fill("2026-10-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription("The start date must be on or before the end date.");
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // not sent: the URL still asks for the preset
  await expect(page).toHaveURL(/preset=last-30-days$/);
  expect(await seriousViolations(page)).toEqual([]);
});
