import { expect, test } from "@playwright/test";
import { APP_PORT, login, logoutViaUserMenu, openUserMenu, tenantUrl } from "./fixtures";

/** The route gate and account selection (issue 2 §5; spec 1 §2 "Route gate", "Account selection"). */

test("a user with two companies chooses one, sees it in the user menu and switches company", async ({
  page,
}) => {
  await login(page, "multi");
  await expect(page).toHaveURL(/\/select-company$/);
  await expect(page.getByRole("heading", { name: "Choose a company" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Northwind Staffing" })).toBeVisible();
  await page.getByRole("button", { name: "Brightside Health" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
  let menu = await openUserMenu(page);
  await expect(menu).toContainText("Max Keller");
  await expect(menu).toContainText("Brightside Health");
  const switchCompany = menu.getByRole("link", { name: "Switch company" });
  await expect(switchCompany).toBeVisible();
  await switchCompany.click();

  await expect(page).toHaveURL(/\/select-company$/);
  // the current company is marked
  await expect(page.getByRole("button", { name: /Brightside Health/ })).toContainText("Current");
  await page.getByRole("button", { name: /Northwind Staffing/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  menu = await openUserMenu(page);
  await expect(menu).toContainText("Northwind Staffing");
  await expect(menu).not.toContainText("Brightside Health");
});

test("a user with one company is taken there and has no switch-company entry", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText("Northwind Staffing");
  await expect(menu.getByRole("link", { name: "Language" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Log out", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Switch company" })).toHaveCount(0);
  await expect(menu.getByRole("button", { name: "Leave this company" })).toHaveCount(0);
});

test("a user without a webshop company lands on /no-access with register link and logout", async ({
  page,
}) => {
  await login(page, "noshop");
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole("heading", { name: "No organisations" })).toBeVisible();
  await expect(
    page.getByText("Your account is not linked to an organisation that uses Hirewave."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Register your company" })).toHaveAttribute(
    "href",
    /^https?:\/\//,
  );
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
});

test("a company without subscription shows the no-subscription page with logout", async ({
  page,
}) => {
  await login(page, "nosub");
  await expect(page).toHaveURL(/\/no-subscription$/);
  await expect(page.getByRole("heading", { name: "No active subscription" })).toBeVisible();
  // only one company: no switch-company option
  await expect(page.getByRole("link", { name: "Switch company" })).toHaveCount(0);
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
});

test("a company without vacancy_overview is unauthorized: session reset, back on /login with a notice", async ({
  page,
}) => {
  await login(page, "nofeature");
  await expect(page).toHaveURL(/\/login\?reason=unauthorized$/);
  await expect(page.getByRole("alert")).toHaveText(
    "Your account has no access to Hirewave. Sign in with another account or contact support.",
  );
  // the session was reset: the protected area sends to /login again
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("force_auth0 requires the two-factor login: MFA page with logout, then the two-factor login works", async ({
  page,
}) => {
  await login(page, "mfa");
  await expect(page).toHaveURL(/\/mfa-required$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in required" })).toBeVisible();
  await expect(page).toHaveTitle("Two-factor sign-in required | Hirewave");
  // the shell stays closed
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/mfa-required$/);
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });

  await login(page, "mfa", { method: "mfa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu).toContainText("Fortress Finance");
});

test("a consultant enters a company id, acts for the company with a banner, and leaves it", async ({
  page,
}) => {
  await login(page, "consultant", { method: "mfa" });
  await expect(page).toHaveURL(/\/consultant-login$/);
  await expect(page.getByRole("heading", { name: "Consultant login" })).toBeVisible();

  const companyId = page.getByLabel("Company id");
  const submit = page.getByRole("button", { name: "Continue" });
  // the company id is required
  await submit.click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(page).toHaveURL(/\/consultant-login$/);

  // an id without consultant access
  await companyId.fill("00000000-0000-4000-8000-000000000000");
  await submit.click();
  await expect(page.getByText("You have no consultant access to this company.")).toBeVisible();
  await expect(page).toHaveURL(/\/consultant-login$/);

  // the chooser of the consultant's companies
  await expect(page.getByRole("heading", { name: "Your companies" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Brightside Health" })).toBeVisible();
  await page.getByRole("button", { name: "Northwind Staffing" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText("You are signed in as consultant Clara Brandt on behalf of Northwind Staffing."),
  ).toBeVisible();

  const menu = await openUserMenu(page);
  await expect(menu.getByRole("link", { name: "Switch company" })).toHaveCount(0);
  await menu.getByRole("button", { name: "Leave this company" }).click();
  await expect(page).toHaveURL(/\/consultant-login$/);
  await expect(page.getByRole("heading", { name: "Consultant login" })).toBeVisible();
});

test("the company choosers offer Log out: no company needs entering to sign out", async ({ page }) => {
  await login(page, "multi");
  await expect(page).toHaveURL(/\/select-company$/);
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });

  // a consultant who left a company is back on the consultant login, and can sign out there
  await login(page, "consultant", { method: "mfa" });
  await expect(page).toHaveURL(/\/consultant-login$/);
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
  await page.goto("/consultant-login");
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test("a consultant can also enter the tenant slug as company id", async ({ page }) => {
  await login(page, "consultant", { method: "mfa" });
  await expect(page).toHaveURL(/\/consultant-login$/);
  await page.getByLabel("Company id").fill("brightside");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText("You are signed in as consultant Clara Brandt on behalf of Brightside Health."),
  ).toBeVisible();
});

test("a tenant host picks its organisation", async ({ page }) => {
  await login(page, "multi", { path: tenantUrl("brightside", "/dashboard") });
  await expect(page).toHaveURL(tenantUrl("brightside", "/dashboard"));
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu).toContainText("Brightside Health");
  await logoutViaUserMenu(page);
  await expect(page).toHaveURL(tenantUrl("brightside", "/logged-out"));
});

test("a host that is not a tenant is redirected to the main domain", async ({ page }) => {
  await page.goto(tenantUrl("nosuch", "/dashboard?x=1"));
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${APP_PORT}/`));
  // not signed in on the main domain: the login page
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});
