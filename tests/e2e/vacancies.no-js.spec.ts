import { expect, test } from "@playwright/test";
import { chooseCompanyIfAsked, login, withAccountLock, loginToNorthwind, startCampaignOnVacancy } from "./fixtures";

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
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await expect(page.getByLabel("Campaign name")).toHaveValue("Warehouse Operative");
  await page.getByRole("button", { name: "Get recommendations" }).click();
  await expect(page).toHaveURL(/\/cb\/\?id=/);
});

test("Update without JavaScript: the page refreshes itself until the fetch is done, then the import-complete modal; Close and View vacancies are links", async ({ page }) => {
  // the approver (not the recruiter of the other tests): the modal shows only to who asked
  // the i18n test switches this account to German for a while: take its lock too
  await withAccountLock("approver", async () => {
    await loginToNorthwind(page, "approver");
    await page.goto("/vacancies");
    await page.getByRole("button", { name: "Update" }).click();
    const dialog = page.getByRole("dialog", { name: "Import complete" });
    await expect(dialog.getByTestId("import-counts")).toHaveText(/^\d+ new, \d+ updated, \d+ closed\.$/, { timeout: 30_000 });
    // shown once: Close (or any later visit) shows the page without it
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByTestId("fetch-status")).toContainText("Last fetched at");
    await expect(dialog).toHaveCount(0);
    // from the dashboard's Vacancies widget: View vacancies opens the list
    await page.goto("/dashboard?vpage=2");
    await page.getByRole("region", { name: "Vacancies", exact: true }).getByRole("button", { name: "Update" }).click();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("link", { name: "View vacancies" }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("vacancy-list")).toBeVisible();
  });
});

test("the dashboard's Vacancies widget without JavaScript: 5 per page, pages are links, the jump a form, Start campaign a form (issue 48 §7)", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  const widget = page.getByRole("region", { name: "Vacancies", exact: true });
  const rows = widget.getByRole("table", { name: "Vacancies from your ATS, newest first" }).locator("tbody tr");
  await expect(rows).toHaveCount(5);
  const pages = widget.getByRole("navigation", { name: "Vacancy widget pages" });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/dashboard\?vpage=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(rows).toHaveCount(5);
  await pages.getByLabel("Go to page").fill("3");
  await pages.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/dashboard\?vpage=3$/);
  await expect(pages.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  // the campaigns widget's pages keep the widget's
  await page.getByRole("navigation", { name: "Campaign pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/dashboard\?vpage=3&page=2$/);
  await expect(pages.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  const title = (await rows.first().locator("td:first-child a").innerText()).trim();
  await startCampaignOnVacancy(rows.first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await expect(page.getByLabel("Campaign name")).toHaveValue(title);
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
  await startCampaignOnVacancy(page);
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await page.goto(vacancyUrl);
  await expect(page.getByTestId("vacancy-campaigns").getByRole("link", { name: "Data Analyst" }).first()).toBeVisible();
});
