import { expect, test } from "@playwright/test";
import { demoCampaignId, login } from "./fixtures";

/**
 * The basket's campaign name past the server's limit (builderActionSchema, CAMPAIGN_NAME_MAX):
 * the field carries the limit as maxlength, and a longer name sent anyway (the attribute removed,
 * as a script or an old form would) is answered with the field's message and the typed name kept,
 * without JavaScript. Nothing is saved, so the demo draft is left as it was.
 */
const DRAFT = "Pflegefachkraft (m/w/d) Berlin";

test("a campaign name past the limit shows the max-length message beside the field, typed name kept, without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const id = await demoCampaignId(page, DRAFT);

  await page.goto(`/cb/?id=${id}`);
  const basket = page.locator('section[aria-labelledby="basket-title"]');
  const field = basket.getByLabel("Campaign name");
  await expect(field).toHaveAttribute("maxlength", "200");
  const before = await field.inputValue();

  const long = "x".repeat(3_000);
  await field.evaluate((input) => input.removeAttribute("maxlength"));
  await field.fill(long);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cb"));
  await field.press("Enter");
  expect((await answer).status()).toBe(400);

  await expect(basket.getByRole("alert")).toHaveText("Enter at most 200 characters");
  await expect(field).toHaveValue(long);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", "basket-campaign-name-error");
  await expect(field).toHaveAttribute("maxlength", "200");

  // not saved: a fresh load shows the old name and no message
  await page.goto(`/cb/?id=${id}`);
  await expect(field).toHaveValue(before);
  await expect(basket.getByRole("alert")).toHaveCount(0);
});
