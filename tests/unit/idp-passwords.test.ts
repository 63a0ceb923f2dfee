import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, DEMO_TOTP_SECRET } from "../../idp/demo-accounts";
import { DEFAULT_LOGIN_THROTTLE, LoginRateLimiter } from "../../idp/interactions";
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
  const minute = 60_000;
  function setup(options: ConstructorParameters<typeof LoginRateLimiter>[0] = {}) {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter(options, () => now);
    return { limiter, advance: (ms: number) => (now += ms) };
  }

  it("has the documented defaults", () => {
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({
      accountFreeFailures: 5,
      addressFreeFailures: 50,
      baseDelayMs: 30_000,
      maxDelayMs: 15 * minute,
      forgetAfterMs: 60 * minute,
    });
  });

  it("delays an account after 5 failures, doubling up to the cap", () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 4; i++) limiter.recordFailure("a@example.test", `10.0.0.${i}`);
    expect(limiter.retryAfterMs("a@example.test", "10.0.0.9")).toBe(0);
    limiter.recordFailure("a@example.test", "10.0.0.9");
    expect(limiter.retryAfterMs("a@example.test", "10.0.0.9")).toBe(30_000);
    expect(limiter.retryAfterMs("b@example.test", "10.0.0.9")).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      advance(limiter.retryAfterMs("a@example.test", undefined));
      limiter.recordFailure("a@example.test", undefined);
      delays.push(limiter.retryAfterMs("a@example.test", undefined));
    }
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it("delays an address after its higher limit, across accounts", () => {
    const { limiter } = setup();
    for (let i = 0; i < 49; i++) limiter.recordFailure(`user${i}@example.test`, "192.0.2.1");
    expect(limiter.retryAfterMs("new@example.test", "192.0.2.1")).toBe(0);
    limiter.recordFailure("user49@example.test", "192.0.2.1");
    expect(limiter.retryAfterMs("new@example.test", "192.0.2.1")).toBe(30_000);
    expect(limiter.retryAfterMs("new@example.test", "192.0.2.2")).toBe(0);
  });

  it("clears the account's failures on success, not the address's", () => {
    const { limiter } = setup({ addressFreeFailures: 6 });
    for (let i = 0; i < 5; i++) limiter.recordFailure("a@example.test", "192.0.2.1");
    expect(limiter.retryAfterMs("a@example.test", undefined)).toBeGreaterThan(0);
    limiter.recordSuccess("a@example.test");
    expect(limiter.retryAfterMs("a@example.test", undefined)).toBe(0);
    limiter.recordFailure("b@example.test", "192.0.2.1");
    expect(limiter.retryAfterMs(undefined, "192.0.2.1")).toBe(30_000);
  });

  it("forgets failures an hour after the latest one", () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 5; i++) limiter.recordFailure("a@example.test", undefined);
    advance(59 * minute);
    limiter.recordFailure("a@example.test", undefined);
    expect(limiter.retryAfterMs("a@example.test", undefined)).toBe(60_000);
    advance(60 * minute);
    expect(limiter.retryAfterMs("a@example.test", undefined)).toBe(0);
    limiter.recordFailure("a@example.test", undefined);
    expect(limiter.retryAfterMs("a@example.test", undefined)).toBe(0);
  });
});
