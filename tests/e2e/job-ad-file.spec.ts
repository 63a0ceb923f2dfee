import path from "node:path";
import { expect, test } from "@playwright/test";
import { buildCampaign, fillJobAd } from "./checkout-flow";
import { chooseCompanyIfAsked, login, withAccountLock } from "./fixtures";

/**
 * Issue 42 §12 with JavaScript (the form posts through Remix with its file): at Brightside Health (PDF/Word upload switched on) the job ad is
 * a multipart form with one file input; a PNG is refused with a field message, a PDF is kept and
 * linked (the switch off is covered by tests/integration/job-ad-file.test.ts).
 */
const PDF = path.join(import.meta.dirname, "fixtures", "job-ad.pdf");
const PNG = path.join(import.meta.dirname, "fixtures", "logo.png");

test("with JavaScript: the job ad's PDF/Word upload refuses a PNG and keeps a PDF", async ({ page }) => {
  test.setTimeout(240_000);
  expect(test.info().project.use.javaScriptEnabled).not.toBe(false);
  const name = `E2E job-ad file ${Date.now()}`;
  await withAccountLock("multi", async () => {
    await login(page, "multi");
    await chooseCompanyIfAsked(page, "Brightside Health");
    const campaignId = await buildCampaign(page, name);
    await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
    const file = page.getByLabel("PDF or Word file (.pdf, .docx)");
    await expect(file).toBeVisible();
    await file.setInputFiles(PNG);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Unsupported files: image/png").first()).toBeVisible();

    await page.getByLabel("PDF or Word file (.pdf, .docx)").setInputFiles(PDF);
    await fillJobAd(page, campaignId, name);
    await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
    // the stored name is sanitised as upload names are (spec 1 §5: "-" becomes "_")
    await expect(page.getByRole("link", { name: "job_ad.pdf" })).toHaveAttribute("href", `/campaigns/${campaignId}/job-ad-file`);
  });
});
