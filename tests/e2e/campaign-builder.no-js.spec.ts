import { expect, test } from "@playwright/test";
import { formatCents } from "../../app/lib/money";
import { login } from "./fixtures";

/**
 * The same flow without JavaScript (docs/conventions/architecture-decisions.md §1): the target-group dialog continues as a page
 * with search-and-choose fields; the builder's add/remove/rename are plain forms.
 */
// long flows on a shared 2-core machine: three times the default timeout
test.describe.configure({ timeout: 180_000 });

/** "€1,495" → 149500 */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

test("start campaign → target group → builder → three channels → rename → Order, without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/start-campaign");
  await expect(page).toHaveURL(/\/dashboard\?start-campaign$/);
  await expect(page.getByRole("dialog", { name: "Start a campaign" })).toBeVisible();

  // nothing chosen: the page shows the required messages
  await page.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/start-campaign\/target-group/);
  await expect(page.getByText("This field is required")).toHaveCount(3);

  // search a title and choose a match: its job function is filled in by the server
  await page.getByLabel("Search Job title").fill("nurse");
  await page.locator('[data-field="jobTitle"]').getByRole("button", { name: "Search" }).click();
  const titles = page.locator('[data-field="jobTitle"] fieldset input[type=radio]');
  await expect(titles.first()).toBeVisible();
  await titles.first().check();
  await page.getByLabel("Search Location").fill("Berlin");
  await page.locator('[data-field="regions"]').getByRole("button", { name: "Search" }).click();
  await expect(page.locator('[data-field="jobFunction"] input[type=radio][checked]')).toHaveCount(1);
  await expect(page.locator('[data-field="jobTitle"] input[type=radio][checked]')).toHaveCount(1);
  // issue 16 §6: the chosen title's old query is not searched again ("Nothing found for 'nurse'")
  await expect(page.getByText(/Nothing found/)).toHaveCount(0);
  await page.locator('[data-field="regions"] fieldset input[type=checkbox]').first().check();

  await page.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/cb\/\?id=[0-9a-f-]{36}$/);
  const campaignId = new URL(page.url()).searchParams.get("id")!;

  const basket = page.locator('section[aria-labelledby="basket-title"]');
  for (let added = 1; added <= 3; added++) {
    await page.locator('[data-list="recommended"]').getByRole("button", { name: /^Add .* to the campaign$/ }).first().click();
    await expect(basket.getByTestId("basket-channel")).toHaveCount(added);
  }
  await expect(basket.getByRole("heading", { level: 2 })).toHaveText("3 channels in your campaign");
  await expect(basket.getByTestId("discount-notice")).toHaveCount(0);
  const prices = await basket.getByTestId("basket-channel").locator("span.whitespace-nowrap").allTextContents();
  const subtotal = prices.map(cents).reduce((a, b) => a + b, 0);
  await expect(basket.getByTestId("basket-total")).toHaveText(formatCents(subtotal - Math.round(subtotal / 10), "en-US", "EUR"));

  // removing one brings the discount notice back
  await basket.getByRole("button", { name: /^Remove .* from the campaign$/ }).first().click();
  await expect(basket.getByTestId("basket-channel")).toHaveCount(2);
  await expect(basket.getByTestId("discount-notice")).toBeVisible();
  await page.locator('[data-list="recommended"]').getByRole("button", { name: /^Add .* to the campaign$/ }).first().click();
  await expect(basket.getByTestId("basket-channel")).toHaveCount(3);

  // a blank name: required message, Order disabled, nothing saved
  await basket.getByLabel("Campaign name").fill("  ");
  await basket.getByRole("button", { name: "Save" }).click();
  await expect(basket.getByText("This field is required")).toBeVisible();
  await expect(basket.getByRole("button", { name: "Order" })).toBeDisabled();
  await page.goto(`/cb/?id=${campaignId}`);
  await expect(basket.getByLabel("Campaign name")).not.toHaveValue("");

  await basket.getByLabel("Campaign name").fill("Nurses Berlin (no JS)");
  await basket.getByRole("button", { name: "Save" }).click();
  await expect(basket.getByLabel("Campaign name")).toHaveValue("Nurses Berlin (no JS)");
  await basket.getByRole("link", { name: "Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/job-ad/\\?id=${campaignId}`));
});

test("editing a draft without a target group opens the draft dialog, which offers to add one", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  // demo data: "Lagermitarbeiter Hamburg" is the recruiter's draft without a target group
  await page.goto("/campaigns?q=Lagermitarbeiter");
  const link = page.getByRole("link", { name: "Lagermitarbeiter Hamburg" }).first();
  const id = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("id")!;

  await page.goto(`/cb/?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/media-channels-cb/\\?id=${id}&dialog=draft$`));
  const draft = page.getByRole("dialog", { name: "This campaign has no target group" });
  await expect(draft).toBeVisible();
  await draft.getByRole("link", { name: "Add a target group" }).click();
  const form = page.getByRole("dialog", { name: "Edit the target group" });
  await expect(form).toBeVisible();
  await form.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // continuing without: the search-channels screen with the basket
  await page.goto(`/media-channels-cb/?id=${id}&dialog=draft`);
  await page.getByRole("link", { name: "Continue without a target group" }).click();
  await expect(page.getByRole("heading", { name: "Search channels for your campaign" })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="basket-title"]')).toBeVisible();
  await expect(page.locator('[data-list="filtered"] article').first()).toBeVisible();
});
