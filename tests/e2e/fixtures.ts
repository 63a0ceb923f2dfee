import { generateTOTP } from "@epic-web/totp";
import { expect, type Page } from "@playwright/test";
import { DEMO_TOTP_SECRET } from "../../idp/demo-accounts";

export const DEMO_PASSWORD = "Hirewave!demo1";

export const accounts = {
  recruiter: "recruiter@hirewave.demo",
  approver: "approver@hirewave.demo",
  multi: "multi@hirewave.demo",
  consultant: "consultant@hirewave.demo",
  noshop: "noshop@hirewave.demo",
  nosub: "nosub@hirewave.demo",
  mfa: "mfa@hirewave.demo",
  nofeature: "nofeature@hirewave.demo",
} as const;

export async function totpCode() {
  const { otp } = await generateTOTP({ secret: DEMO_TOTP_SECRET, algorithm: "SHA-1", digits: 6, period: 30 });
  return otp;
}

/** Fills the bundled IdP's forms (password, then the TOTP step when it appears). */
export async function completeIdpLogin(page: Page, email: string, options: { expectTotp?: boolean } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (options.expectTotp) {
    await page.getByLabel("One-time code").fill(await totpCode());
    await page.getByRole("button", { name: /verify|continue|sign in/i }).click();
  }
}

/**
 * Signs in through /login and the real IdP. `method: "mfa"` uses the two-factor login for assigned
 * customers. Starts from `path` (default /login), so deep links can be tested.
 */
export async function login(
  page: Page,
  account: keyof typeof accounts,
  options: { method?: "standard" | "mfa"; path?: string } = {},
) {
  const method = options.method ?? "standard";
  await page.goto(options.path ?? "/login");
  await expect(page).toHaveURL(/\/login/);
  const button =
    method === "mfa"
      ? page.getByRole("button", { name: "Sign in with two-factor authentication" })
      : page.getByRole("button", { name: "Sign in", exact: true });
  await button.click();
  await completeIdpLogin(page, accounts[account], { expectTotp: method === "mfa" || account === "mfa" });
}
