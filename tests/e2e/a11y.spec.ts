import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { login, openUserMenu } from "./fixtures";

/** axe on the public pages and the shell: no serious or critical WCAG 2 A/AA violations (issue 2 §9). */

test("/login has no serious accessibility violations", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("/login with a notice has no serious accessibility violations", async ({ page }) => {
  await page.goto("/login?reason=unauthorized");
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("/dashboard (signed in) has no serious accessibility violations, also with the menus open", async ({
  page,
}) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator("details").filter({ hasText: "Remaining budget" }).locator("summary").click();
  await expect(page.getByRole("list", { name: "Contracts" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const menu = await openUserMenu(page);
  await menu.getByRole("link", { name: "Language" }).click();
  await expect(page.getByRole("dialog", { name: "Choose your language" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("/logged-out has no serious accessibility violations", async ({ page }) => {
  await page.goto("/logged-out");
  await expect(page.getByRole("heading", { name: "You are logged out" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the not-found page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
