import { expect, test } from "@playwright/test";
import { login, withAccountLock } from "./fixtures";

/** Issue 42 §14 without JavaScript: the profile form is a plain post validated by the server. */
test("the profile form saves and reports a blank name without JavaScript", async ({ page }) => {
  await withAccountLock("multi", async () => {
    await login(page, "multi");
    // multi works for two companies: the chooser first
    await page.getByRole("button", { name: "Northwind Staffing" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/settings/profile");
    const last = page.getByLabel("Last name");
    const original = await last.inputValue();
    // the browser's own required check would stop the post: the server's answer is what is tested
    await page.locator("form#profile").evaluate((form) => form.setAttribute("novalidate", ""));
    await last.fill(" ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required")).toBeVisible();
    await last.fill(original);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your name was saved.")).toBeVisible();
  });
});
