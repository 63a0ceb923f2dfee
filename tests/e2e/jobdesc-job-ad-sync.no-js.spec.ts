import { expect, test } from "@playwright/test";
import { descriptionValue } from "./checkout-flow";
import { login } from "./fixtures";
import { startFromTargetGroup } from "./jobdesc-flow";

/**
 * Decision 068 without JavaScript: the job ad's textarea edits the job description and back; the
 * saved list deletes after its question. The description is generated in a JavaScript context
 * (the dialog's look-ups have their own no-JS tests).
 */
test("without JavaScript: job ad ⇄ generator, and deleting a saved job description", async ({ page, browser }) => {
  test.setTimeout(180_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await startFromTargetGroup(setupPage);
  await setup.close();

  await login(page, "recruiter");
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  const opened = await descriptionValue(page).inputValue();
  expect(opened).toMatch(/^<h3>/);
  await descriptionValue(page).fill(`${opened}<p>Typed into the job ad without JavaScript</p>`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await page.goto(`/job-description/benefits/?id=${campaignId}`);
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/Typed into the job ad without JavaScript/);

  await page.goto(`/job-description/responsibilities/?id=${campaignId}`);
  await page.getByLabel("Text", { exact: true }).fill("- Typed into the generator without JavaScript");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await expect(descriptionValue(page)).toHaveValue(/Typed into the generator without JavaScript/);
  await expect(descriptionValue(page)).toHaveValue(/Typed into the job ad without JavaScript/);

  await page.goto("/job-description");
  const item = page.getByRole("listitem").filter({ has: page.locator(`a[href="/job-description/?id=${campaignId}"]`) });
  await item.locator("summary").click();
  await item.getByRole("button", { name: "Delete job description" }).click();
  await expect(page).toHaveURL(/\/job-description\/?$/);
  await expect(page.getByText("Job description deleted.")).toBeVisible();
  await expect(page.locator(`a[href="/job-description/?id=${campaignId}"]`)).toHaveCount(0);
});
