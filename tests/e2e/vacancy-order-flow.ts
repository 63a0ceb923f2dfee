import { expect, type Page } from "@playwright/test";
import { createCheckoutRecords, descriptionField } from "./checkout-flow";
import { startCampaignOnVacancy } from "./fixtures";

/**
 * Issue 38 §1 "Done when": a vacancy → target group → builder → job ad → checkout → order without
 * editing a prefilled field. Shared by vacancy-order.spec.ts and vacancy-order.no-js.spec.ts;
 * every step is a link or a form post, so it runs with and without JavaScript.
 */
export async function orderFromVacancy(page: Page, search: string, tag: string) {
  await page.goto(`/vacancies?${search}`);
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await page.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/cb\/\?id=/, { timeout: 20_000 });
  const campaignId = new URL(page.url()).searchParams.get("id")!;
  const inBasket = page.getByRole("button", { name: /^Remove .* from the campaign$/ });
  await expect(async () => {
    if ((await inBasket.count()) === 0) await page.getByRole("button", { name: /^Add .* to the campaign$/ }).first().click();
    await expect.poll(() => inBasket.count(), { timeout: 5_000 }).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  await page.getByRole("link", { name: "Order", exact: true }).click();

  // the job ad as the vacancy filled it: not one field touched
  await expect(page).toHaveURL(new RegExp(`/campaigns/job-ad/?\\?id=${campaignId}`), { timeout: 30_000 });
  // a vacancy's campaign has a checkout draft (its job reference) but is not ordered (issue 38 §8)
  await expect(page.locator('[data-step="order"]')).toHaveAttribute("data-state", "upcoming");
  await expect(page.getByLabel("Vacancy page URL")).toHaveValue(/^https:\/\/careers\.northwind-staffing\.example\/jobs\/nw-\d+$/);
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/checkout/?\\?id=${campaignId}`), { timeout: 30_000 });

  // the checkout's own records and the (empty, required) PO number are new input, not prefilled data
  await createCheckoutRecords(page, tag);
  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/ordered/?\\?id=${campaignId}`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expectThankYouSummary(page, campaignId);
  return campaignId;
}

/** After an invalid "Continue", the list at the top links to the field, which lands below the sticky header. */
export async function expectJobAdErrorSummary(page: Page) {
  const summary = page.getByRole("alert").filter({ hasText: "Please check these fields:" });
  await expect(summary).toBeVisible();
  await summary.getByRole("link", { name: "Job description" }).click();
  await expect(page).toHaveURL(/#job-ad-description$/);
  const header = await page.locator("header").first().boundingBox();
  const field = await (await descriptionField(page)).boundingBox();
  expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

/** Issue 38 §3: the thank-you page sums up the order and leads to its performance; cancelling is folded away. */
export async function expectThankYouSummary(page: Page, campaignId: string) {
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("listitem")).toHaveCount(1);
  await expect(summary.getByRole("listitem").first()).toContainText(/€/);
  await expect(summary).toContainText("Total");
  await expect(summary).toContainText("Paid from");
  await expect(summary).toContainText(/PO number\s*PO-E2E-1/);
  await expect(page.getByRole("link", { name: "View performance" })).toHaveAttribute("href", `/campaign-performance/campaign/?id=${campaignId}`);
  await expect(page.getByLabel("Reason")).toBeHidden();
  // the ordered campaign's target group (Back button, an old link) says so instead of an error
  await page.goto(`/start-campaign/target-group?id=${campaignId}`);
  await expect(page).toHaveURL(new RegExp(`/campaigns/ordered/\\?id=${campaignId}&already`));
  await expect(page.getByRole("heading", { name: "This campaign has already been ordered" })).toBeVisible();
  await page.getByRole("link", { name: "View performance" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign-performance/campaign/\\?id=${campaignId}`));
}
