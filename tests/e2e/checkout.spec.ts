import { expect, test } from "@playwright/test";
import { buildCampaign, createCheckoutRecords, fillJobAd } from "./checkout-flow";
import { login, withAccountLock } from "./fixtures";

/**
 * Issue 4 "Done when", with JavaScript: start campaign → target group → builder → three channels →
 * rename → job ad → checkout (company details with a logo, invoice information) → order →
 * thank-you; the campaign is ordered once.
 */
test("a recruiter orders a campaign from the builder through the job ad and checkout", async ({ page, context }) => {
  test.setTimeout(240_000);
  const name = `E2E nurse ${Date.now()}`;
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);

  const campaignId = await buildCampaign(page, name);
  await page.getByRole("link", { name: "Order", exact: true }).click();
  await fillJobAd(page, campaignId, name);
  await expect(page).toHaveTitle(`Checkout ${name} | Hirewave`);
  // spec 1 §2: the main menu is hidden on the checkout screen
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await createCheckoutRecords(page, name);

  // a second tab with the same checkout, to try ordering twice
  const second = await context.newPage();
  await second.goto(`/campaigns/checkout/?id=${campaignId}`);
  await expect(second.getByRole("button", { name: "Order campaign" })).toBeEnabled();

  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/ordered/?\\?id=${campaignId}`));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/Your channels go online from [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(page).toHaveTitle("Thank you | Hirewave");

  // ordered once: the other tab gets the 409 result
  await second.getByRole("button", { name: "Order campaign" }).click();
  await expect(second.getByText("This campaign has already been ordered.")).toBeVisible();
  // the checkout of an ordered campaign no longer offers the form
  await second.reload();
  await expect(second.getByRole("button", { name: "Order campaign" })).toHaveCount(0);
  await second.getByRole("link", { name: "View the order" }).click();
  await expect(second).toHaveURL(new RegExp(`/campaigns/ordered/?\\?id=${campaignId}`));

  // a cancellation request for the ordered campaign: secondary, folded under its summary (issue 38 §3)
  await expect(page.getByLabel("Reason")).toBeHidden();
  await page.getByText("Cancel this campaign").click();
  await page.getByLabel("Reason").fill("Position filled internally");
  await page.getByRole("button", { name: "Request cancellation" }).click();
  await expect(page.getByText(/Cancellation requested on [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
});

test("the checkout validates with the company's rules while typing and lists invalid fields", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await buildCampaign(page, `E2E rules ${Date.now()}`);
  await page.goto(`/campaigns/checkout/?id=${campaignId}`);
  const list = page.getByRole("alert").filter({ hasText: "Please check these fields before ordering:" });
  // nothing typed yet: no list and no field message on load (issue 38 §4), only after "Order campaign"
  await expect(page.getByRole("heading", { name: "Order your campaign" })).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(page.getByText("This field is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(list.getByRole("link", { name: "PO number" })).toBeVisible();
  // before the validators' chunk arrived the server answers the order (400): let it land first
  await page.waitForLoadState("networkidle");
  // optional fields say so; the PO number (required by default) does not
  await expect(page.locator("label", { hasText: "Job reference" })).toContainText("optional");
  await expect(page.locator("label", { hasText: "PO number" })).not.toContainText("optional");

  await page.getByLabel("Labels (comma-separated, at most 5)").fill("a, b, c, d, e, f");
  await page.getByLabel("Labels (comma-separated, at most 5)").blur();
  await expect(page.getByText("Enter at most 5 items, separated by commas").first()).toBeVisible();
  await page.getByLabel("PO number").fill("PO-1");
  await expect(list.getByRole("link", { name: "PO number" })).toHaveCount(0);

  // the draft autosaves: after a reload the values are restored
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("PO number")).toHaveValue("PO-1");
  await expect(page.getByLabel("Labels (comma-separated, at most 5)")).toHaveValue("a, b, c, d, e, f");
});

test("with approve_flow the order is a request that the approver approves", async ({ page }) => {
  test.setTimeout(240_000);
  const name = `E2E approval ${Date.now()}`;
  await login(page, "multi");
  await page.getByRole("button", { name: "Brightside Health" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const campaignId = await buildCampaign(page, name);
  await page.getByRole("link", { name: "Order", exact: true }).click();
  await fillJobAd(page, campaignId, name);
  await createCheckoutRecords(page, name);
  await page.getByRole("button", { name: "Request approval" }).click();
  await expect(page.getByRole("heading", { name: "Your order is waiting for approval" })).toBeVisible();

  // the i18n test switches this account to German for a while: take its lock too
  await withAccountLock("approver", async () => {
    await page.context().clearCookies();
    await login(page, "approver");
    await page.getByRole("button", { name: "Brightside Health" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // the approver finds the requests through the main menu
    const mainMenu = page.getByRole("navigation", { name: "Main menu" });
    await mainMenu.getByRole("link", { name: "Approvals" }).click();
    await expect(page).toHaveURL(/\/approvals$/);
    await expect(mainMenu.getByRole("link", { name: "Approvals" })).toHaveAttribute("aria-current", "page");
    await expect(mainMenu.getByRole("link", { name: "Campaigns" })).not.toHaveAttribute("aria-current", "page");
    const request = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(request).toBeVisible();
    await request.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("The order was approved.")).toBeVisible();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
    await page.goto(`/campaigns/ordered/?id=${campaignId}`);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  });
});
