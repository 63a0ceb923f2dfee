import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

// issue 52: a fresh start shows the demo campaign's hires and cost per hire on its performance page
test("the demo campaign's performance page shows applications and hires from the ATS", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/campaigns?search=Customer%20Service%20Agent%20Rotterdam");
  const link = page.locator('a[href*="/campaign-performance/campaign"]').first();
  await page.goto((await link.getAttribute("href"))!);
  const card = page.getByRole("heading", { name: "Applications and hires (from the ATS)" });
  await expect(card).toBeVisible();
  await expect(page.getByTestId("outcomes-table")).toContainText("Unattributed");
  await page.screenshot({ path: "test-results/outcomes-performance.png", fullPage: true });
});
