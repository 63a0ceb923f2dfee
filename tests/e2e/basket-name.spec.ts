import { expect, test } from "@playwright/test";
import { demoCampaignId, login } from "./fixtures";

/**
 * The basket's campaign name past the server's limit, with JavaScript: the field carries the limit
 * as maxlength; a longer name sent anyway (the attribute removed) is answered by /cb.data with a
 * 400, and the fetcher's answer puts the message beside the field, the typed name kept.
 * basket-name.no-js.spec.ts is the same without JavaScript. Nothing is saved.
 */
const DRAFT = "Pflegefachkraft (m/w/d) Berlin";

test("a campaign name past the limit shows the max-length message beside the field, typed name kept", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const id = await demoCampaignId(page, DRAFT);

  await page.goto(`/cb/?id=${id}`);
  const basket = page.locator('section[aria-labelledby="basket-title"]').first();
  const field = basket.getByLabel("Campaign name");
  await expect(field).toHaveAttribute("maxlength", "200");
  // typing before React has hydrated the field would reach no onChange
  await expect.poll(() => field.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactProps")))).toBe(true);
  const before = await field.inputValue();

  const long = "x".repeat(3_000);
  await field.evaluate((input) => input.removeAttribute("maxlength"));
  await field.fill(long);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/cb.data");
  await field.press("Enter");
  expect((await answer).status()).toBe(400);

  await expect(basket.getByRole("alert")).toHaveText("Enter at most 200 characters");
  await expect(field).toHaveValue(long);
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // not saved: a fresh load shows the old name and no message
  await page.goto(`/cb/?id=${id}`);
  await expect(field).toHaveValue(before);
  await expect(basket.getByRole("alert")).toHaveCount(0);
});
