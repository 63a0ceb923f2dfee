import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { login } from "./fixtures";
import { expectJobAdErrorSummary, orderFromVacancy } from "./vacancy-order-flow";

/** Issue 38 §1 with JavaScript: a demo vacancy is ordered without retyping anything. */
test("vacancy → target group → builder → job ad → checkout → order without editing a prefilled field", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  await orderFromVacancy(page, "q=Accountant&regions=Rotterdam%2C+South+Holland%2C+NL", `vac-js-${Date.now()}`);
});

test("job ad: an invalid Continue lists the fields at the top; a link scrolls the field below the header", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  await page.goto("/vacancies?q=Data+Analyst&regions=Berlin%2C+Berlin%2C+DE");
  await page.getByTestId("vacancy-list").locator("article").first().getByRole("button", { name: "Start campaign" }).click();
  await expect(page).toHaveURL(/\/start-campaign\/target-group\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/campaigns/job-ad?id=${id}`);
  await page.getByLabel("Job description").fill("");
  await page.getByLabel("Vacancy page URL").fill("http://localhost:3000/jobs/1");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Vacancy page URL" })).toBeVisible();
  await expectJobAdErrorSummary(page);
  expect(await seriousViolations(page)).toEqual([]);
});
