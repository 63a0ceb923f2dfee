import { expect, test } from "@playwright/test";
import {
  accounts,
  chooseCompanyIfAsked,
  completeIdpLogin,
  login,
  saveLocale,
  withAccountLock,
} from "./fixtures";

/**
 * The same flows with JavaScript disabled (project "no-javascript"): every form posts for real,
 * the menus are plain <details>, dialogs are addressed by URL (docs/conventions/architecture-decisions.md §9).
 * The language test saves a locale on the approver's account: it holds the approver lock and puts
 * English back at the end (see i18n.spec.ts).
 */

test("without JavaScript: sign in, choose German in the language dialog, log out", async ({
  page,
}) => {
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  test.setTimeout(150_000);

  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    try {
      await saveLocale(page, "en-US");
      await page.reload();
      await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();

      // the language dialog, addressed by URL
      await page.goto("/dashboard?dialog=language");
      const dialog = page.getByRole("dialog", { name: "Choose your language" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("radio", { name: "Deutsch" }).check();
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Meine Kampagnen" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");

      // the user menu is a <details>: it opens without JavaScript; logout posts a form
      const summary = page.locator("summary").filter({ hasText: "Ihr Konto" });
      await summary.click();
      const menu = page.locator("details").filter({ has: summary });
      await expect(menu).toHaveAttribute("open", "");
      await menu.getByRole("button", { name: "Abmelden", exact: true }).click();
      // /logging-out moves on by a meta refresh; the IdP's sign-out page needs its button without
      // JS, and speaks the language the user was reading (the app sends it as ui_locales)
      const idpSignOut = page.getByRole("button", { name: "Abmelden" });
      await expect(idpSignOut).toBeVisible({ timeout: 15_000 });
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      await idpSignOut.click();
      await expect(page).toHaveURL(/\/logged-out$/);
      // logout keeps the locale
      await expect(page.getByRole("heading", { name: "Sie sind abgemeldet" })).toBeVisible();

      // the IdP session ended: signing in again asks for the password; the saved locale applies
      await page.getByRole("link", { name: "Erneut anmelden" }).click();
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      // the German login page's sign-in goes on in German at the IdP
      await expect(page.getByLabel("Passwort")).toBeVisible();
      await completeIdpLogin(page, accounts.approver);
      await chooseCompanyIfAsked(page, "Northwind Staffing");
      await expect(page.getByRole("heading", { name: "Meine Kampagnen" })).toBeVisible();
    } finally {
      await saveLocale(page, "en-US");
    }
  });
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

test("without JavaScript: Log out on the company chooser signs out", async ({ page }) => {
  await login(page, "multi");
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  // /logging-out moves on by a meta refresh; the IdP's sign-out page needs its button without JS
  const idpSignOut = page.getByRole("button", { name: "Sign out" });
  await expect(idpSignOut).toBeVisible({ timeout: 15_000 });
  await idpSignOut.click();
  await expect(page).toHaveURL(/\/logged-out$/);
});

test("without JavaScript: the login page language switcher works", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Bei Hirewave anmelden" })).toBeVisible();
});
