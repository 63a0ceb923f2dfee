import { AsyncLocalStorage } from "node:async_hooks";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { SqlAdapter } from "./adapter";

/**
 * Where oidc-provider's Interaction records live (issue 47 §3, docs/decisions/081).
 *
 * An authorization request without a session creates an Interaction: the request's parameters and
 * the prompt, read back by the login page and by the resume step. Kept in `oidc_models`, every
 * anonymous visit cost a row for an hour (1,000 requests → 1,000 rows). Until the sign-in form is
 * submitted the record now travels with the browser instead: sealed (AES-256-GCM, a key derived
 * from the IdP's cookie keys, the interaction's id as associated data) in cookies on the two paths
 * that read it — the interaction page and the resume URL, like oidc-provider's own `_interaction`
 * and `_interaction_resume` cookies. Once the form is submitted, oidc-provider saves the record
 * with its `result` (who signed in): that one goes to the database, so the result is read once
 * by the resume step and destroyed there, never replayable from a copied cookie; the cookies are
 * cleared in the same answer.
 *
 * oidc-provider reads and writes the record through the adapter only, so the adapter needs the
 * request at hand: `withRequest` puts it there for the duration of one request (the IdP's
 * listener wraps every request in it). Without a request (a test calling the model directly),
 * and for a record too large for a cookie (parameters no client of ours sends), the database is
 * used as before.
 */

interface RequestAtHand {
  req: IncomingMessage;
  res: ServerResponse;
}

const requests = new AsyncLocalStorage<RequestAtHand>();

/** Runs `handle` with this request available to the Interaction adapter. */
export function withRequest<T>(req: IncomingMessage, res: ServerResponse, handle: () => T): T {
  return requests.run({ req, res }, handle);
}

export const INTERACTION_COOKIE = "_interaction_state";
/** A browser keeps a cookie of up to 4,096 bytes (name and value); leave room for the name. */
export const MAX_SEALED_BYTES = 3_800;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function deriveKey(secret: string) {
  return Buffer.from(hkdfSync("sha256", secret, "", "hirewave idp interaction state", 32));
}

export function interactionSealer(cookieKeys: string[]) {
  // the first key seals; every key opens (keys.json can rotate like oidc-provider's cookie keys)
  const keys = cookieKeys.map(deriveKey);
  return {
    seal(id: string, payload: AdapterPayload): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", keys[0], iv);
      cipher.setAAD(Buffer.from(id));
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
    },
    open(id: string, sealed: string): AdapterPayload | undefined {
      const raw = Buffer.from(sealed, "base64url");
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      const iv = raw.subarray(0, IV_BYTES);
      const tag = raw.subarray(raw.length - TAG_BYTES);
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv("aes-256-gcm", key, iv);
          decipher.setAAD(Buffer.from(id));
          decipher.setAuthTag(tag);
          const text = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
          return JSON.parse(text) as AdapterPayload;
        } catch {
          // another key, or tampered: try the next one
        }
      }
      return undefined;
    },
  };
}

function cookieValues(req: IncomingMessage, name: string): string[] {
  const header = req.headers.cookie ?? "";
  const values: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    values.push(part.slice(eq + 1).trim());
  }
  return values;
}

function appendSetCookie(res: ServerResponse, cookie: string) {
  if (res.headersSent) return;
  const previous = res.getHeader("set-cookie");
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader("set-cookie", [...list, cookie]);
}

export interface InteractionAdapterOptions {
  /** The database adapter of the Interaction model (records with a result, and the fall-back). */
  database: SqlAdapter;
  cookieKeys: string[];
  /** Path of the issuer URL ("" at the root). */
  mountPath: string;
  /** Secure cookies (an https issuer). */
  secure: boolean;
  now?: () => number;
}

export class InteractionAdapter implements Adapter {
  private readonly sealer: ReturnType<typeof interactionSealer>;
  private readonly now: () => number;

  constructor(private readonly options: InteractionAdapterOptions) {
    this.sealer = interactionSealer(options.cookieKeys);
    this.now = options.now ?? Date.now;
  }

  /** The interaction page (and its forms) and the resume URL: the two places that read it. */
  private paths(id: string) {
    const uid = encodeURIComponent(id);
    return [`${this.options.mountPath}/interaction/${uid}`, `${this.options.mountPath}/auth/${uid}`];
  }

  private setCookies(res: ServerResponse, id: string, value: string, maxAgeSeconds: number) {
    for (const path of this.paths(id)) {
      appendSetCookie(
        res,
        `${INTERACTION_COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${this.options.secure ? "; Secure" : ""}`,
      );
    }
  }

  private clearCookies(http: RequestAtHand | undefined, id: string) {
    if (!http || cookieValues(http.req, INTERACTION_COOKIE).length === 0) return;
    this.setCookies(http.res, id, "", 0);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    const http = requests.getStore();
    if (http && !payload.result && expiresIn > 0) {
      const sealed = this.sealer.seal(id, payload);
      if (sealed.length <= MAX_SEALED_BYTES) {
        this.setCookies(http.res, id, sealed, expiresIn);
        return;
      }
    }
    await this.options.database.upsert(id, payload, expiresIn);
    this.clearCookies(http, id);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const stored = await this.options.database.find(id);
    if (stored) return stored;
    const http = requests.getStore();
    if (!http) return undefined;
    for (const value of cookieValues(http.req, INTERACTION_COOKIE)) {
      const payload = this.sealer.open(id, value);
      if (!payload || payload.jti !== id) continue;
      // expired: gone, as a database row past expires_at is
      if (typeof payload.exp === "number" && payload.exp * 1000 <= this.now()) return undefined;
      return payload;
    }
    return undefined;
  }

  async destroy(id: string) {
    await this.options.database.destroy(id);
    this.clearCookies(requests.getStore(), id);
  }

  findByUid(uid: string) {
    return this.options.database.findByUid(uid);
  }

  findByUserCode(userCode: string) {
    return this.options.database.findByUserCode(userCode);
  }

  consume(id: string) {
    return this.options.database.consume(id);
  }

  revokeByGrantId(grantId: string) {
    return this.options.database.revokeByGrantId(grantId);
  }
}
