import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_TOTP_SECRET } from "../../idp/demo-accounts";

export const DEMO_PASSWORD = "Hirewave!demo1";

export const accounts = {
  recruiter: "recruiter@hirewave.demo",
  approver: "approver@hirewave.demo",
  multi: "multi@hirewave.demo",
  consultant: "consultant@hirewave.demo",
  noshop: "noshop@hirewave.demo",
  nosub: "nosub@hirewave.demo",
  mfa: "mfa@hirewave.demo",
  nofeature: "nofeature@hirewave.demo",
} as const;

export async function totpCode() {
  const { otp } = await generateTOTP({
    secret: DEMO_TOTP_SECRET,
    algorithm: "SHA-1",
    digits: 6,
    period: 30,
  });
  return otp;
}

const IDP_LOCALES = ["en-US", "de-DE", "nl-NL"] as const;
type IdpTexts = typeof import("../../locales/en-US/idp.json");
const idpTexts = Object.fromEntries(
  IDP_LOCALES.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../locales", locale, "idp.json"), "utf8")) as IdpTexts,
  ]),
) as Record<(typeof IDP_LOCALES)[number], IdpTexts>;

/** A text of the bundled IdP's pages (locales/<locale>/idp.json). */
export function idpText(locale: (typeof IDP_LOCALES)[number], key: keyof IdpTexts) {
  return idpTexts[locale][key];
}

/** The IdP's text `key` in whichever of the three languages the page is in (it follows /login's). */
function anyIdpText(key: keyof IdpTexts) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(?:${IDP_LOCALES.map((locale) => escape(idpTexts[locale][key])).join("|")})$`);
}

/** Fills the bundled IdP's forms (password, then the TOTP step when it appears), in any language. */
export async function completeIdpLogin(
  page: Page,
  email: string,
  options: { expectTotp?: boolean } = {},
) {
  await page.getByLabel(anyIdpText("login.email")).fill(email);
  await page.getByLabel(anyIdpText("login.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: anyIdpText("login.submit") }).click();
  if (options.expectTotp) {
    await page.getByLabel(anyIdpText("totp.code")).fill(await totpCode());
    await page.getByRole("button", { name: anyIdpText("totp.submit") }).click();
  }
}

/**
 * Signs in through /login and the real IdP. `method: "mfa"` uses the two-factor login for assigned
 * customers. Starts from `path` (default /login), so deep links can be tested.
 */
export async function login(
  page: Page,
  account: keyof typeof accounts,
  options: { method?: "standard" | "mfa"; path?: string } = {},
) {
  const method = options.method ?? "standard";
  await page.goto(options.path ?? "/login");
  await expect(page).toHaveURL(/\/login/);
  const button =
    method === "mfa"
      ? page.getByRole("button", { name: "Sign in with two-factor authentication" })
      : page.getByRole("button", { name: "Sign in", exact: true });
  await button.click();
  await completeIdpLogin(page, accounts[account], {
    expectTotp: method === "mfa" || account === "mfa",
  });
}

/** Signs in an account of several companies and chooses Northwind Staffing on the chooser. */
export async function loginToNorthwind(page: Page, account: keyof typeof accounts) {
  await login(page, account);
  await page.getByRole("button", { name: "Northwind Staffing" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Ports of the e2e server (playwright.config.ts); tenant hosts are `<slug>.localhost:<port>`. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4300);
export const tenantUrl = (slug: string, path = "/") =>
  `http://${slug}.localhost:${APP_PORT}${path}`;

/**
 * The user menu of the shell is a <details> whose <summary> carries the (visually hidden) label
 * "Your account" (user-menu.label). Opens it and returns the menu, so items can be found inside.
 */
export async function openUserMenu(page: Page, label = "Your account") {
  const menu = page
    .locator("details")
    .filter({ has: page.locator("summary").filter({ hasText: label }) });
  if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  return menu;
}

/** Logs out through the user menu and waits for /logged-out (after the IdP's end-session step). */
export async function logoutViaUserMenu(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
}

/** The company id of a company, read from the chooser of a user who has several (value of its button). */
export async function readCompanyIdFromChooser(page: Page, companyName: string) {
  await expect(page).toHaveURL(/\/select-company$/);
  const value = await page.getByRole("button", { name: companyName }).getAttribute("value");
  expect(value).toMatch(/^[0-9a-f-]{36}$/);
  return value!;
}

/**
 * After a login: takes `companyName` in the chooser if the account has several companies
 * (the approver has one or two, depending on the seed), and waits for the dashboard.
 */
export async function chooseCompanyIfAsked(page: Page, companyName: string) {
  await page.waitForURL(/\/(dashboard|select-company)(\?|$)/);
  if (new URL(page.url()).pathname === "/select-company") {
    await page.getByRole("button", { name: companyName }).click();
  }
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
}

/**
 * Serialises tests that change state shared through one demo account (its saved locale), across
 * workers and projects; the server and its database are per port, so is the lock. A lock left by
 * a killed run counts as stale after two minutes.
 */
export async function withAccountLock<T>(
  account: keyof typeof accounts,
  fn: () => Promise<T>,
): Promise<T> {
  const lock = path.join(os.tmpdir(), `hirewave-e2e-${APP_PORT}-${account}.lock`);
  const deadline = Date.now() + 100_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`e2e lock for ${account} not released: ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Saves `locale` for the signed-in user of the page's context (POST /resources/locale, as the dialog does). */
export async function saveLocale(page: Page, locale: "en-US" | "de-DE" | "nl-NL") {
  const response = await page.request.post("/resources/locale", {
    form: { locale, redirectTo: "/dashboard" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

/** The id of a demo campaign, found by its name in the campaigns list. */
export async function demoCampaignId(page: Page, name: string) {
  await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole("article", { name }).locator('a[href*="id="]').first().getAttribute("href");
  const id = href?.match(/id=([0-9a-f-]{36})/)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/**
 * Starts a campaign on a vacancy (its card, its dashboard row, its page): "Start campaign", or
 * "Start new campaign" where an earlier test left a draft on that vacancy (a vacancy with a draft
 * offers to continue it, decision 017), so the tests pass in any order and on a retry.
 */
export async function startCampaignOnVacancy(scope: Page | Locator) {
  await scope.getByRole("button", { name: /^Start (new )?campaign$/ }).first().click();
}
