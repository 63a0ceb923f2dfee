import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * Search channels (issue 3 "Done when"): a recruiter types a job title (suggestions appear), picks
 * a city, sees ranked channels with facet counts that narrow, and opens channel details — with
 * JavaScript and without it.
 */
async function openSearch(page: Page) {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/media-channels");
  await expect(page.getByRole("heading", { level: 1, name: "Search channels" })).toBeVisible();
}

/** The number in the results heading; a heading without one (an error, no results) fails the test. */
async function resultCount(page: Page) {
  const heading = await page.locator("#results-heading").innerText();
  const count = heading.match(/\d+/)?.[0];
  expect(count, `results heading "${heading}" has no count`).toBeDefined();
  return Number(count);
}

test.describe("with JavaScript", () => {
  test("job title and city → ranked channels, narrowing facets, details dialog", async ({ page }) => {
    await openSearch(page);

    // ESCO's registered nurse; the built-in list (no reference data) calls it "Nurse"
    await page.getByRole("combobox", { name: "Job title" }).fill("nurse responsible");
    const titleOption = page.getByRole("option", { name: /nurse responsible for general care|^Nurse/i }).first();
    await expect(titleOption).toBeVisible();
    await titleOption.click();
    await expect(page).toHaveURL(/title=.*&jf=health-nursing/);

    await page.getByRole("combobox", { name: "Location" }).fill("London");
    const city = page.getByRole("option", { name: "London, England, United Kingdom" });
    await expect(city).toBeVisible();
    await city.click();
    await expect(page).toHaveURL(/loc=GB\.england\.london/);

    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(20);
    // the job-function facet of the chosen function counts exactly the results (polled together:
    // the heading and the facets may still show the search before the city while it loads)
    const nursing = page.locator('[data-facet="jf"] label').filter({ hasText: /^Nursing/ });
    await expect
      .poll(async () => (await nursing.locator("span").last().innerText()) === String(await resultCount(page)))
      .toBe(true);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(20);
    // the best fit for a nurse in London is a nursing board
    await expect(cards.first().getByRole("heading")).toHaveText(/Nurs/);

    // adding a filter narrows the list and its counts
    await page.locator('[data-facet="ind"] label').filter({ hasText: "Banking & insurance" }).click();
    await expect(page).toHaveURL(/ind=finance/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);

    await cards.first().getByRole("link", { name: /^Details of/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Also published on")).toBeVisible();
    await expect(dialog.getByText(/Sample list price/)).toBeVisible();
    // the forecast's figure per posting is clicks through the ad (decision 078), and says so
    await expect(dialog.getByText("Expected clicks")).toBeVisible();
    await expect(dialog.getByText(/calls to action/i)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/media-channels\?/);
  });

  test("load more adds one page of 20", async ({ page }) => {
    await openSearch(page);
    await expect(page.locator("article")).toHaveCount(20);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page.locator("article")).toHaveCount(40);
    await expect(page).toHaveURL(/page=2/);
  });

  test("a bad address names the filter by its label, not its parameter", async ({ page }) => {
    await openSearch(page);
    await page.goto("/media-channels?type=fax&q=nurse");
    await expect(page.getByRole("alert")).toContainText("Some search settings in the address are not valid: Channel type.");
    await page.getByRole("alert").getByRole("link", { name: "Start a new search" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("an unknown channel shows the details error in the dialog", async ({ page }) => {
    await openSearch(page);
    await page.goto("/media-channels/channels/00000000-0000-0000-0000-000000000000");
    await expect(page.getByRole("dialog")).toContainText("This channel does not exist");
  });

  test("a menu link clicked while the typed search waits (500 ms) is not overtaken by that search", async ({ page }) => {
    await openSearch(page);
    // the campaigns page answers slower than the debounce: the pending search would fire meanwhile
    await page.route(/\/campaigns(\.data)?(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    const search = page.getByRole("searchbox", { name: "Name or keyword" });
    await search.fill("nurse");
    await search.press("Enter");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Campaigns" }).first().click();
    await expect(page).toHaveURL(/\/campaigns$/, { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
    // and it stays there: no late search brings the channel search back
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/campaigns$/);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold behind a button: search and results come first, a facet still filters", async ({ page }) => {
    await openSearch(page);
    const panel = page.locator("details").filter({ has: page.locator('[data-facet="ind"]') });
    const toggle = panel.locator("summary", { hasText: "Filters" });
    const banking = page.locator('[data-facet="ind"] label').filter({ hasText: "Banking & insurance" });
    // folded: the facets (some 1,300 px of them) are hidden, the button is shown
    await expect(page.locator("[data-facet] input[type=checkbox]").first()).toBeHidden();
    await expect(banking).toBeHidden();
    await expect(toggle).toBeVisible();

    // the search field and the first result card are on the first screen
    const search = page.getByRole("searchbox", { name: "Name or keyword" });
    const firstCard = page.locator("article").first();
    await expect(firstCard).toBeVisible();
    const height = page.viewportSize()!.height;
    const searchBox = (await search.boundingBox())!;
    const cardBox = (await firstCard.boundingBox())!;
    expect(searchBox.y + searchBox.height, "search field within the first screen").toBeLessThanOrEqual(height);
    expect(cardBox.y, "first result card starts within the first screen").toBeLessThan(height);

    // the button opens the filters; a facet still filters the results (the inputs stay in the form)
    const total = await resultCount(page);
    await toggle.click();
    await expect(banking).toBeVisible();
    await banking.click();
    await expect(page).toHaveURL(/ind=finance/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    // the open panel stays open across the search it started
    await expect(banking.locator("input")).toBeChecked();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search-and-choose form, filters with a button, details dialog from the server", async ({ page }) => {
    await openSearch(page);
    await page.getByLabel("Job title").fill("nurse responsible");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Choose a job title" })).toBeVisible();
    await page.getByRole("link", { name: /nurse responsible for general care|^Nurse/i }).first().click();
    await expect(page).toHaveURL(/title=.*jf=health-nursing/);

    await page.getByLabel("Location").fill("zzzz-nowhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No matching locations found.")).toBeVisible();
    await page.getByLabel("Location").fill("London");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: "London, England, United Kingdom" }).click();
    await expect(page).toHaveURL(/loc=GB\.england\.london/);

    const total = await resultCount(page);
    expect(total).toBeGreaterThan(0);
    await page.locator('[data-facet="ind"] label').filter({ hasText: "Banking & insurance" }).locator("input").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/ind=finance/);
    expect(await resultCount(page)).toBeLessThan(total);

    await page.locator("article").first().getByRole("link", { name: /^Details of/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Days online")).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
