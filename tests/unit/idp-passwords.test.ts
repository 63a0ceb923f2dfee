import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, DEMO_TOTP_SECRET } from "../../idp/demo-accounts";
import { LoginRateLimiter } from "../../idp/interactions";
import { hashPassword, TOTP_OPTIONS, verifyPassword, verifyTotpCode } from "../../idp/passwords";

describe("idp passwords (scrypt)", () => {
  it("accepts the demo password against the stored hash", async () => {
    expect(await verifyPassword("Hirewave!demo1", DEMO_PASSWORD_HASH)).toBe(true);
    expect(DEMO_ACCOUNTS.every((a) => a.passwordHash === DEMO_PASSWORD_HASH)).toBe(true);
  });

  it("rejects a wrong password", async () => {
    expect(await verifyPassword("hirewave!demo1", DEMO_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword("", DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("rejects malformed hashes", async () => {
    expect(await verifyPassword("Hirewave!demo1", "")).toBe(false);
    expect(await verifyPassword("Hirewave!demo1", "bcrypt$abc$def")).toBe(false);
    expect(await verifyPassword("Hirewave!demo1", "scrypt$salt$nothex")).toBe(false);
  });

  it("round-trips a new hash", async () => {
    const hash = await hashPassword("s3cret pass");
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword("s3cret pass", hash)).toBe(true);
    expect(await verifyPassword("s3cret pas", hash)).toBe(false);
  });
});

describe("idp TOTP (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it("accepts a code generated for the demo secret", async () => {
    const { otp } = await generateTOTP({ secret: DEMO_TOTP_SECRET, ...TOTP_OPTIONS });
    expect(otp).toMatch(/^\d{6}$/);
    expect(await verifyTotpCode(otp, DEMO_TOTP_SECRET)).toBe(true);
    expect(await verifyTotpCode(`${otp.slice(0, 3)} ${otp.slice(3)}`, DEMO_TOTP_SECRET)).toBe(true);
  });

  it("rejects wrong or malformed codes", async () => {
    const { otp } = await generateTOTP({ secret: DEMO_TOTP_SECRET, ...TOTP_OPTIONS });
    const wrong = String((Number(otp) + 500_000) % 1_000_000).padStart(6, "0");
    expect(await verifyTotpCode(wrong, DEMO_TOTP_SECRET)).toBe(false);
    expect(await verifyTotpCode("12345", DEMO_TOTP_SECRET)).toBe(false);
    expect(await verifyTotpCode("abcdef", DEMO_TOTP_SECRET)).toBe(false);
  });

  it("verifies against the given secret", async () => {
    const { otp, secret } = await generateTOTP({ ...TOTP_OPTIONS });
    expect(secret).not.toBe(DEMO_TOTP_SECRET);
    expect(await verifyTotpCode(otp, secret)).toBe(true);
  });
});

describe("idp login rate limiter", () => {
  it("limits after 10 failures within the window", () => {
    const limiter = new LoginRateLimiter(10, 15 * 60 * 1000);
    for (let i = 0; i < 9; i++) limiter.recordFailure("a@example.test");
    expect(limiter.isLimited("a@example.test")).toBe(false);
    limiter.recordFailure("a@example.test");
    expect(limiter.isLimited("a@example.test")).toBe(true);
    expect(limiter.isLimited("b@example.test")).toBe(false);
    limiter.reset("a@example.test");
    expect(limiter.isLimited("a@example.test")).toBe(false);
  });

  it("forgets failures outside the window", () => {
    const limiter = new LoginRateLimiter(2, 0);
    limiter.recordFailure("a@example.test");
    limiter.recordFailure("a@example.test");
    expect(limiter.isLimited("a@example.test")).toBe(false);
  });
});
