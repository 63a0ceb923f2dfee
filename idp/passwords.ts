import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyTOTP } from "@epic-web/totp";

/**
 * Credential checks of the bundled identity provider.
 * Password hashes use the `scrypt$<salt>$<hex hash>` format of demo-accounts.ts: node's scrypt with
 * its default cost (N=16384, r=8, p=1), the salt string as given, a 32-byte key.
 */

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: string, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt}$${key.toString("hex")}`;
}

/** Constant-time comparison against a stored `scrypt$salt$hash`; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hex] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hex || !/^[0-9a-f]+$/i.test(hex) || hex.length % 2 !== 0) {
    return false;
  }
  const expected = Buffer.from(hex, "hex");
  if (expected.length < 16 || expected.length > 64) return false;
  const actual = await scryptAsync(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches: checked for unknown e-mails so timing does not leak them. */
export const DUMMY_PASSWORD_HASH =
  "scrypt$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000";

/** TOTP settings shared with authenticator apps (RFC 6238 defaults). */
export const TOTP_OPTIONS = { algorithm: "SHA-1", digits: 6, period: 30 } as const;

/** RFC 6238 check with a window of one period either side (clock drift). */
export async function verifyTotpCode(code: string, secret: string): Promise<boolean> {
  const otp = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(otp)) return false;
  const result = await verifyTOTP({ otp, secret, ...TOTP_OPTIONS, window: 1 });
  return result !== null;
}
