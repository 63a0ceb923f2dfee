import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { expectRefused, generateTooLong } from "./jobdesc-limits-flow";

/** With JavaScript: the browser refuses "Generate" with the message (or the server does, if its checks are not loaded yet). */
test("job description: a text over 2000 characters is refused on Generate, typed text and instructions kept", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await buildCampaign(page, `E2E jobdesc limit ${Date.now()}`);
  const generating = [] as string[];
  page.on("request", (request) => {
    if (/status=loading/.test(request.url())) generating.push(request.url());
  });
  await page.goto(`/job-description/requirements/?id=${campaignId}`);
  await expect.poll(() => page.getByLabel("Text", { exact: true }).evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
  await generateTooLong(page, campaignId);
  await expectRefused(page, campaignId);
  expect(generating).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("jobdesc-limit.png"), fullPage: true });
});
