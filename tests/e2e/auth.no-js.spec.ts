import { expect, test } from "@playwright/test";
import { accounts, completeIdpLogin, login } from "./fixtures";

/**
 * The same flows with JavaScript disabled (project "no-javascript"): every form posts for real,
 * the menus are plain <details>, dialogs are addressed by URL (ARCHITECTURE §9).
 * Uses the approver account, which only ever gets switched *to* German here (see i18n.spec.ts).
 */

test("without JavaScript: sign in, choose German in the language dialog, log out", async ({ page }) => {
  expect(test.info().project.use.javaScriptEnabled).toBe(false);

  await login(page, "approver");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // the language dialog, addressed by URL
  await page.goto("/dashboard?dialog=language");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Deutsch" }).check();
  await dialog.getByRole("button").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Meine Kampagnen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");

  // the user menu is a <details>: it opens without JavaScript; logout posts a form
  const summary = page.locator("summary").filter({ hasText: "Ihr Konto" });
  await summary.click();
  const menu = page.locator("details").filter({ has: summary });
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("button", { name: "Abmelden" }).click();
  // /logging-out moves on by a meta refresh; the IdP's sign-out page needs its button without JS
  const idpSignOut = page.getByRole("button", { name: "Sign out" });
  await expect(idpSignOut).toBeVisible({ timeout: 15_000 });
  await idpSignOut.click();
  await expect(page).toHaveURL(/\/logged-out$/);
  // logout keeps the locale
  await expect(page.getByRole("heading", { name: "Sie sind abgemeldet" })).toBeVisible();

  // the IdP session ended: signing in again asks for the password
  await page.getByRole("link", { name: "Erneut anmelden" }).click();
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await completeIdpLogin(page, accounts.approver);
  await expect(page.getByRole("heading", { name: "Meine Kampagnen" })).toBeVisible();
});

test("without JavaScript: the consultant login form validates on the server", async ({ page }) => {
  await login(page, "consultant", { method: "mfa" });
  await expect(page).toHaveURL(/\/consultant-login$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await page.getByLabel("Company id").fill("northwind");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText("You are signed in as consultant Clara Brandt on behalf of Northwind Staffing."),
  ).toBeVisible();
});

test("without JavaScript: the login page language switcher works", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Bei Hirewave anmelden" })).toBeVisible();
});
