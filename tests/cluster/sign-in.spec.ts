import { expect, test } from "@playwright/test";
import { login } from "../e2e/fixtures";

/**
 * scripts/check-dockerfile.ts: the Dockerfile's replayed image, started with its CMD on
 * PostgreSQL, signs a recruiter in through the image's own IdP and shows the dashboard.
 */
test("the replayed image signs a recruiter in", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
});
