import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

/**
 * Steps shared by checkout.spec.ts and checkout.no-js.spec.ts (issue 4 "Done when"): a campaign
 * built through the start dialog and the builder, then job ad → checkout → order.
 */
export const LOGO_FIXTURE = path.join(import.meta.dirname, "fixtures", "logo.png");

/** The start-campaign dialog with "Nurse" in Berlin chosen; returns the dialog. Needs JavaScript (comboboxes). */
export async function chooseTargetGroup(page: Page, { jobTitle = "Nurse", location = "Berlin" } = {}) {
  await page.goto("/dashboard?start-campaign");
  const dialog = page.getByRole("dialog");
  for (const [label, text] of [
    ["Job title", jobTitle],
    ["Location", location],
  ]) {
    // the field is a combobox once the page has hydrated; before that it is the no-JS form's
    // search field, whose answers come from its Search button, not as options
    const input = dialog.getByRole("combobox", { name: label });
    await expect(input, "the start dialog did not hydrate").toBeVisible({ timeout: 30_000 });
    // the look-ups answer once the widget's chunk is there: type again until options appear;
    // options of the dialog's listbox, not a select's
    const option = page.getByRole("listbox").getByRole("option").first();
    await expect(async () => {
      await input.fill("");
      await input.fill(text);
      await expect(option).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await option.click();
  }
  return dialog;
}

/** Start campaign → target group → builder → three channels → rename. Needs JavaScript (comboboxes). */
export async function buildCampaign(page: Page, name: string) {
  const dialog = await chooseTargetGroup(page);
  await dialog.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/cb\/?\?id=[0-9a-f-]{36}/, { timeout: 20_000 });
  const campaignId = new URL(page.url()).searchParams.get("id")!;
  // three channels; a click that lands while the list re-renders is tried again
  const inBasket = page.getByRole("button", { name: /^Remove .* from the campaign$/ });
  for (let added = 1; added <= 3; added++) {
    await expect(async () => {
      if ((await inBasket.count()) < added) await page.getByRole("button", { name: /^Add .* to the campaign$/ }).first().click();
      await expect.poll(() => inBasket.count(), { timeout: 5_000 }).toBeGreaterThanOrEqual(added);
    }).toPass({ timeout: 30_000 });
  }
  // the basket's name is saved on blur
  const nameInput = page.getByLabel("Campaign name");
  await nameInput.fill(name);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cb") && response.ok(),
  );
  await nameInput.press("Tab");
  await saved;
  await expect(page.getByRole("link", { name: "Order", exact: true })).toBeVisible();
  // let the builder's fetchers (and the redirects they may answer with) settle before moving on
  await page.waitForLoadState("networkidle");
  return campaignId;
}

/** The job ad (issue 4 §4), filled and continued to the checkout. */
export async function fillJobAd(page: Page, campaignId: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`/campaigns/job-ad/?\\?id=${campaignId}`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Create the job ad" })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  // continuing with an empty description shows the field messages
  await (await descriptionField(page)).fill("");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();

  // plain text: the editor (with JavaScript) and the textarea (without) both make a paragraph of it
  await (await descriptionField(page)).fill("We are looking for a caring nurse to join our friendly ward team in Berlin.");
  await page.getByLabel("Application address (URL or e-mail)").fill("https://careers.example.com/nurse");
  await page.getByLabel("Hours per week (minimum)").fill("32");
  await page.getByLabel("Hours per week (maximum)").fill("40");
  await page.getByLabel("Salary from").fill("3500");
  await page.getByLabel("Salary up to").fill("4500");
  await page.getByLabel(/^Name/).fill("Jane Doe");
  await page.getByLabel("Country code").selectOption("+44");
  await page.getByLabel("Phone number").fill("07911 123456");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/checkout/?\\?id=${campaignId}`), { timeout: 30_000 });
}

/** Company details with a logo upload and invoice information, created from the checkout. */
export async function createCheckoutRecords(page: Page, tag: string) {
  // company details and invoice information are shared by the whole company: unique names per test
  const company = `Northwind Care ${tag}`;
  await expect(page.getByRole("heading", { name: "Order your campaign" })).toBeVisible();
  await page.getByLabel("PO number").fill("PO-E2E-1");

  await page.getByRole("button", { name: "Add company details" }).click();
  const details = page.getByRole("dialog", { name: "New company details" });
  await expect(details).toBeVisible();
  await details.getByLabel("Company name").fill(company);
  await details.getByLabel("City").fill("Berlin");
  await details.getByLabel("Logo").setInputFiles(LOGO_FIXTURE);
  await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const logo = page.getByRole("img", { name: `Logo of ${company}` });
  await expect(logo).toBeVisible();
  // the logo is served from /company-details/{id}/logo
  expect(await logo.getAttribute("src")).toMatch(/^\/company-details\/[0-9a-f-]{36}\/logo/);
  await expect(page.getByRole("group", { name: "Choose the company details" }).getByRole("radio", { name: company })).toBeChecked();

  await page.getByRole("button", { name: "Add invoice information" }).click();
  const invoice = page.getByRole("dialog", { name: "New invoice information" });
  await invoice.getByLabel("Company name").fill(`${company} GmbH`);
  await invoice.getByLabel("Address", { exact: true }).fill("Hauptstraße 1");
  await invoice.getByLabel("Postcode").fill("10115");
  await invoice.getByLabel("City").fill("Berlin");
  // a select of ISO countries named in the UI language (issue 38 §4)
  await invoice.getByLabel("Country", { exact: true }).selectOption({ label: "Germany" });
  await invoice.getByLabel("Invoice e-mail address").fill("invoices@example.com");
  await invoice.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Choose the invoice information" }).getByRole("radio", { name: `${company} GmbH` })).toBeChecked();
  // the PO number typed before opening the dialogs was kept (form state)
  await expect(page.getByLabel("PO number")).toHaveValue("PO-E2E-1");
}

/**
 * The job ad's description as the user meets it (issue 38 §8): the rich-text editor with
 * JavaScript, the plain textarea without; its saved value is descriptionValue's.
 */
export async function descriptionField(page: Page) {
  // with JavaScript the editor replaces the textarea once its chunk arrives: wait for it, so an
  // action does not start on the textarea that is about to be hidden
  if (test.info().project.use.javaScriptEnabled !== false)
    await expect(page.getByTestId("rich-text-editor")).toBeVisible({ timeout: 30_000 });
  return page.getByRole("textbox", { name: "Job description" });
}
export const descriptionValue = (page: Page) => page.locator('textarea[name="description"]');
