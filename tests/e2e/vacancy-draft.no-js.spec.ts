import { expect, test } from "@playwright/test";
import { login } from "./fixtures";
import { deleteDrafts, idOf } from "./vacancy-draft-flow";

/** The vacancy's draft without JavaScript: Continue draft is a link, Start new campaign a form. */
test("without JavaScript: a vacancy's page continues its draft or starts another, each campaign dated", async ({ page }) => {
  test.setTimeout(120_000);
  expect(test.info().project.use.javaScriptEnabled).toBe(false);
  await login(page, "recruiter");
  const made: string[] = [];
  try {
    await page.goto("/vacancies?q=Sales+Manager&regions=Amsterdam%2C+North+Holland%2C+NL");
    await page.getByTestId("vacancy-list").locator("article").first().getByRole("heading").getByRole("link", { name: "Sales Manager" }).click();
    await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
    const vacancyUrl = page.url();
    await page.getByRole("button", { name: "Start campaign", exact: true }).click();
    await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
    const first = idOf(page);
    made.push(first);

    await page.goto(vacancyUrl);
    const campaigns = page.getByTestId("vacancy-campaigns").getByRole("listitem");
    await expect(campaigns).toHaveCount(1);
    await expect(campaigns.first()).toContainText("Draft");
    await expect(campaigns.first().getByTestId("vacancy-campaign-date")).toHaveText(/^Created on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByRole("button", { name: "Start campaign", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: /^Continue draft of / }).click();
    await expect(page).toHaveURL(new RegExp(`/cb/\\?id=${first}$`));

    await page.goto(vacancyUrl);
    await page.getByRole("button", { name: "Start new campaign" }).click();
    await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
    const second = idOf(page);
    made.push(second);
    expect(second).not.toBe(first);
    await page.goto(vacancyUrl);
    await expect(campaigns).toHaveCount(2);
    await expect(page.getByRole("link", { name: /^Continue draft of / })).toHaveAttribute("href", `/cb/?id=${second}`);
  } finally {
    await deleteDrafts(page, made);
  }
});
