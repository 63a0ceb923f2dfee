import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getEnv } from "~/platform/env.server";

/**
 * The application import's API credential at rest (docs/decisions/076): AES-256-GCM under a key
 * derived from SESSION_SECRET, so a database dump alone does not hand out a company's ATS key.
 * The first secret seals; every listed secret opens (the session cookie's rotation rule).
 * A credential is written by the settings form and read only by the import: never shown, never logged.
 */
const keyOf = (secret: string) => createHash("sha256").update(`ats-credential:${secret}`).digest();

export function sealCredential(plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(getEnv().SESSION_SECRET[0]), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The plain credential, or null when no secret in use opens it (rotated away, tampered). */
export function openCredential(sealed: string | null) {
  if (!sealed) return null;
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  for (const secret of getEnv().SESSION_SECRET) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // not this secret: try the next
    }
  }
  return null;
}
