import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { descriptionValue } from "./checkout-flow";
import { login, startCampaignOnVacancy } from "./fixtures";
import { generateGerman, startFromTargetGroup } from "./jobdesc-flow";

/** Issue 38 §2: the job description generated for a campaign is the text its job ad opens with. */
test("a generated description appears in its campaign's job ad, and later edits follow it", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  await generateGerman(page);
  const generated = await page.getByLabel("Text", { exact: true }).inputValue();
  const firstLine = generated.split("\n").find((line) => line.startsWith("- "))!.slice(2).trim();

  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  const description = descriptionValue(page);
  await expect(description).toHaveValue(/^<h3>Deine Aufgaben<\/h3><p>/);
  expect(await description.inputValue()).toContain(firstLine);
  await expect(page.getByRole("link", { name: "Generate a job description" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // saved as it opened; a later change in the generator is carried over while the ad is unchanged
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.goto(`/job-description/responsibilities/?id=${campaignId}`);
  await page.getByLabel("Text", { exact: true }).fill("- Du planst die Pflege unserer Patientinnen und Patienten");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/job-description\/requirements\/?\?id=/);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await expect(descriptionValue(page)).toHaveValue(/Du planst die Pflege unserer Patientinnen und Patienten/);
});

test("a campaign without a job description offers to generate one on its job ad", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Warehouse&regions=London%2C+England%2C+GB");
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/campaigns/job-ad/?id=${id}`);
  await expect(page.getByRole("link", { name: "Generate a job description" })).toHaveAttribute("href", `/job-description/?id=${id}`);
});

/** Issue 38 §2 (decision 062): a description generated from the menu has its own list, not a campaign row. */
test("a job description generated from the menu is listed under Your job descriptions, not under campaigns", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  await page.getByRole("link", { name: "Your job descriptions" }).click();
  await expect(page).toHaveURL(/\/job-description\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your job descriptions" })).toBeVisible();
  await expect(page.locator(`a[href="/job-description/?id=${campaignId}"]`)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/campaigns");
  await expect(page.locator(`a[href*="${campaignId}"]`)).toHaveCount(0);
});
