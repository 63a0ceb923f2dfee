import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { png } from "../support/images";
import { seriousViolations } from "./axe";
import { POLL_INTERVAL_MS } from "../../app/lib/jobdesc/constants";
import { login } from "./fixtures";
import { addCompanyDetails, fillRemainingSteps, generateGerman, pdfImageSizes, pdfText, savePdfOptions, startFromTargetGroup } from "./jobdesc-flow";

/**
 * Issue 13 "Done when", with JavaScript: the demo recruiter (Northwind has the generator) starts
 * a campaign, opens the generator from the target-group form, generates German informal texts
 * with the embedded writer, fills company and benefits, picks a template and downloads a PDF
 * whose text holds the sections. axe on every step; inclusive-language findings in en, de, nl.
 */
test("generator end to end: generate in German, steps, PDF with the sections", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  const campaignId = await startFromTargetGroup(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("jobdesc-responsibilities.png"), fullPage: true });

  // the writer needs well under 2 s (integration test) and the first poll waits for it; a busy
  // machine (2 cores, other suites) gets two of the spec's 2000 ms polls as slack
  const elapsed = await generateGerman(page);
  // printed so a run on a quiet machine shows the figure the issue asks for (≤ 2 s)
  console.log(`generation: click to German text in ${elapsed} ms`);
  expect(elapsed).toBeLessThan(2 * POLL_INTERVAL_MS + 2_000);
  await expect(page.getByText("Suggestions:")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("jobdesc-generated.png"), fullPage: true });

  await fillRemainingSteps(page);
  // the step bar is gone on preview; earlier steps were done and clickable
  await expect(page.getByRole("navigation", { name: "Job-description steps" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await savePdfOptions(page);
  await page.screenshot({ path: test.info().outputPath("jobdesc-preview.png"), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("Pflegefachkraft.pdf");
  const text = pdfText((await download.path())!);
  for (const expected of ["Pflegefachkraft", "Deine Aufgaben", "Das bringst du mit:", "über 80 Beschäftigten", "Zuschüsse für Fortbildungen", "München", "Dein Team von Northwind"]) {
    expect(text).toContain(expected);
  }
  const [word] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Word" }).click()]);
  expect(word.suggestedFilename()).toBe("Pflegefachkraft.docx");

  // coming back restores the saved step
  await page.goto(`/job-description/?id=${campaignId}`);
  await expect(page).toHaveURL(/\/job-description\/preview\/?\?id=/);
  // axe on the other steps too (responsibilities, preview and company are checked above/below)
  for (const step of ["requirements", "benefits"]) {
    await page.goto(`/job-description/${step}/?id=${campaignId}`);
    expect(await seriousViolations(page), step).toEqual([]);
  }
  // a done step is a link in the step bar
  await page.goto(`/job-description/benefits/?id=${campaignId}`);
  await page.getByRole("link", { name: /Company/ }).click();
  await expect(page).toHaveURL(/\/job-description\/company\/?\?id=/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("inclusive-language findings appear while typing, in en, de and nl", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  await startFromTargetGroup(page);
  const text = page.getByLabel("Text", { exact: true });
  const findings = page.locator("#jobdesc-inclusive");
  // the target-group form generated a first text (issue 42 §1): start from an empty one
  await text.fill("");
  await expect(findings.getByTestId("inclusive-score")).toHaveText("no score for an empty text");
  await text.fill("He is an aggressive, competitive, dominant rockstar for our young and dynamic team. Native speakers only.");
  // a finding's words are marked, and its sentence is quoted under it (issue 50 §9)
  await expect(findings.locator("li[data-category=masculine] mark", { hasText: "aggressive" })).toBeVisible();
  await expect(findings.locator("li[data-category=masculine] q").first()).toHaveText(/^He is an aggressive, competitive/);
  await expect(findings.getByText("gendered pronoun for the candidate")).toBeVisible();
  await expect(findings.getByText("age-biased phrase")).toBeVisible();
  // every coded word the balance counts is named (issue 50 §9)
  await expect(findings.locator("li[data-kind=masculine] mark")).toHaveText(["aggressive", "competitive", "dominant"]);
  // He 15, four masculine-coded words 4 × 5, age 15, exclusion 15
  await expect(findings.getByTestId("inclusive-score")).toHaveText("score 35 of 100");

  for (const [language, sample, phrase] of [
    ["de", "Wir suchen Mitarbeiter für unser junges Team, Muttersprachler bevorzugt.", "junges Team"],
    ["nl", "Wij zoeken een verkoopman voor ons jong en dynamisch team.", "jong en dynamisch team"],
  ] as const) {
    // the check follows the chosen language at once
    await page.getByLabel("Language").selectOption(language);
    await page.getByLabel("Text", { exact: true }).fill(sample);
    await expect(findings.locator("li[data-category=age] mark", { hasText: phrase })).toBeVisible();
    await expect(findings.getByText("age-biased phrase").first()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("pdf tab: job-title suggestions while typing, PDF error message, company details with logo, header image, embedded PDF", async ({ page }) => {
  test.setTimeout(150_000);
  const frameErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /frame|Content Security Policy/i.test(m.text())) frameErrors.push(m.text());
  });
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);

  // spec 2 §3 "job title (with suggestions)": the catalogue's titles fill the field's list while typing
  const suggestions = page.getByTestId("jobdesc-title-suggestions").locator("option");
  // the list also holds the occupation's own suggestions from the start: wait for the typed text's
  const listed = () => suggestions.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).join(" | "));
  await expect(async () => {
    await page.getByLabel("Job title").fill("");
    await page.getByLabel("Job title").fill("Krankenpfl");
    await expect.poll(listed, { timeout: 3_000 }).toMatch(/Krankenpfl/i);
  }).toPass({ timeout: 30_000 });

  // the default template needs company details: no download is offered yet, and beside the
  // buttons the page says what is missing (QA 2026-12-04: the link was active and led to an error)
  await page.goto(`/job-description/preview/?id=${campaignId}`);
  for (const name of ["Download PDF", "Download Word"]) {
    await expect(page.getByRole("button", { name })).toBeDisabled();
    await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(/^The PDF can be previewed and downloaded once the PDF options are complete:\s*This template needs company details\./);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  await expect(page.getByTestId("pdf-missing")).toContainText("This template needs company details. Add your company details");
  await expect(page.locator('iframe[title="PDF preview"]')).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // spec 2 §8: the server still refuses it (an old tab, a bookmark) and the preview says why
  await page.goto(`/job-description/download/pdf?id=${campaignId}`);
  await expect(page).toHaveURL(/\/job-description\/preview\/?\?id=/);
  await expect(page.getByRole("alert")).toContainText("Error fetching PDF: Bad Request");
  await expect(page.getByRole("alert")).toContainText("This template needs company details.");

  // the company-details form of the pdf tab, with the checkout's logo upload
  const logo = test.info().outputPath("logo.png");
  fs.writeFileSync(logo, png(120, 40, [200, 30, 30]));
  await page.getByRole("link", { name: "New company details" }).click();
  expect(await seriousViolations(page), "company-details dialog").toEqual([]);
  await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await addCompanyDetails(page, logo);
  await expect(page.getByRole("img", { name: "Logo of the chosen company details" })).toBeVisible();

  // spec 2 §3: a header image saved for the company
  const header = test.info().outputPath("header.png");
  fs.writeFileSync(header, png(500, 70, [30, 90, 200]));
  await page.getByLabel("Header image", { exact: true }).setInputFiles(header);
  await page.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("Images saved.")).toBeVisible();

  await page.getByRole("button", { name: "Save PDF options" }).click();
  await expect(page.getByText("PDF options saved.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // the PDF embedded by our own page (frame-ancestors 'self' for this file only), with a link beside it
  await expect(page.locator('iframe[title="PDF preview"]')).toBeVisible();
  const inline = await page.request.get(`/job-description/download/pdf?id=${campaignId}&inline=1`);
  expect([inline.status(), inline.headers()["content-type"], inline.headers()["x-frame-options"]]).toEqual([200, "application/pdf", "SAMEORIGIN"]);
  expect(inline.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  // Chrome's viewer puts the PDF in an <embed>: the pages' object-src 'none' would leave the frame empty
  expect(inline.headers()["content-security-policy"]).not.toContain("object-src 'none'");
  await expect(page.getByRole("link", { name: "Open the PDF" })).toBeVisible();
  expect(await seriousViolations(page), "preview").toEqual([]);
  await page.screenshot({ path: test.info().outputPath("jobdesc-pdf-tab.png"), fullPage: true });
  expect(frameErrors).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  const file = (await download.path())!;
  expect(pdfText(file)).toContain("Northwind Pflege GmbH");
  // logo and header image; no QR code while the campaign is pending and its job ad names no vacancy
  // page or application address: the job page is not online yet (issue 50 §10). The company's footer
  // image may be another test's (generator images are the company's), so only these are checked.
  const images = pdfImageSizes(file);
  expect(images).toEqual(expect.arrayContaining(["120x40", "500x70"]));
  expect(images).not.toContain("240x240");
});
