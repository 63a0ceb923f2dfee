import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { login } from "./fixtures";
import { deleteDrafts, idOf } from "./vacancy-draft-flow";

/**
 * Start campaign on a vacancy that has a draft: it is continued (or another started on purpose),
 * not copied again; each of the vacancy's campaigns shows its status and date.
 */
const DRAFT_VACANCY_SEARCH = "/vacancies?q=Senior+Software+Developer&regions=Rotterdam%2C+South+Holland%2C+NL";

test("a vacancy with a draft offers Continue draft and Start new campaign; an older page's Start campaign opens the draft", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  const made: string[] = [];
  try {
    await page.goto(DRAFT_VACANCY_SEARCH);
    const card = page.getByTestId("vacancy-list").locator("article").first();
    await expect(card.getByRole("heading")).toHaveText("Senior Software Developer");
    // a second tab keeps the card as it was before the draft
    const older = await page.context().newPage();
    await older.goto(DRAFT_VACANCY_SEARCH);

    await card.getByRole("button", { name: "Start campaign", exact: true }).click();
    await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
    const first = idOf(page);
    made.push(first);

    // the older page still says Start campaign: it opens that draft, and says so, instead of a copy
    await older.getByTestId("vacancy-list").locator("article").first().getByRole("button", { name: "Start campaign", exact: true }).click();
    await expect(older).toHaveURL(new RegExp(`/cb/\\?id=${first}$`));
    await expect(older.getByRole("status").filter({ hasText: "This vacancy already has a draft from" })).toBeVisible();
    await older.close();

    await page.goto(DRAFT_VACANCY_SEARCH);
    const campaigns = card.getByTestId("vacancy-campaigns").getByRole("listitem");
    await expect(campaigns).toHaveCount(1);
    await expect(campaigns.first()).toContainText("Draft");
    await expect(campaigns.first().getByTestId("vacancy-campaign-date")).toHaveText(/^Created on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const continueDraft = card.getByRole("link", { name: /^Continue draft of [A-Z][a-z]{2} \d{1,2}, \d{4}$/ });
    await expect(continueDraft).toHaveAttribute("href", `/cb/?id=${first}`);
    await expect(card.getByRole("button", { name: "Start campaign", exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Start new campaign" }).click();
    await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
    const second = idOf(page);
    made.push(second);
    expect(second).not.toBe(first);

    await page.goto(DRAFT_VACANCY_SEARCH);
    await expect(campaigns).toHaveCount(2);
    // made the same day: the time of day (to the second within one minute) tells them apart
    await expect(campaigns.getByTestId("vacancy-campaign-date")).toHaveText([
      /^Created on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2}(:\d{2})?\s[AP]M$/,
      /^Created on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2}(:\d{2})?\s[AP]M$/,
    ]);
    await expect(continueDraft).toHaveAttribute("href", `/cb/?id=${second}`);
    await continueDraft.click();
    await expect(page).toHaveURL(new RegExp(`/cb/\\?id=${second}$`));
  } finally {
    await deleteDrafts(page, made);
  }
});
