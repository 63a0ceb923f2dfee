import crypto from "node:crypto";

/**
 * A fresh CSP nonce (16 random bytes, base64) per page. The bytes come from one CSPRNG call per 256
 * nonces instead of one call each: a system call per request showed in the server's CPU profile
 * (issue 10). Every nonce is still 16 bytes that no other response has carried.
 */
const NONCE_BYTES = 16;
const BATCH = 256;
let pool = Buffer.alloc(0);
let offset = 0;

export function cspNonce() {
  if (offset + NONCE_BYTES > pool.length) {
    pool = crypto.randomBytes(NONCE_BYTES * BATCH);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
