import { expect, test } from "@playwright/test";
import { buildCampaign, createCheckoutRecords, fillJobAd } from "./checkout-flow";
import { login, withAccountLock } from "./fixtures";

/**
 * approve_flow seen from both sides (issue 4 §6): the approver opens what was requested from the
 * Approvals screen before deciding, and the requester finds the rejection and its reason on the
 * campaign's own page — the one the campaigns list leads to.
 */
test("a rejected order request shows the approver's reason to the requester on the campaign's page", async ({ page }) => {
  test.setTimeout(240_000);
  const name = `E2E rejected ${Date.now()}`;
  const reason = "No budget left this quarter, please ask again in January.";
  let campaignId = "";
  await withAccountLock("multi", async () => {
    await login(page, "multi");
    await page.getByRole("button", { name: "Brightside Health" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    campaignId = await buildCampaign(page, name);
    await page.getByRole("link", { name: "Order", exact: true }).click();
    await fillJobAd(page, campaignId, name);
    await createCheckoutRecords(page, name);
    await page.getByRole("button", { name: "Request approval" }).click();
    await expect(page.getByRole("heading", { name: "Your order is waiting for approval" })).toBeVisible();
    // the campaign's page says it waits, and does not send a requester to Approvals
    await page.goto(`/campaign-performance/campaign/?id=${campaignId}`);
    await expect(page.getByRole("heading", { name: /^Order request waiting for approval since / })).toBeVisible();
    await expect(page.getByRole("link", { name: "Approve or reject under Approvals" })).toHaveCount(0);
  });

  await withAccountLock("approver", async () => {
    await page.context().clearCookies();
    await login(page, "approver");
    await page.getByRole("button", { name: "Brightside Health" }).click();
    // the choice is a form post: going on before it lands raced it back to the chooser
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/approvals");
    // the request's name opens the campaign: channels, prices and target group, then back to decide
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign-performance/campaign/\\?id=${campaignId}`));
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Approve or reject under Approvals" }).click();
    await expect(page).toHaveURL(/\/approvals$/);
    const request = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await request.getByPlaceholder("Reason for rejecting").fill(reason);
    await request.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("The order request was rejected.")).toBeVisible();
  });

  await withAccountLock("multi", async () => {
    await page.context().clearCookies();
    await login(page, "multi");
    await page.getByRole("button", { name: "Brightside Health" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: "View performance" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/campaign-performance/campaign/\\?id=${campaignId}`));
    await expect(page.getByRole("heading", { name: /^The order request was rejected on / })).toBeVisible();
    await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  });
});
