import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { descriptionField, descriptionValue } from "./checkout-flow";
import { login, startCampaignOnVacancy } from "./fixtures";
import { expectJobAdErrorSummary, orderFromVacancy } from "./vacancy-order-flow";

/** Issue 38 §1 with JavaScript: a demo vacancy is ordered without retyping anything. */
test("vacancy → target group → builder → job ad → checkout → order without editing a prefilled field", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  await orderFromVacancy(page, "q=Accountant&regions=Rotterdam%2C+South+Holland%2C+NL", `vac-js-${Date.now()}`);
});

test("job ad: an invalid Continue lists the fields at the top; a link scrolls the field below the header", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Data+Analyst&regions=Berlin%2C+Berlin%2C+DE");
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/campaigns/job-ad?id=${id}`);
  await (await descriptionField(page)).fill("");
  await page.getByLabel("Vacancy page URL").fill("http://localhost:3000/jobs/1");
  // leave the field first: its message appears on blur and moves the button under a pending click
  await page.getByLabel("Vacancy page URL").blur();
  await expect(page.getByText("Enter a web address starting with http, https or ftp (no private addresses)")).toBeVisible();
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Vacancy page URL" })).toBeVisible();
  await expectJobAdErrorSummary(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("job ad: the rich-text editor writes headings and bold into the form; the preview sits beside it (issue 38 §8)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Warehouse&regions=Munich%2C+Bavaria%2C+DE");
  await startCampaignOnVacancy(page.getByTestId("vacancy-list").locator("article").first());
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  await page.goto(`/campaigns/job-ad?id=${new URL(page.url()).searchParams.get("id")}`);
  await expect(page.getByTestId("rich-text-editor")).toBeVisible();
  await expect(descriptionValue(page)).toBeHidden();
  // headings, bold, lists and links only: what the sanitiser keeps
  await expect(page.getByRole("toolbar", { name: "Formatting" }).getByRole("button")).toHaveText(["Heading", "Bold", "Bullet list", "Numbered list", "Link"]);
  const editor = await descriptionField(page);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  // tiptap gives the focus back to the editor a frame after a toolbar click: typing waits for it,
  // else the first keys go to the button (CI once lost "Car")
  await page.getByRole("button", { name: "Heading" }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("Your tasks");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("Caring for patients");
  await expect(descriptionValue(page)).toHaveValue("<h3>Your tasks</h3><p><strong>Caring for patients</strong></p>");
  const preview = page.getByTestId("job-ad-preview");
  await expect(preview.locator("h3")).toHaveText("Your tasks");
  const [box, previewBox] = [await editor.boundingBox(), await preview.boundingBox()];
  expect(previewBox!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
  expect(await seriousViolations(page)).toEqual([]);
  // the draft autosaves what the editor wrote
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await page.reload();
  await expect(descriptionValue(page)).toHaveValue("<h3>Your tasks</h3><p><strong>Caring for patients</strong></p>");
});
