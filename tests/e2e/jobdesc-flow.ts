import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { chooseTargetGroup } from "./checkout-flow";

/**
 * Shared steps of the job-description generator e2e tests (issue 13 "Done when"): open the
 * generator from the start-campaign dialog, fill the steps, download the PDF and read its text.
 */
export async function startFromTargetGroup(page: Page, targetGroup?: Parameters<typeof chooseTargetGroup>[1]) {
  const dialog = await chooseTargetGroup(page, targetGroup);
  // spec 1 §4 (issue 42 §1): the form starts a generation and the flow waits in loading status
  const waiting = page.waitForRequest(/status=loading/);
  await dialog.getByRole("button", { name: "Generate a job description" }).click();
  expect((await waiting).url()).toMatch(/\/job-description(\/|\.data)\?status=loading&id=[0-9a-f-]{36}&gen=[0-9a-f-]{36}&attempt=1$/);
  await expect(page).toHaveURL(/\/job-description\/responsibilities\/?\?id=[0-9a-f-]{36}/, { timeout: 20_000 });
  // the address changes when the navigation commits; the page follows once its texts are loaded,
  // and until then the start-campaign dialog (with its own "Job title") is still on screen (CI)
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeVisible();
  return new URL(page.url()).searchParams.get("id")!;
}

/** Settings German, informal, job title Pflegefachkraft; "Generate"; back on the step with text. */
export async function generateGerman(page: Page) {
  await page.getByLabel("Job title").fill("Pflegefachkraft");
  await page.getByLabel("Language").selectOption("de");
  await page.getByLabel("Tonality").selectOption("informal");
  // the action sends the browser to the waiting page (passed at once when the writer is already done)
  const waiting = page.waitForRequest(/status=loading/);
  const clicked = Date.now();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  expect((await waiting).url()).toMatch(/\/job-description(\/|\.data)\?status=loading&id=[0-9a-f-]{36}&gen=[0-9a-f-]{36}&attempt=1$/);
  await expect(page).toHaveURL(/\/job-description\/responsibilities\/?\?id=/, { timeout: 35_000 });
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/- (Du|Sie) \S+/);
  return Date.now() - clicked;
}

export async function fillRemainingSteps(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/job-description\/requirements\/?\?id=/);
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(/Das bringst du mit:/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/job-description\/company\/?\?id=/);
  await page.getByLabel("Text", { exact: true }).fill("Wir sind ein ambulanter Pflegedienst in München mit über 80 Beschäftigten.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/job-description\/benefits\/?\?id=/);
  await page.getByLabel("Text", { exact: true }).fill("- 30 Tage Urlaub\n- Zuschüsse für Fortbildungen");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/job-description\/preview\/?\?id=/);
}

/** The sidebar template lists locations and needs no company details. */
export async function savePdfOptions(page: Page) {
  await page.getByRole("radio", { name: /^Sidebar/ }).check();
  await page.getByRole("textbox", { name: /^Locations/ }).fill("München\nBerlin");
  await page.getByLabel("Signature").fill("Dein Team von Northwind");
  await page.getByRole("button", { name: "Save PDF options" }).click();
  await expect(page.getByText("PDF options saved.")).toBeVisible();
}

/** The PDF's text (pdftotext -layout); `crop` options such as ["-x", "0", "-W", "172"] read one region. */
export function pdfText(file: string, crop: string[] = []) {
  return execFileSync("pdftotext", ["-layout", ...crop, file, "-"], { encoding: "utf8" });
}

/** The pdf tab's company-details form (a dialog addressable by URL): name, city and a PNG logo. */
export async function addCompanyDetails(page: Page, logoFile: string) {
  await page.getByRole("link", { name: "New company details" }).click();
  const dialog = page.getByRole("dialog", { name: "New company details" });
  await dialog.getByLabel("Company name").fill("Northwind Pflege GmbH");
  await dialog.getByLabel("City").fill("Köln");
  await dialog.getByLabel(/^Logo/).setInputFiles(logoFile);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Company details")).toHaveValue(/[0-9a-f-]{36}/);
}

/** Sizes of the images in a PDF (poppler's pdfimages; pdfkit adds an "smask" entry for alpha). */
export function pdfImageSizes(file: string) {
  return execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === "image")
    .map((cols) => `${cols[3]}x${cols[4]}`);
}
