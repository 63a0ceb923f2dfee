import { expect, test } from "@playwright/test";
import { login } from "./fixtures";
import { BAD_REQUEST, ERROR, FOREIGN_CAMPAIGN, LOCALES, NOT_FOUND, loginRecruiterIn } from "./error-titles";

/**
 * An error screen has its own document title in the reader's language (QA 2026-12-04: a 404 from
 * a loader left the title "Hirewave"), on the first load and after a client-side navigation.
 */
test("a 404 of a page's loader: 'Page not found | Hirewave', also after a client-side navigation", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveTitle("Dashboard | Hirewave");

  // the approvals screen does not exist for a recruiter who is no approver
  await page.goto("/approvals");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Hirewave");

  // the browser's router renders the boundary and runs the meta functions itself
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard | Hirewave");
  // the server's page has the title before the browser's router exists: wait for hydration
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), FOREIGN_CAMPAIGN);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Hirewave");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard | Hirewave");
});

for (const locale of LOCALES) {
  test(`error screens are titled in ${locale}`, async ({ page }) => {
    await loginRecruiterIn(page, locale);
    for (const path of ["/approvals", FOREIGN_CAMPAIGN]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: NOT_FOUND[locale].heading })).toBeVisible();
      await expect(page, path).toHaveTitle(NOT_FOUND[locale].title);
    }
    // another status: a target-group search with a region id that cannot be one (400), the generic screen
    await page.goto(BAD_REQUEST);
    await expect(page.getByRole("heading", { name: ERROR[locale].heading })).toBeVisible();
    await expect(page).toHaveTitle(ERROR[locale].title);
  });
}
