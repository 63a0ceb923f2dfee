import { expect, test } from "@playwright/test";
import { BAD_REQUEST, ERROR, FOREIGN_CAMPAIGN, LOCALES, NOT_FOUND, loginRecruiterIn } from "./error-titles";

/** Without JavaScript the server's <title> is all there is (QA 2026-12-04: it said "Hirewave"). */
for (const locale of LOCALES) {
  test(`without JavaScript, error screens are titled in ${locale}`, async ({ page }) => {
    expect(test.info().project.use.javaScriptEnabled).toBe(false);
    await loginRecruiterIn(page, locale);
    for (const path of ["/approvals", FOREIGN_CAMPAIGN]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: NOT_FOUND[locale].heading })).toBeVisible();
      await expect(page, path).toHaveTitle(NOT_FOUND[locale].title);
    }
    expect((await page.goto(BAD_REQUEST))?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: ERROR[locale].heading })).toBeVisible();
    await expect(page).toHaveTitle(ERROR[locale].title);
  });
}
