import { expect, test } from "@playwright/test";
import { chooseCompanyIfAsked, login, withAccountLock, loginToNorthwind } from "./fixtures";

/** Vacancies without JavaScript (issue 12): a GET form for search and facets, POST forms for the rest. */
test("search and a facet apply with the button; pages are links", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies");
  await expect(page.getByTestId("vacancy-list").locator("article")).toHaveCount(10);
  await page.getByRole("navigation", { name: "Vacancy pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/vacancies\?page=2$/);
  await page.getByRole("searchbox", { name: "Search" }).fill("driver");
  await page.getByRole("checkbox", { name: /^Daan de Vries/ }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=driver/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText("2 vacancies")).toBeVisible();
  await expect(page.getByTestId("vacancy-list").locator("article h3")).toHaveText(["Truck Driver CE", "Truck Driver CE"]);
});

test("vacancy → campaign → builder without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Warehouse&regions=Amsterdam%2C+North+Holland%2C+NL");
  await page.getByTestId("vacancy-list").locator("article").first().getByRole("button", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await expect(page.getByLabel("Campaign name")).toHaveValue("Warehouse Operative");
  await page.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/cb\/\?id=/);
});

test("Update without JavaScript: the page refreshes itself until the fetch is done", async ({ page }) => {
  // the approver (not the recruiter of the other tests): the modal shows only to who asked
  // the i18n test switches this account to German for a while: take its lock too
  await withAccountLock("approver", async () => {
    await loginToNorthwind(page, "approver");
    await page.goto("/vacancies");
    await page.getByRole("button", { name: "Update" }).click();
    const banner = page.getByTestId("import-banner");
    await expect(banner).toContainText(/Import complete \d+ new, \d+ updated, \d+ closed\./, { timeout: 30_000 });
    // shown once: the dismiss link (or any later visit) shows the page without it
    await banner.getByRole("link", { name: "Dismiss" }).click();
    await expect(page.getByTestId("fetch-status")).toContainText("Last fetched at");
    await expect(banner).toHaveCount(0);
  });
});

test("Start campaign's info dialogs without JavaScript: rendered by the server, closed by a link", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies?q=nurse");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/vacancies\?q=nurse&info=1$/);
  const dialog = page.getByRole("dialog", { name: "Start a campaign from a vacancy" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Choose a vacancy" }).click();
  await expect(page).toHaveURL(/\/vacancies\?q=nurse$/);
  await expect(dialog).toBeHidden();
  // elsewhere, integrated: the vacancies
  await page.goto("/campaigns");
  await menu.getByRole("link", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
});

test("not integrated, without JavaScript: the info dialog leads to the start-campaign dialog", async ({ page }) => {
  await login(page, "multi");
  await chooseCompanyIfAsked(page, "Brightside Health");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/dashboard\?dialog=start-info$/);
  const dialog = page.getByRole("dialog", { name: "Two ways to start a campaign" });
  await dialog.getByRole("link", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/dashboard\?start-campaign$/);
  await expect(page.getByRole("dialog", { name: "Start a campaign" })).toBeVisible();
});

test("without JavaScript: a vacancy's page starts a campaign and lists it (issue 38 §7)", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Data+Analyst&regions=London%2C+England%2C+GB");
  await page.getByTestId("vacancy-list").locator("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
  const vacancyUrl = page.url();
  await expect(page.getByRole("heading", { name: "Data Analyst", level: 1 })).toBeVisible();
  // the salary as a range, and the ATS's own salary text beside it (issue 42 §11)
  await expect(page.getByText("€55,000 – €65,000 per year")).toBeVisible();
  await expect(page.getByText("55000 - 65000 EUR per year")).toBeVisible();
  await page.getByRole("button", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await page.goto(vacancyUrl);
  await expect(page.getByTestId("vacancy-campaigns").getByRole("link", { name: "Data Analyst" }).first()).toBeVisible();
});
