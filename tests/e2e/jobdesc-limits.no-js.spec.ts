import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { expectRefused, generateTooLong } from "./jobdesc-limits-flow";

/** Without JavaScript: "Generate" with a text over 2000 characters is answered 400 with the field's message. */
test("without JavaScript: a text over 2000 characters is refused on Generate (400), typed text and instructions kept", async ({ page, browser }) => {
  test.setTimeout(240_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await buildCampaign(setupPage, `E2E jobdesc limit no-js ${Date.now()}`);
  await setup.close();

  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await generateTooLong(page, campaignId);
  expect((await answer).status()).toBe(400);
  await expectRefused(page, campaignId);
  await page.screenshot({ path: test.info().outputPath("jobdesc-limit-no-js.png"), fullPage: true });
});
