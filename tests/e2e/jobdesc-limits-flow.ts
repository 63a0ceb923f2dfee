import { expect, type Page } from "@playwright/test";

/**
 * QA: the step's text says "At most 2000 characters", which held only without the AI option —
 * "Generate" (and "Next" with the old AI flag) took any length. The textarea carries the limit as
 * maxlength; a longer text sent anyway (the attribute removed, as a script or an old page would)
 * is refused with the field's message, the text and the instructions kept, nothing generated.
 * Shared by jobdesc-limits.spec.ts and jobdesc-limits.no-js.spec.ts.
 */
export const LONG_TEXT = `- ${"Erfahrung in der Intensivpflege. ".repeat(70)}`.trim();
export const INSTRUCTIONS = "duzen, Drei-Schicht-Dienst";

export async function generateTooLong(page: Page, campaignId: string) {
  expect(LONG_TEXT.length).toBeGreaterThan(2000);
  await page.goto(`/job-description/requirements/?id=${campaignId}`);
  const text = page.getByLabel("Text", { exact: true });
  await expect(text).toHaveAttribute("maxlength", "2000");
  await expect(page.getByText("At most 2000 characters.")).toBeVisible();
  // typing stops at the limit
  await text.fill(LONG_TEXT);
  await expect.poll(async () => (await text.inputValue()).length).toBe(2000);

  await text.evaluate((textarea) => textarea.removeAttribute("maxlength"));
  await text.fill(LONG_TEXT);
  await page.getByLabel(/^Instructions for the writer/).fill(INSTRUCTIONS);
  await page.getByRole("button", { name: "Generate", exact: true }).click();
}

export async function expectRefused(page: Page, campaignId: string) {
  await expect(page.getByText("Please enter at most 2000 characters.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-description/requirements/?\\?id=${campaignId}`));
  await expect(page.getByLabel(/^Instructions for the writer/)).toHaveValue(INSTRUCTIONS);
  await expect.poll(async () => (await page.getByLabel("Text", { exact: true }).inputValue()).replace(/\s+/g, " ")).toBe(LONG_TEXT.replace(/\s+/g, " "));
  await expect(page.getByLabel("Text", { exact: true })).toHaveAttribute("aria-invalid", "true");
}
