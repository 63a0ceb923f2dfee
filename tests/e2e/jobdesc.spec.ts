import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { POLL_INTERVAL_MS } from "../../app/lib/jobdesc/constants";
import { login } from "./fixtures";
import { fillRemainingSteps, generateGerman, pdfText, savePdfOptions, startFromTargetGroup } from "./jobdesc-flow";

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

  // the writer needs well under 2 s (integration test); the page then sees it at a 2000 ms poll
  const elapsed = await generateGerman(page);
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

  await text.fill("We need an aggressive rockstar for our young and dynamic team. Native speakers only.");
  await expect(findings.getByText("aggressive")).toBeVisible();
  await expect(findings.getByText("age-biased phrase")).toBeVisible();
  await expect(findings.getByTestId("inclusive-score")).toHaveText("score 60 of 100");

  for (const [language, sample, phrase] of [
    ["de", "Wir suchen Mitarbeiter für unser junges Team, Muttersprachler bevorzugt.", "junges Team"],
    ["nl", "Wij zoeken een verkoopman voor ons jong en dynamisch team.", "jong en dynamisch team"],
  ] as const) {
    // the check follows the chosen language at once
    await page.getByLabel("Language").selectOption(language);
    await page.getByLabel("Text", { exact: true }).fill(sample);
    await expect(findings.getByText(phrase)).toBeVisible();
    await expect(findings.getByText("age-biased phrase")).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});
