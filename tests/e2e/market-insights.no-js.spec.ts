import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/** /market-insights without JavaScript (issue 15): a plain GET form with a results step. */
const SHOTS = process.env.MARKET_SHOTS_DIR;

test("nurse / Netherlands through the results step, without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/market-insights");
  await page.getByLabel("Occupation").fill("nurse");
  await page.getByLabel("Country").selectOption("NL");
  await page.getByRole("button", { name: "Show insights" }).click();
  await expect(page).toHaveURL(/q=nurse/);
  const choices = page.getByRole("region", { name: /Occupations matching “nurse”/ });
  await expect(choices).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/market-no-js-choices.png`, fullPage: true });
  await choices.getByRole("link").filter({ hasText: "ISCO 2221" }).first().click();
  await expect(page).toHaveURL(/isco=2221&country=NL/);
  await expect(page.locator("#market-size").getByText("≈393 thousand")).toBeVisible();
  await expect(page.locator("#market-difficulty").getByText("Estimate", { exact: true })).toBeVisible();
  // the chosen occupation stays in the form for the next search
  await expect(page.locator("[data-chosen-occupation='2221']")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/market-no-js-result.png`, fullPage: true });
});

test("one character asks for more, without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  const response = await page.goto("/market-insights?q=n&country=NL");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Type at least 2 characters")).toBeVisible();
});
