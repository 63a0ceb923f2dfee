import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * Issue 48 §3: the share page of an online campaign is its results — per channel, actual against
 * forecast, no order-time texts — inside the application shell for a signed-in viewer, and as
 * before (no shell) for an anonymous one. On the online demo campaign "Zorgmedewerker Utrecht",
 * saved in Dutch and read in English (§2).
 */
const ONLINE = "Zorgmedewerker Utrecht";

async function shareUrlOf(page: Page, name: string) {
  await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole("article", { name }).locator('a[href*="id="]').first().getAttribute("href");
  const id = href?.match(/id=([0-9a-f-]{36})/)?.[1];
  expect(id).toBeTruthy();
  return `/share-campaign/?id=${id}`;
}

async function expectResults(page: Page) {
  await expect(page.getByText("Campaign results", { exact: true })).toBeVisible();
  await expect(page.getByText("Campaign proposal")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Results per channel" })).toBeVisible();
  const table = page.getByTestId("channel-results-table");
  await expect(table.getByRole("columnheader", { name: "Cost per applicant" })).toBeVisible();
  expect(await table.locator("tbody tr").count()).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Actual against forecast" })).toBeVisible();
  await expect(page.getByText("Cost per applicant (all applicants)", { exact: true })).toBeVisible();
  // no order-time texts on a campaign that runs
  await expect(page.getByText(/of your order/)).toHaveCount(0);
  // saved in Dutch, read in English
  await expect(page.getByText("Home care worker · Social care · Utrecht, Netherlands")).toBeVisible();
  for (const dutch of ["Verzorgende IG", "Welzijn", "Utrecht, Nederland", "Gezondheidszorg"]) {
    await expect(page.locator("main")).not.toContainText(dutch);
  }
}

test("an online campaign's share page shows its results, in the app's shell when signed in", async ({ page, browser }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const url = await shareUrlOf(page, ONLINE);

  await page.goto(url);
  await expectResults(page);
  // signed in: the application's header and menus around it
  await expect(page.getByRole("button", { name: "Your account" }).or(page.getByText("Your account"))).toBeVisible();
  await page.screenshot({ path: "test-results/share-results-signed-in.png", fullPage: true });

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expectResults(visitor);
  await expect(visitor.getByText("Your account")).toHaveCount(0);
  await visitor.screenshot({ path: "test-results/share-results-anonymous.png", fullPage: true });
  await stranger.close();
});
