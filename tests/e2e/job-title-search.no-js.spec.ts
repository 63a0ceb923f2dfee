import { expect, test } from "@playwright/test";
import { chooseCompanyIfAsked, login, saveLocale, withAccountLock } from "./fixtures";

/**
 * A job title typed as recruiters type it, without JavaScript: "Senior Softwareentwickler" on a
 * German page answered "Nichts gefunden für „Senior Softwareentwickler“", as the look-up looked
 * for a label holding the word "Senior". The occupation is found now, and the level it names is
 * the target group's job level. Saving a locale changes the approver's account: the lock and
 * English again at the end, as in i18n.spec.ts.
 */
test("Senior Softwareentwickler finds the software developer and sets the job level to Senior, without JavaScript", async ({ page }) => {
  test.setTimeout(120_000);
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    try {
      await saveLocale(page, "de-DE");
      await page.goto("/start-campaign/target-group");
      await page.getByLabel("Jobtitel suchen").fill("Senior Softwareentwickler");
      await page.locator('[data-field="jobTitle"]').getByRole("button", { name: "Suchen" }).click();
      await expect(page).toHaveURL(/search=jobTitle/);

      const field = page.locator('[data-field="jobTitle"]');
      await expect(field.getByText(/Nichts gefunden/)).toHaveCount(0);
      const first = field.locator("fieldset li").first();
      await expect(first).toContainText("Softwareentwickler");
      await expect(page.getByLabel("Karrierestufe")).toHaveValue("senior");
      await page.screenshot({ path: test.info().outputPath("senior-softwareentwickler.png") });

      // choosing it fills the job function, as for any title
      await first.getByRole("radio").check();
      await page.getByLabel("Standort suchen").fill("Berlin");
      await page.locator('[data-field="regions"]').getByRole("button", { name: "Suchen" }).click();
      await expect(field.locator("input[type=radio][checked]")).toHaveCount(1);
      await expect(page.locator('[data-field="jobFunction"] input[type=radio][checked]')).toHaveCount(1);
      await expect(page.getByLabel("Karrierestufe")).toHaveValue("senior");
    } finally {
      await saveLocale(page, "en-US");
    }
  });
});

/**
 * A lead of no field ("Team Leader") finds no occupation (decision 088: ESCO's were a zoo's, a fruit
 * farm's and insulation's team leaders); the answer tells the recruiter to add the field, with and
 * without JavaScript.
 */
test("Team Leader without a field asks for the field, without JavaScript", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/start-campaign/target-group");
  await page.getByLabel("Search Job title").fill("Team Leader");
  await page.locator('[data-field="jobTitle"]').getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=jobTitle/);
  const field = page.locator('[data-field="jobTitle"]');
  await expect(field.getByText("Nothing found for “Team Leader”.")).toBeVisible();
  await expect(field.getByText(/Add the field, for example “Team Leader Customer Service”/)).toBeVisible();
});
