/**
 * Demo accounts of the bundled identity provider. scripts/seed.ts creates the matching users,
 * companies and memberships in the app database, keyed by the same `sub`.
 * Every account's password is "Hirewave!demo1" (README); only its scrypt hash is stored here.
 * Every account's TOTP secret (for the two-factor client) is DEMO_TOTP_SECRET.
 */
export const DEMO_PASSWORD_HASH =
  "scrypt$20e6ef0824a5cbee6aca08620c60a8fb$a859e5281cb0e145ba937492c404868121d833ff705a8008441fc8bea2ed0725";

/** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) shared by the demo accounts. */
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export interface DemoAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  locale: string;
  roles: string[];
  /** Consultant access on the organisation claim marks an impersonator (spec 1 §6). */
  consultant?: boolean;
  /** The account always needs the TOTP step, whichever client is used. */
  mfaRequired?: boolean;
  passwordHash: string;
  totpSecret: string;
}

const account = (a: Omit<DemoAccount, "passwordHash" | "totpSecret">): DemoAccount => ({
  ...a,
  passwordHash: DEMO_PASSWORD_HASH,
  totpSecret: DEMO_TOTP_SECRET,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  account({ sub: "demo-recruiter", email: "recruiter@hirewave.demo", givenName: "Rita", familyName: "Jansen", locale: "en-US", roles: [] }),
  account({ sub: "demo-approver", email: "approver@hirewave.demo", givenName: "Arno", familyName: "Vermeer", locale: "nl-NL", roles: ["approver"] }),
  account({ sub: "demo-multi", email: "multi@hirewave.demo", givenName: "Max", familyName: "Keller", locale: "de-DE", roles: [] }),
  account({ sub: "demo-consultant", email: "consultant@hirewave.demo", givenName: "Clara", familyName: "Brandt", locale: "en-US", roles: ["consultant"], consultant: true }),
  account({ sub: "demo-noshop", email: "noshop@hirewave.demo", givenName: "Noah", familyName: "Peters", locale: "en-US", roles: [] }),
  account({ sub: "demo-nosub", email: "nosub@hirewave.demo", givenName: "Sara", familyName: "Visser", locale: "en-US", roles: [] }),
  account({ sub: "demo-mfa", email: "mfa@hirewave.demo", givenName: "Mia", familyName: "Schmidt", locale: "en-US", roles: [], mfaRequired: true }),
  account({ sub: "demo-nofeature", email: "nofeature@hirewave.demo", givenName: "Lena", familyName: "Bakker", locale: "en-US", roles: [] }),
];

export function findAccountByEmail(email: string) {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === wanted);
}

export function findAccountBySub(sub: string) {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub);
}
