import { expect, test } from "@playwright/test";
import { login, withAccountLock } from "./fixtures";

/** Tracking settings and product source without JavaScript: every button is a plain form post. */
test("tracking fields are added, saved and deleted with plain form posts", async ({ page }) => {
  await withAccountLock("recruiter", async () => {
    await login(page, "recruiter");
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/settings/tracking");
    await expect(page.getByTestId("tracking-field")).toHaveCount(4);
    await page.getByRole("button", { name: "Add custom field" }).click();
    await expect(page.getByTestId("tracking-field")).toHaveCount(5);
    await expect(page.getByRole("textbox", { name: "Name of field 5" })).toHaveValue("custom_field");
    await page.getByRole("textbox", { name: "Value of field 5" }).fill("nojs");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The tracking settings were saved.")).toBeVisible();
    // the server-rendered preview shows the saved string
    await expect(page.getByTestId("tracking-preview")).toContainText("&custom_field=nojs");
    await page.getByRole("button", { name: "Delete custom_field" }).click();
    await expect(page.getByTestId("tracking-field")).toHaveCount(4);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The tracking settings were saved.")).toBeVisible();
    await expect(page.getByTestId("tracking-preview")).not.toContainText("custom_field");
  });
});

test("product source: search with the button, more products through the link", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/settings/customise-product-source");
  const rows = page.getByTestId("product-source-row");
  await expect(rows).toHaveCount(20);
  await page.getByRole("link", { name: "Show more products" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(40);
  await page.getByRole("searchbox", { name: "Search products" }).fill("Indeed");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Indeed/);
  await expect(rows.first()).toContainText("Indeed");
});
