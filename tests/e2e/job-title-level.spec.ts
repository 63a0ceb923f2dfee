import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/**
 * With JavaScript the job-title combobox sent only the chosen id: "Senior Software Developer" chose
 * the software developer and the job level stayed "Not specified", where the no-JS search
 * (job-title-search.no-js.spec.ts) preselects Senior. The look-up now hands the typed level along
 * and choosing a title sets it, unless a level is chosen already.
 */
test.describe.configure({ timeout: 120_000 });

test("a title typed with its level sets the job level when a suggestion is chosen, and keeps a level chosen before", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/start-campaign");
  const dialog = page.getByRole("dialog", { name: "Start a campaign" });
  await expect(dialog).toBeVisible();
  // the dialog's form hydrates after its chunk has loaded
  await page.waitForLoadState("networkidle");
  const level = dialog.getByLabel("Job level");
  await expect(level).toHaveValue("");

  await dialog.getByRole("combobox", { name: "Job title" }).fill("Senior Software Developer");
  await page.getByRole("option").first().click();
  await expect(dialog.locator('[data-field="jobTitle"] [data-chosen]')).toHaveCount(1);
  await expect(level).toHaveValue("senior");

  // a level the recruiter picked is theirs: a later "Junior …" does not overwrite it
  await level.selectOption("experienced");
  await dialog.getByRole("combobox", { name: "Job title" }).fill("Junior Software Developer");
  await page.getByRole("option").first().click();
  await expect(level).toHaveValue("experienced");
});

// a lead of no field finds no occupation (decision 088); the combobox says to add the field, not "try other words"
test("Team Leader without a field: the combobox asks for the field", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/start-campaign");
  const dialog = page.getByRole("dialog", { name: "Start a campaign" });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState("networkidle");
  await dialog.getByRole("combobox", { name: "Job title" }).fill("Team Leader");
  await expect(dialog.getByRole("status").filter({ hasText: "Add the field, for example “Team Leader Customer Service”" })).toBeVisible();
  await expect(dialog.getByText("No matches. Try other words.")).toHaveCount(0);
  // with the field the suggestions come back
  await dialog.getByRole("combobox", { name: "Job title" }).fill("Team Leader Customer Service");
  await expect(page.getByRole("option").first()).toBeVisible();
});
