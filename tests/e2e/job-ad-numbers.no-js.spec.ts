import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { ROUNDS, expectRound, expectSummary, typeRound } from "./job-ad-numbers-flow";

/**
 * QA, without JavaScript: the server answers "Continue" with one message per number field and
 * shows every field as typed ("abc" was erased by a number input that posted nothing; a salary came
 * back rewritten). The campaign is built in a JavaScript context (the builder's look-ups have
 * their own no-JS tests).
 */
test("without JavaScript: the job ad's number fields answer one message each and keep what was typed", async ({ page, browser }) => {
  test.setTimeout(240_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await buildCampaign(setupPage, `E2E job-ad numbers no-js ${Date.now()}`);
  await setup.close();

  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  for (const round of ROUNDS) {
    await typeRound(page, round.typed);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL(new RegExp(`/campaigns/job-ad/?\\?id=${campaignId}`));
    await expectSummary(page, round);
    await expectRound(page, round);
  }
  await page.screenshot({ path: test.info().outputPath("job-ad-numbers-no-js.png"), fullPage: true });
});
