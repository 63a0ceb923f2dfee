import { expect, test } from "@playwright/test";
import { accounts, DEMO_PASSWORD, idpText, totpCode } from "./fixtures";

/**
 * The bundled sign-in service speaks the language of Hirewave's /login page: a German or Dutch
 * recruiter who chose their language there was sent to an English form with <html lang="en">.
 * The app sends the page's language as the authorization request's ui_locales. Nothing is saved on
 * an account here (the language is the visitor's cookie), so other tests keep their English.
 * With SHOTS_DIR set, the forms at 390 px are saved as screenshots.
 */
const shot = (name: string) =>
  process.env.SHOTS_DIR ? { path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true } : undefined;

test("a sign-in started from the German /login page lands on the German sign-in form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Bei Hirewave anmelden" })).toBeVisible();
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();

  // the IdP's form, in German
  await expect(page).toHaveURL(/\/interaction\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page).toHaveTitle(idpText("de-DE", "login.title"));
  await expect(page.getByRole("heading", { name: "Bei Hirewave anmelden" })).toBeVisible();
  await expect(page.getByLabel("E-Mail", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Passwort", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abbrechen und zurück zu Hirewave" })).toBeVisible();
  await expect(page.getByText("Sign in", { exact: true })).toHaveCount(0);
  const form = shot("idp-login-de-390");
  if (form) await page.screenshot(form);

  // an unknown e-mail (no demo account's failures are counted): the error in German
  await page.getByLabel("E-Mail", { exact: true }).fill("nobody@hirewave.demo");
  await page.getByLabel("Passwort", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort ist falsch");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  const error = shot("idp-login-error-de-390");
  if (error) await page.screenshot(error);

  await page.getByLabel("E-Mail", { exact: true }).fill(accounts.recruiter);
  await page.getByLabel("Passwort", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the Dutch two-factor sign-in: form and code step in Dutch", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByRole("button", { name: "Nederlands" }).click();
  await page.getByRole("button", { name: "Inloggen met tweestapsverificatie" }).click();

  await expect(page).toHaveURL(/\/interaction\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("heading", { name: "Inloggen bij Hirewave" })).toBeVisible();
  await expect(page.getByText(idpText("nl-NL", "login.mfa-note"))).toBeVisible();
  const form = shot("idp-login-nl-390");
  if (form) await page.screenshot(form);
  await page.getByLabel("E-mail", { exact: true }).fill(accounts.consultant);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Tweestapsverificatie" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await page.getByLabel("Eenmalige code").fill("000000");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ongeldige code");
  const code = shot("idp-code-nl-390");
  if (code) await page.screenshot(code);
  await page.getByLabel("Eenmalige code").fill(await totpCode());
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page).toHaveURL(/\/consultant-login$/);
});
