import { expect, test } from "@playwright/test";
import {
  accounts,
  completeIdpLogin,
  login,
  openUserMenu,
  readCompanyIdFromChooser,
} from "./fixtures";

/** Sign-in and sign-out through the real bundled IdP (issue 2 §4, §9; spec 1 §2 public routes, §4). */

test("signs in through the IdP and lands on the dashboard with the shell and the budget dropdown", async ({
  page,
}) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle("Dashboard | Hirewave");
  await expect(page.getByRole("heading", { level: 1, name: "My campaigns" })).toBeVisible();

  // budget dropdown: the selected entry (index 0 = earliest end date) is shown closed
  const budget = page.locator("details").filter({ hasText: "Remaining budget" });
  await expect(budget.locator("summary")).toContainText("€4,800");
  await budget.locator("summary").click();
  const contracts = budget.getByRole("list", { name: "Contracts" });
  await expect(contracts).toBeVisible();
  await expect(contracts.getByRole("listitem")).toHaveCount(2);
  const graduate = contracts.getByRole("button", { name: /Graduate hiring Q1/ });
  await expect(graduate).toContainText("Expires Mar 31, 2027");
  await expect(graduate).toContainText("€4,800");
  await expect(graduate).toHaveAttribute("aria-current", "true");
  const annual = contracts.getByRole("button", { name: /Annual job marketing 2027/ });
  await expect(annual).toContainText("Expires Jun 30, 2027");
  await expect(annual).toContainText("€12,500");

  // choosing an entry selects it and closes the list: the selection is the browser's state (spec 1
  // §2), so a click before React has hydrated the button reaches no handler (CI at load 15)
  await expect.poll(() => annual.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps")))).toBe(true);
  await annual.click();
  await expect(contracts).toBeHidden();
  await expect(budget.locator("summary")).toContainText("€12,500");
});

test("a remembered deep link is restored after login", async ({ page }) => {
  await login(page, "recruiter", { path: "/dashboard?foo=bar" });
  await expect(page).toHaveURL(/\/dashboard\?foo=bar$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
});

test("/login redirects to the dashboard when already signed in", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
});

test("logout goes through /logging-out to /logged-out and ends the IdP session", async ({
  page,
}) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);

  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  const menu = await openUserMenu(page);
  await menu.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
  expect(seen).toContain("/logging-out");

  await expect(page).toHaveTitle("You are logged out | Hirewave");
  await expect(page.getByRole("heading", { name: "You are logged out" })).toBeVisible();
  await expect(
    page.getByText("Thanks for using Hirewave. Sign in again whenever you are ready."),
  ).toBeVisible();

  // the protected area is closed again
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/logged-out");

  // a new login asks for the password again: the IdP session ended too
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await completeIdpLogin(page, accounts.recruiter);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("without logout the IdP session signs the user in again without a password (control)", async ({
  page,
  context,
}) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  // forget only the app's session; the IdP's cookies stay
  await context.clearCookies({ name: "__hirewave" });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
});

test("/qprofile?companyId= signs in with that company chosen", async ({ page, browser }) => {
  // the company id: read from the chooser of the user with two companies
  await login(page, "multi");
  const brightsideId = await readCompanyIdFromChooser(page, "Brightside Health");

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(`/qprofile?companyId=${brightsideId}`);
    await completeIdpLogin(other, accounts.multi);
    // no chooser: the preselected company is taken
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByRole("heading", { name: "My campaigns" })).toBeVisible();
    const menu = await openUserMenu(other);
    await expect(menu).toContainText("Brightside Health");
    await expect(menu).not.toContainText("Northwind Staffing");
  } finally {
    await fresh.close();
  }
});

test("an error from the IdP on the callback returns to /login with a notice", async ({ page }) => {
  await page.goto("/auth/standard/callback?error=access_denied&state=x");
  await expect(page).toHaveURL(/\/login\?error=callback$/);
  await expect(page.getByRole("alert")).toHaveText("Sign-in did not complete. Please try again.");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("cancelling at the IdP returns to /login with a notice", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("button", { name: "Cancel and return to Hirewave" }).click();
  await expect(page).toHaveURL(/\/login\?error=callback$/);
  await expect(page.getByRole("alert")).toHaveText("Sign-in did not complete. Please try again.");
});

test("the login page shows the tagline, both methods and the terms and privacy notice", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Sign in to Hirewave | Hirewave");
  await expect(page.getByText("Hire Smarter Faster")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Sign in with two-factor authentication" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "terms of use" })).toHaveAttribute("href", /terms/);
  await expect(page.getByRole("link", { name: "privacy notice" })).toHaveAttribute(
    "href",
    /privacy/,
  );
});

test("log out everywhere ends the sessions on other devices; a copied cookie of an ended session is refused", async ({
  page,
  browser,
}) => {
  // the two-factor account: few other tests use it, and this one ends all of its sessions
  await login(page, "mfa", { method: "mfa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "__hirewave")!;
  // the cookie carries only a signed random id: no token inside
  expect(decodeURIComponent(cookie.value)).not.toMatch(/eyJ/);

  // a second device of the same account
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await login(second, "mfa", { method: "mfa" });
    await expect(second).toHaveURL(/\/dashboard$/);

    // a copy of the first device's cookie works while the session lives
    const copy = await browser.newContext();
    await copy.addCookies([cookie]);
    const copied = await copy.newPage();
    await copied.goto("/campaigns");
    await expect(copied).toHaveURL(/\/campaigns$/);

    const menu = await openUserMenu(second);
    await menu.getByRole("button", { name: "Log out everywhere" }).click();
    await expect(second).toHaveURL(/\/logged-out$/, { timeout: 15_000 });

    // both the first device and the copied cookie are signed out at once
    // (the page asked for rides along to the sign-in: issue 36 §4)
    await page.goto("/campaigns");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcampaigns$/);
    await copied.goto("/campaigns");
    await expect(copied).toHaveURL(/\/login\?returnTo=%2Fcampaigns$/);
    await copy.close();
  } finally {
    await other.close();
  }
});
