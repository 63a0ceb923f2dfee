import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * Issue 52 on a fresh start: the demo campaign's applications and hires from the ATS on its
 * performance page, its analytics and the company's, its share page, and its budget advice, whose
 * "Apply" makes a re-order draft with and without JavaScript. Screenshots go to test-results/.
 */
const CAMPAIGN = "Customer Service Agent Rotterdam";

async function demoCampaignId(page: Page) {
  await page.goto(`/campaigns?search=${encodeURIComponent(CAMPAIGN)}`);
  const href = await page.locator('a[href*="/campaign-performance/campaign"]').first().getAttribute("href");
  return new URL(href!, "http://x").searchParams.get("id")!;
}

test("the demo campaign's performance page shows applications and hires from the ATS, and its budget advice", async ({ page }) => {
  await login(page, "recruiter");
  const id = await demoCampaignId(page);
  await page.goto(`/campaign-performance/campaign/?id=${id}`);
  await expect(page.getByRole("heading", { name: "Applications and hires (from the ATS)" })).toBeVisible();
  const table = page.getByTestId("outcomes-table");
  await expect(table).toContainText("Unattributed");
  await expect(table.getByRole("row", { name: /Indeed Nederland/ })).toContainText("18");
  await expect(page.getByTestId("outcomes-funnel")).toContainText("Hires");
  // one advice with its evidence beside it
  const advice = page.getByTestId("budget-advice");
  await expect(advice.getByRole("heading", { name: "Budget advice" })).toBeVisible();
  const item = advice.getByTestId("advice-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Extend Indeed Nederland for 30 days");
  await expect(item).toContainText("It ends in 3 days. 8 applications in the last 14 days (95% interval 3.5–15.8).");
  await expect(item).toContainText("Indeed Nederland: cost per hire €175 (2 hires, n = 18 applications).");
  await page.screenshot({ path: "test-results/outcomes-performance.png", fullPage: true });
  await advice.screenshot({ path: "test-results/outcomes-advice.png" });
});

test("analytics shows hires per channel for the campaign and for the company, and follows the period", async ({ page }) => {
  await login(page, "recruiter");
  const id = await demoCampaignId(page);
  await page.goto(`/analytics/campaign?id=${id}`);
  const section = page.getByTestId("section-outcomes");
  await expect(section.getByRole("heading", { name: "Applications and hires (from the ATS)" })).toBeVisible();
  await expect(section.getByRole("row", { name: /Campaign/ })).toContainText("28");
  await expect(section.getByRole("row", { name: /Nationale Vacaturebank/ })).toContainText("€495");
  await page.screenshot({ path: "test-results/outcomes-analytics-campaign.png", fullPage: true });

  await page.goto("/analytics?preset=all");
  const company = page.getByTestId("section-outcomes");
  await expect(company).toContainText("1 campaign with applications from the ATS in this period.");
  await expect(company.getByRole("row", { name: /All campaigns/ })).toContainText("28");
  await page.screenshot({ path: "test-results/outcomes-analytics-company.png", fullPage: true });
  // the last 7 days hold only the applications made in them
  await page.goto("/analytics?preset=last-7-days");
  await expect(page.getByTestId("section-outcomes").getByRole("row", { name: /All campaigns/ })).not.toContainText("28");
});

test("the share page shows hires and cost per hire per channel", async ({ page }) => {
  await login(page, "recruiter");
  const id = await demoCampaignId(page);
  await page.goto(`/share-campaign/?id=${id}`);
  const table = page.getByTestId("share-outcomes");
  await expect(page.getByRole("heading", { name: "Hires per channel (from the ATS)" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Indeed Nederland/ })).toContainText("€175");
  await expect(table.getByRole("row", { name: /Campaign/ })).toContainText("3");
  await page.screenshot({ path: "test-results/outcomes-share.png", fullPage: true });
});

async function applyAdvice(page: Page) {
  const id = await demoCampaignId(page);
  await page.goto(`/campaign-performance/campaign/?id=${id}`);
  await page.getByTestId("advice-item").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/cb\/?\?id=/);
  const draftId = new URL(page.url()).searchParams.get("id");
  expect(draftId).not.toBe(id);
  // the draft's basket is the advised one
  await page.goto(`/campaigns/checkout/?id=${draftId}`);
  await expect(page.getByText("1 channel", { exact: true })).toBeVisible();
  await expect(page.locator("text=Indeed Nederland >> visible=true").first()).toBeVisible();
  await expect(page.getByText("Nationale Vacaturebank")).toHaveCount(0);
}

test("Apply turns the advice into a re-order draft with the advised basket", async ({ page }) => {
  await login(page, "recruiter");
  await applyAdvice(page);
});

test("Apply works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await login(page, "recruiter");
  await applyAdvice(page);
  await context.close();
});
