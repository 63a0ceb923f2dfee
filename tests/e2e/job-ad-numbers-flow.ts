import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The job ad's number fields (QA): what is typed there reaches the validators and comes back as
 * typed, and each field says one thing at a time — never "at least 1" and "at most 80" together,
 * never a third message run on beside them. Shared by job-ad-numbers.spec.ts (checked in the
 * browser) and job-ad-numbers.no-js.spec.ts (answered by the server).
 */
export const LABELS = {
  hoursMin: /^Hours per week \(minimum\)/,
  hoursMax: /^Hours per week \(maximum\)/,
  years: /^Minimum years of experience/,
  salaryMin: /^Salary from/,
  salaryMax: /^Salary up to/,
} as const;
type Field = keyof typeof LABELS;

const NUMBER = "Enter a number in digits, such as 40 or 37.5";
const belowMin = (min: string) => `Enter at least ${min}: the maximum cannot be below the minimum`;

/** Two rounds: what is typed, and the one message each field shows (null: none). */
export const ROUNDS: { typed: Record<Field, string>; messages: Record<Field, string | null> }[] = [
  {
    typed: { hoursMin: "abc", hoursMax: "-5", years: "1e9", salaryMin: "45.000,00", salaryMax: "40.000" },
    messages: { hoursMin: NUMBER, hoursMax: "Enter a number of at least 1", years: NUMBER, salaryMin: null, salaryMax: belowMin("45,000") },
  },
  {
    // a minimum out of range: its maximum is not also told "at least 100"
    typed: { hoursMin: "100", hoursMax: "81", years: "2.5", salaryMin: "45.000,00", salaryMax: "1e9" },
    messages: {
      hoursMin: "Enter a number of at most 80",
      hoursMax: "Enter a number of at most 80",
      years: "Enter a whole number, such as 3",
      salaryMin: null,
      salaryMax: NUMBER,
    },
  },
];

export const field = (page: Page, name: Field) => page.getByLabel(LABELS[name]);
/** A field's messages: the alerts in its labelled block (FormField). */
const messagesOf = (input: Locator) => input.locator("xpath=..").getByRole("alert");

export async function typeRound(page: Page, typed: Record<Field, string>) {
  for (const [name, value] of Object.entries(typed) as [Field, string][]) {
    const input = field(page, name);
    // text inputs: "abc" or "1e9" is typed as it is, as a person would
    await expect(input).toHaveAttribute("type", "text");
    await input.fill(value);
    await input.press("Tab");
  }
}

export async function expectRound(page: Page, round: (typeof ROUNDS)[number]) {
  for (const [name, expected] of Object.entries(round.messages) as [Field, string | null][]) {
    const input = field(page, name);
    await expect(input, name).toHaveValue(round.typed[name]);
    const messages = messagesOf(input);
    if (expected === null) {
      await expect(messages, name).toHaveCount(0);
    } else {
      await expect(messages, name).toHaveText([expected]);
      await expect(input, name).toHaveAttribute("aria-invalid", "true");
    }
  }
}

/** After "Continue to checkout": the list at the top names each invalid field with its one message. */
export async function expectSummary(page: Page, round: (typeof ROUNDS)[number]) {
  const summary = page.getByRole("alert").filter({ hasText: "Please check these fields:" });
  await expect(summary).toBeVisible();
  const labels: Record<Field, string> = {
    hoursMin: "Hours per week (minimum)",
    hoursMax: "Hours per week (maximum)",
    years: "Minimum years of experience",
    salaryMin: "Salary from",
    salaryMax: "Salary up to",
  };
  // the list follows the page top to bottom: working down it never jumps back up
  const targets = await summary.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
  const inPageOrder = await page.evaluate(
    (ids) =>
      [...ids].sort((a, b) =>
        document.getElementById(a)!.compareDocumentPosition(document.getElementById(b)!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      ),
    targets,
  );
  expect(targets.length).toBeGreaterThan(1);
  expect(targets).toEqual(inPageOrder);
  for (const [name, expected] of Object.entries(round.messages) as [Field, string | null][]) {
    const item = summary.getByRole("listitem").filter({ has: page.getByRole("link", { name: labels[name], exact: true }) });
    if (expected === null) await expect(item, name).toHaveCount(0);
    else await expect(item, name).toHaveText(`${labels[name]}: ${expected}`);
  }
}
