import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { chooseCompanyIfAsked, login, withAccountLock } from "./fixtures";

/** axe on the campaign screens (issues 3–5): lists, dialogs, builder, job ad, share and performance. */

test.beforeEach(async ({ page }) => {
  await login(page, "recruiter");
});

test("campaigns overview and its share dialog", async ({ page }) => {
  await page.goto("/campaigns");
  await expect(page.getByRole("heading", { name: "Campaigns", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const draft = page.locator("a[href*='/cb/?id=']").first();
  const id = new URL((await draft.getAttribute("href"))!, "http://x").searchParams.get("id");
  await page.goto(`/campaigns?share=${id}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("search channels with results, filters and the channel-details dialog", async ({ page }) => {
  await page.goto("/media-channels?q=nurse");
  await expect(page.getByRole("heading", { name: /channels? found/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: /Details/ }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("start-campaign dialog", async ({ page }) => {
  await page.goto("/dashboard?start-campaign");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("campaign builder, job ad, checkout, share page and performance page", async ({ page }) => {
  await page.goto("/campaigns");
  const edit = page.locator("a[href*='/cb/?id=']").first();
  const id = new URL((await edit.getAttribute("href"))!, "http://x").searchParams.get("id");
  await page.goto(`/cb/?id=${id}`);
  await expect(page.getByRole("heading", { name: "Build your campaign" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/campaigns/job-ad/?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // with the rich-text editor and its toolbar in place (issue 38 §8)
  await expect(page.getByTestId("rich-text-editor")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the checkout lists the invalid fields once Order is pressed (issue 38 §4): with the errors showing
  await page.goto(`/campaigns/checkout/?id=${id}`);
  await expect(page).toHaveURL(/\/campaigns\/checkout/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please check these fields before ordering:" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/share-campaign/?id=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/campaigns?status=online");
  await page.getByRole("link", { name: "View performance" }).first().click();
  await expect(page).toHaveURL(/campaign-performance\/campaign/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("thank-you page of an ordered campaign with its cancellation form", async ({ page }) => {
  await page.goto("/campaigns?status=ordered");
  const performance = page.getByRole("link", { name: "View performance" }).first();
  const id = new URL((await performance.getAttribute("href"))!, "http://x").searchParams.get("id");
  await page.goto(`/campaigns/ordered/?id=${id}`);
  await expect(page.locator("#cancellation")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("approvals of an approver", async ({ page, context }) => {
  await context.clearCookies();
  // the i18n test switches this account to German for a while: take its lock too
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Brightside Health");
    await page.goto("/approvals");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
