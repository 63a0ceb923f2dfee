import { expect, test, type Page } from "@playwright/test";
import { chooseCompanyIfAsked, login, saveLocale, withAccountLock } from "./fixtures";

/**
 * Issue 51 §3 and §5 (docs/decisions/078): on a fresh start the builder's basket forecasts clicks,
 * applicants and cost per applicant from the generated demo history ("from 8 campaigns for … in
 * Germany"), the recommended channels say why, and the online demo campaign's share page shows
 * its actual figures against that forecast — in English and in German.
 */
const DRAFT = "Pflegefachkraft (m/w/d) Berlin";
const ONLINE = "Zorgmedewerker Utrecht";

async function idOf(page: Page, name: string) {
  await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole("article", { name }).locator('a[href*="id="]').first().getAttribute("href");
  const id = href?.match(/id=([0-9a-f-]{36})/)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test("the builder forecasts from our own results and says why it recommends; the share page shows actual against forecast", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const draft = await idOf(page, DRAFT);
  const online = await idOf(page, ONLINE);

  await page.goto(`/cb/?id=${draft}`);
  const basket = page.getByTestId("basket-forecast");
  await expect(basket.getByTestId("forecast-applicants")).toBeVisible();
  await expect(basket.getByTestId("forecast-cost-per-applicant")).toContainText("€");
  await expect(basket.getByTestId("forecast-basis").first()).toContainText(/from \d+ campaigns for Nursing in Germany/);
  await expect(page.getByText("calls to action")).toHaveCount(0);
  const reasons = page.locator('[data-list="recommended"]').getByTestId("channel-reason");
  await expect(reasons.first()).toContainText(/^Why: .+: (a catalogue estimate|\d+ (of our campaigns|campaign of ours))/);
  await basket.screenshot({ path: "test-results/forecast-basket-en.png" });
  await page.screenshot({ path: "test-results/forecast-builder-en.png", fullPage: true });

  await page.goto(`/share-campaign/?id=${online}`);
  const against = page.getByTestId("against-forecast");
  await expect(against.getByRole("heading", { name: "Actual against forecast" })).toBeVisible();
  await expect(against.getByRole("rowheader", { name: "Applicants" })).toBeVisible();
  await page.screenshot({ path: "test-results/forecast-share-en.png", fullPage: true });
  // the draft's share page: the builder's forecast, the builder's words
  await page.goto(`/share-campaign/?id=${draft}`);
  await expect(page.getByTestId("forecast-basis").first()).toContainText(/from \d+ campaigns for Nursing in Germany/);
  await page.screenshot({ path: "test-results/forecast-share-draft-en.png", fullPage: true });

  // in German, anonymous (the browser's language)
  const german = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
  const visitor = await german.newPage();
  await visitor.goto(`/share-campaign/?id=${draft}`);
  await expect(visitor.getByTestId("forecast-basis").first()).toContainText(/aus \d+ Kampagnen für Pflege in Deutschland/);
  await visitor.screenshot({ path: "test-results/forecast-share-draft-de.png", fullPage: true });
  await visitor.goto(`/share-campaign/?id=${online}`);
  await expect(visitor.getByRole("heading", { name: "Ist gegen Prognose" })).toBeVisible();
  await visitor.screenshot({ path: "test-results/forecast-share-de.png", fullPage: true });
  await german.close();
});

test("the builder's forecast and reasons in German", async ({ page }) => {
  test.setTimeout(120_000);
  // a saved locale changes the account for every later login: the approver lock, English put back
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    const draft = await idOf(page, DRAFT);
    try {
      await saveLocale(page, "de-DE");
      await page.goto(`/cb/?id=${draft}`);
      const basket = page.getByTestId("basket-forecast");
      await expect(basket.getByRole("heading", { name: "Prognose je Schaltung" })).toBeVisible();
      await expect(basket.getByTestId("forecast-basis").first()).toContainText(/aus \d+ Kampagnen für Pflege in Deutschland/);
      const reasons = page.locator('[data-list="recommended"]').getByTestId("channel-reason");
      await expect(reasons.first()).toContainText(/^Warum: .+: (Katalogschätzung|\d+ unserer Kampagnen)/);
      await basket.screenshot({ path: "test-results/forecast-basket-de.png" });
      await page.locator('[data-list="recommended"]').screenshot({ path: "test-results/forecast-recommended-de.png" });
    } finally {
      await saveLocale(page, "en-US");
    }
  });
});
