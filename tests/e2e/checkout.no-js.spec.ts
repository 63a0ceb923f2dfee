import { expect, test } from "@playwright/test";
import { buildCampaign, createCheckoutRecords, fillJobAd } from "./checkout-flow";
import { login } from "./fixtures";

/**
 * Issue 4 "Done when", without JavaScript: job ad → checkout (company details with a logo upload,
 * invoice information; dialogs addressed by URL, every button a real form post) → order →
 * thank-you, ordered once. The campaign is built first in a JavaScript context, because the
 * builder's look-up comboboxes are covered by their own no-JS tests.
 */
test("without JavaScript: job ad, checkout with a logo upload, order, thank-you, ordered once", async ({ page, browser, context }) => {
  test.setTimeout(240_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const name = `E2E no-js ${Date.now()}`;

  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await buildCampaign(setupPage, name);
  await setup.close();

  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await fillJobAd(page, campaignId, name);
  await createCheckoutRecords(page, name);

  // "Save" posts the draft without JavaScript
  await page.getByLabel("Job reference").fill("REF-42");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByLabel("Job reference")).toHaveValue("REF-42");

  // an invalid field comes back from the server as a field message (400)
  await page.getByLabel("PO number").fill("");
  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/campaigns/checkout/?\\?id=${campaignId}`));
  await page.getByLabel("PO number").fill("PO-NOJS-1");

  const second = await context.newPage();
  await second.goto(`/campaigns/checkout/?id=${campaignId}`);

  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/ordered/?\\?id=${campaignId}`));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  await second.getByRole("button", { name: "Order campaign" }).click();
  await expect(second.getByText("This campaign has already been ordered.")).toBeVisible();
});
