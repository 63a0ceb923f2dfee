import { expect, type Page } from "@playwright/test";
import { accounts, completeIdpLogin } from "./fixtures";

/**
 * Shared by error-titles.spec.ts (JavaScript) and error-titles.no-js.spec.ts: pages that answer
 * with an error screen and the document title each language gives it (QA 2026-12-04: "Hirewave").
 */
export const LOCALES = ["en-US", "de-DE", "nl-NL"] as const;
export type TestLocale = (typeof LOCALES)[number];

export const NOT_FOUND: Record<TestLocale, { title: string; heading: string }> = {
  "en-US": { title: "Page not found | Hirewave", heading: "Page not found" },
  "de-DE": { title: "Seite nicht gefunden | Hirewave", heading: "Seite nicht gefunden" },
  "nl-NL": { title: "Pagina niet gevonden | Hirewave", heading: "Pagina niet gevonden" },
};

export const ERROR: Record<TestLocale, { title: string; heading: string }> = {
  "en-US": { title: "Error | Hirewave", heading: "Something went wrong" },
  "de-DE": { title: "Fehler | Hirewave", heading: "Etwas ist schiefgelaufen" },
  "nl-NL": { title: "Fout | Hirewave", heading: "Er is iets misgegaan" },
};

const SIGN_IN: Record<TestLocale, string> = { "en-US": "Sign in", "de-DE": "Anmelden", "nl-NL": "Inloggen" };

/**
 * Signs the recruiter in with the page in `locale`: the visitor's language (the hw_locale cookie, as
 * the login page's language switcher sets it) becomes the session's, as the demo recruiter has no
 * saved locale. Nothing is saved on the account, so tests in other workers keep their English.
 */
export async function loginRecruiterIn(page: Page, locale: TestLocale) {
  // Remix's cookie value: base64 of the JSON string, URL-encoded
  const value = encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString("base64"));
  await page.goto("/login");
  await page.context().addCookies([{ name: "hw_locale", value, url: new URL(page.url()).origin }]);
  await page.goto("/login");
  await page.getByRole("button", { name: SIGN_IN[locale], exact: true }).click();
  await completeIdpLogin(page, accounts.recruiter);
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

/** A campaign id no company has: the performance page's 404, as for another company's campaign. */
export const FOREIGN_CAMPAIGN = "/campaign-performance/campaign?id=00000000-0000-4000-8000-000000000000";

/** A target-group search whose region id cannot be one: the loader throws 400. */
export const BAD_REQUEST = "/start-campaign/target-group?search=1&regions=%21%21";
