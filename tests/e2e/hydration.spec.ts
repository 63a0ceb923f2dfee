import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * The browser translates with its own runtime and the server with i18next (decision 021); any
 * difference in text would make React throw away the server's HTML (a hydration error in the
 * console). Pages of every namespace are loaded with JavaScript and must hydrate without errors,
 * also in German and Dutch, and a client-side navigation to a page of another namespace shows
 * translated text, not keys.
 */

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function hydrated(page: Page) {
  // entry.client hydrates after the locale chunks arrived; React then owns the document
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => Object.keys(document.documentElement).some((k) => k.startsWith("__react")))).toBe(true);
}

for (const [locale, heading] of [
  ["de-DE", "Bei Hirewave anmelden"],
  ["nl-NL", "Inloggen bij Hirewave"],
] as const) {
  test(`/login hydrates without errors in ${locale}`, async ({ browser, baseURL }) => {
    // the browser's language reaches the server as Accept-Language
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await hydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("signed-in pages of every namespace hydrate without errors, and client navigation loads new namespaces", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const errors = collectErrors(page);
  for (const path of [
    "/dashboard",
    "/campaigns",
    "/media-channels?q=developer",
    "/vacancies",
    "/settings/tracking",
    "/settings/integrations",
    "/market-insights",
    "/analytics",
  ]) {
    await page.goto(path);
    await hydrated(page);
    expect(errors, path).toEqual([]);
  }

  // from a page without the channels namespace to one that needs it, without a document load
  await page.goto("/campaigns");
  await hydrated(page);
  await page.getByRole("navigation").getByRole("link", { name: "Search channels" }).first().click();
  await expect(page).toHaveURL(/\/media-channels/);
  // a key would read like "page.title"; the channels page's heading is a sentence
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[A-Z][^.]*$/);
  expect(errors).toEqual([]);
});
