import { expect, test } from "@playwright/test";
import { buildCampaign } from "./checkout-flow";
import { login } from "./fixtures";
import { png } from "../support/images";
import { addCompanyDetails, fillRemainingSteps, generateGerman, pdfImageSizes, pdfText, savePdfOptions } from "./jobdesc-flow";

/**
 * Issue 13 "Done when", without JavaScript: the whole generator — the waiting page refreshes
 * itself until the text is written, every step is a real form post, the PDF a plain download.
 * The campaign is built first in a JavaScript context (the look-ups have their own no-JS tests).
 */
test("without JavaScript: generate (self-refreshing waiting page), steps, validation, PDF", async ({ page, browser }) => {
  test.setTimeout(240_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  const setup = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const setupPage = await setup.newPage();
  await login(setupPage, "recruiter");
  const campaignId = await buildCampaign(setupPage, `E2E jobdesc no-js ${Date.now()}`);
  await setup.close();

  await login(page, "recruiter");
  await page.goto(`/job-description/?id=${campaignId}`);
  await expect(page).toHaveURL(/\/job-description\/responsibilities\/?\?id=/);

  // the server checks the bounds: too short → field message (400)
  await page.getByLabel("Text", { exact: true }).fill("- kurz");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter at least 10 characters.")).toBeVisible();

  await page.getByLabel("Text", { exact: true }).fill("");
  await generateGerman(page);
  await fillRemainingSteps(page);
  // the default template needs company details: the downloads are disabled buttons, the reason beside
  // them; the address itself is refused by the server, which comes back here and says why
  for (const name of ["Download PDF", "Download Word"]) await expect(page.getByRole("button", { name })).toBeDisabled();
  await expect(page.getByTestId("pdf-missing")).toContainText("This template needs company details. Add your company details");
  await page.goto(`/job-description/download/docx?id=${campaignId}`);
  await expect(page).toHaveURL(/\/job-description\/preview\/?\?id=/);
  await expect(page.getByRole("alert")).toContainText("Error fetching PDF: Bad Request. The PDF cannot be made yet:");
  await expect(page.getByRole("alert")).toContainText("This template needs company details.");
  await savePdfOptions(page);
  // the sidebar template needs no company details: the downloads are links again
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/job-description/download/pdf?id=${campaignId}`);
  await expect(page.getByTestId("pdf-missing")).toHaveCount(0);
  // the pdf tab's uploads are plain multipart forms: company details with logo, a footer image
  const fs = await import("node:fs");
  const logo = test.info().outputPath("logo.png");
  fs.writeFileSync(logo, png(90, 30, [200, 30, 30]));
  await addCompanyDetails(page, logo);
  await expect(page.locator('iframe[title="PDF preview"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Open the PDF" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("jobdesc-preview-no-js.png"), fullPage: true });

  const response = await page.request.get(`/job-description/download/pdf?id=${campaignId}`);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const file = test.info().outputPath("no-js.pdf");
  fs.writeFileSync(file, await response.body());
  const text = pdfText(file);
  // the sidebar template with the company details chosen in the form above, and their logo
  for (const expected of ["Deine Aufgaben", "über 80 Beschäftigten", "Zuschüsse für Fortbildungen", "Northwind Pflege GmbH"]) expect(text).toContain(expected);
  expect(pdfImageSizes(file)).toContain("90x30");
});
