import { expect, test } from "@playwright/test";
import { descriptionField } from "./checkout-flow";
import { login, startCampaignOnVacancy } from "./fixtures";
import { expectJobAdErrorSummary, orderFromVacancy } from "./vacancy-order-flow";

/** Issue 38 §1 without JavaScript: the same order from a vacancy, and the server's error summary. */
test("without JavaScript: vacancy → order without editing a prefilled field", async ({ page }) => {
  test.setTimeout(180_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  await login(page, "recruiter");
  await orderFromVacancy(page, "q=Sales+Manager&regions=Munich%2C+Bavaria%2C+DE", `vac-nojs-${Date.now()}`);
});

test("without JavaScript: an invalid Continue answers with the error summary at the top", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Customer&regions=Amsterdam%2C+North+Holland%2C+NL");
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/campaigns/job-ad?id=${id}`);
  await (await descriptionField(page)).fill("");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expectJobAdErrorSummary(page);
});
