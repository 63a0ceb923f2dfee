import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { descriptionField, descriptionValue } from "./checkout-flow";
import { login } from "./fixtures";
import { startFromTargetGroup } from "./jobdesc-flow";

/** Decision 068: screenshots at a desktop width and at 390 px, kept with the test's output. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Issue 38 §2, decision 068: the job ad and its job description are one text until the order. */
test("an edit in the job ad's editor appears in the generator, and the generator's edit in the job ad", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  const editor = await descriptionField(page);
  // the end of the last bullet, as a user clicks it (Control+End after a click in the middle of the
  // editor sometimes left the caret where the click had put it, and the line landed mid-text)
  await editor.getByText("Paid training and certification").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Written in the job ad editor");
  await expect(descriptionValue(page)).toHaveValue(/Written in the job ad editor/);
  await shoot(page, "job-ad");
  // the autosave's own "saved" may already show: wait for the Save's answer before leaving the page
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && /intent(=|"\r\n\r\n)save\b/.test(r.request().postData() ?? ""),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(page.getByRole("status").getByText("Your changes are saved.")).toBeVisible();

  // the last section (the company's saved benefits text follows the generated ones) took the new line
  await page.goto(`/job-description/benefits/?id=${campaignId}`);
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/Written in the job ad editor/);
  await expect(page.getByText("This text was last edited in the campaign’s job ad.", { exact: false })).toBeVisible();
  await page.getByLabel("Text", { exact: true }).fill("- Written in the generator, shown in the job ad");
  // leave only once the step's save has answered (a navigation started at once could cancel it)
  const stepSaved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/job-description/benefits"));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await stepSaved).status()).toBeLessThan(400);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await expect(descriptionValue(page)).toHaveValue(/<li>(<p>)?Written in the generator, shown in the job ad/);
  await expect(descriptionValue(page)).not.toHaveValue(/Written in the job ad editor/);
});

/** Decision 068: the saved descriptions are in the main menu, and each can be deleted after a question. */
test("Job descriptions in the main menu: the list, its delete with a confirmation, no serious axe findings", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  // the one-line menu has room for it from 1536 px; narrower, the user menu has it
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.getByRole("navigation", { name: "Main menu" }).first().getByRole("link", { name: "Job descriptions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your job descriptions" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.locator(`a[href="/job-description/?id=${campaignId}"]`) });
  await item.locator("summary").click();
  await expect(item.getByRole("button", { name: "Delete job description" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "job-descriptions");
  await item.getByRole("button", { name: "Delete job description" }).click();
  await expect(page.getByText("Job description deleted.")).toBeVisible();
  await expect(page.locator(`a[href="/job-description/?id=${campaignId}"]`)).toHaveCount(0);
  // at 1280 px the user menu has the entry
  await page.locator("summary", { hasText: "Your account" }).click();
  await expect(page.getByRole("link", { name: "Job descriptions" })).toHaveAttribute("href", "/job-description");
});
