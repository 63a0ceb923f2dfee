import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { ROUNDS, expectRound, expectSummary, field, typeRound } from "./job-ad-numbers-flow";

/**
 * QA, with JavaScript: the job ad's number fields are checked as each is left (Conform, the
 * action's schema), one message per field, and "Continue" lists them once each with what was typed
 * left in place. job-ad-numbers.no-js.spec.ts is the server's side of the same.
 */
test("job ad number fields: one clear message per field while typing and after Continue, typed values kept", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await buildCampaign(page, `E2E job-ad numbers ${Date.now()}`);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await expect(page.getByRole("heading", { name: "Create the job ad" })).toBeVisible();
  // typing before React has hydrated the fields would reach no validation
  await expect.poll(() => field(page, "hoursMin").evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactProps")))).toBe(true);

  for (const round of ROUNDS) {
    await typeRound(page, round.typed);
    await expectRound(page, round);
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/job-ad/?\\?id=${campaignId}`));
    await expectSummary(page, round);
    await expectRound(page, round);
  }
  await page.screenshot({ path: test.info().outputPath("job-ad-numbers.png"), fullPage: true });
});
