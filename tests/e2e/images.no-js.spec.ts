import { expect, test } from "@playwright/test";
import { claimedPng, png } from "../support/images";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";

/**
 * Issue 36 §3 and §11 without JavaScript: the uploads are plain multipart forms. A bomb over
 * 5000×5000 pixels comes back with the field message; a logo with a 5,000-character name is kept
 * under a name of 100 characters, extension included.
 */
test("without JavaScript: a bomb gets the field message; a 5,000-character logo name is cut to 100", async ({ page, browser }) => {
  test.setTimeout(180_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await buildCampaign(setupPage, `E2E images no-js ${Date.now()}`);
  await setup.close();

  await login(page, "recruiter");
  await page.goto(`/job-description/preview/?id=${campaignId}`);
  await page.getByLabel("Footer image", { exact: true }).setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: claimedPng(50_000, 50_000) });
  await page.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("The image is larger than 5000x5000 pixels.")).toBeVisible();

  await page.goto(`/job-description/preview/?id=${campaignId}&dialog=company-details`);
  const dialog = page.getByRole("dialog", { name: "New company details" });
  await dialog.getByLabel("Company name").fill("Lange Namen GmbH");
  await dialog.getByLabel(/^Logo/).setInputFiles({ name: `${"n".repeat(5000)}.png`, mimeType: "image/png", buffer: png(60, 20) });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const detailsId = await page.getByLabel("Company details").inputValue();
  await page.goto(`/job-description/preview/?id=${campaignId}&dialog=company-details&edit=${detailsId}`);
  await expect(page.getByRole("dialog").getByText(`Current logo: ${"n".repeat(96)}.png. Choose a file to replace it.`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("images-long-name-no-js.png"), fullPage: true });
  const logo = await page.request.get(`/company-details/${detailsId}/logo`);
  expect(logo.headers()["content-disposition"]).toBe(`inline; filename="${"n".repeat(96)}.png"`);
});
