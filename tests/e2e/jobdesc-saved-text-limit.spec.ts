import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { LONG_TEXT } from "./jobdesc-limits-flow";

/**
 * spec 2 §5: "Generate" on one AI step sends the other AI step's saved text to the writer too. A
 * draft over 2000 characters kept there by "Save" is not sent: "Generate" stays on the page with a
 * link to the step, which opens with the field's message; nothing is generated.
 */
test("job description: Generate refuses the other step's saved draft over 2000 characters and links to it", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await buildCampaign(page, `E2E jobdesc saved limit ${Date.now()}`);
  const generating = [] as string[];
  page.on("request", (request) => {
    if (/status=loading/.test(request.url())) generating.push(request.url());
  });
  const text = page.getByLabel("Text", { exact: true });
  const hydrated = () => text.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")));

  // a draft over the maximum kept by Save (the textarea's maxlength removed, as a script or an old page would)
  await page.goto(`/job-description/requirements/?id=${campaignId}`);
  await expect.poll(hydrated).toBe(true);
  await text.evaluate((textarea) => textarea.removeAttribute("maxlength"));
  await text.fill(LONG_TEXT);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // the step opens again with the field's message on the saved text
  await expect(page.getByText("Please enter at most 2000 characters.")).toBeVisible();
  await expect(text).toHaveAttribute("aria-invalid", "true");

  await page.goto(`/job-description/responsibilities/?id=${campaignId}`);
  await expect.poll(hydrated).toBe(true);
  await expect(page.getByText("Please enter at most 2000 characters.")).toHaveCount(0);
  await text.fill("- Patientinnen und Patienten betreuen");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const link = page.getByRole("link", { name: "Shorten “Requirements” to at most 2000 characters" });
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-description/responsibilities/?\\?id=${campaignId}`));
  await expect(text).toHaveValue("- Patientinnen und Patienten betreuen");
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: test.info().outputPath("jobdesc-saved-limit-generate.png"), fullPage: true });

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/job-description/requirements/?\\?id=${campaignId}`));
  await expect(page.getByText("Please enter at most 2000 characters.")).toBeVisible();
  expect(generating).toEqual([]);
});
