import crypto from "node:crypto";
import { OAuth2RequestError } from "remix-auth-oauth2";
import {
  claimTokenRefresh,
  readSession,
  releaseTokenRefresh,
  renewTokenRefresh,
  storeRefreshedTokens,
} from "~/models/session.server";
import { logger } from "~/platform/logger.server";
import type { AppSession } from "../session.server";
import { refreshTokens, TOKEN_REFRESH_MARGIN_MS } from "./oidc.server";

/**
 * How long a refresher's lease on a session lasts without renewal. The owner renews it every
 * third of that while the provider answers, so a lease runs out only when its instance died (or
 * stalled for this long): then the next request takes the refresh over (issue 47 §1).
 */
export const REFRESH_LEASE_MS = 5_000;
/** How often a request that waits for another one's refresh looks at the session row. */
export const REFRESH_POLL_MS = 100;
/**
 * How long one request spends on a refresh (its own attempts or waiting for another's) before it
 * is served with the session as it is; the next request tries again.
 */
export const REFRESH_PATIENCE_MS = 15_000;
/** Attempts of one request at a refresh that fails for a transient reason (5xx, network). */
export const REFRESH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

/** The provider says the grant is gone (invalid_grant), or the session row was deleted: sign out. */
export class SessionEndedError extends Error {
  override name = "SessionEndedError";
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

function tokensOf(data: Record<string, unknown>): Tokens {
  return {
    accessToken: String(data.accessToken ?? ""),
    refreshToken: String(data.refreshToken ?? ""),
    expiresAt: Number(data.expiresAt ?? 0),
  };
}

function needsRefresh(tokens: Tokens, now: number) {
  return Boolean(tokens.refreshToken) && tokens.expiresAt - now < TOKEN_REFRESH_MARGIN_MS;
}

function apply(session: AppSession, tokens: Tokens) {
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("expiresAt", tokens.expiresAt);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RFC 6749 §5.2: the refresh token is invalid, expired or revoked — only then is the sign-in over. */
function grantIsGone(error: unknown) {
  return error instanceof OAuth2RequestError && error.code === "invalid_grant";
}

/** Runs the provider call while renewing the lease, so nobody takes over a refresh that is alive. */
async function underLease<T>(sessionId: string, owner: string, work: () => Promise<T>) {
  const timer = setInterval(() => {
    renewTokenRefresh(sessionId, owner, REFRESH_LEASE_MS).catch((error: unknown) =>
      logger.warn({ err: error }, "token refresh lease not renewed"),
    );
  }, REFRESH_LEASE_MS / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Keeps the session's access token fresh. A refresh token may rotate (the bundled IdP rotates
 * one late in its life, docs/decisions/081), so two requests (on any instance) that both spend
 * the same one could both fail: the session row is leased to one
 * refresher, the others wait for the tokens it stores (issue 11 §2) or, when its lease ran out
 * unrenewed, take the refresh over (issue 47 §1). A transient failure is retried and then the
 * request is served with the session as it is. Throws `SessionEndedError` only when the provider
 * says the grant is gone or the session row disappeared; the caller signs the user out.
 */
export async function ensureFreshTokens(session: AppSession, origin: string, now = Date.now()) {
  const current = tokensOf(session.data);
  if (!needsRefresh(current, now) || !session.id) return;

  const giveUpAt = Date.now() + REFRESH_PATIENCE_MS;
  let failures = 0;
  while (Date.now() < giveUpAt) {
    const owner = crypto.randomUUID();
    const claimed = await claimTokenRefresh(session.id, owner, REFRESH_LEASE_MS);
    if (claimed) {
      const stored = tokensOf(claimed.data);
      // another request finished a refresh between our read and our claim
      if (stored.refreshToken !== current.refreshToken || !needsRefresh(stored, now)) {
        await releaseTokenRefresh(session.id, owner);
        apply(session, stored);
        return;
      }
      try {
        const method = session.get("provider") ?? "standard";
        const fresh = await underLease(session.id, owner, () => refreshTokens(origin, method, current.refreshToken));
        await storeRefreshedTokens(session.id, owner, fresh);
        apply(session, fresh);
        return;
      } catch (error) {
        await releaseTokenRefresh(session.id, owner);
        if (grantIsGone(error)) throw new SessionEndedError("The identity provider ended the grant", { cause: error });
        failures += 1;
        logger.warn({ err: error, attempt: failures }, "token refresh failed; retrying");
        if (failures >= REFRESH_ATTEMPTS) break;
        await sleep(RETRY_DELAY_MS * failures);
        continue;
      }
    }

    // someone else holds a live lease: wait for the tokens they store, or for the lease to end
    for (;;) {
      await sleep(REFRESH_POLL_MS);
      const row = await readSession(session.id);
      if (!row) throw new SessionEndedError("The session ended while its tokens were being refreshed");
      const stored = tokensOf(row.data);
      // new tokens stored: the refresh token too when the provider rotated it, else the access token
      if (stored.refreshToken !== current.refreshToken || stored.accessToken !== current.accessToken) {
        apply(session, stored);
        return;
      }
      const leaseEnded = !row.refreshingUntil || row.refreshingUntil.getTime() < Date.now();
      if (leaseEnded || Date.now() >= giveUpAt) break;
    }
  }
  // the provider or another refresher did not come through in time: this request goes on with
  // the session it has (still signed in); the next one tries again
  logger.warn({ failures }, "token refresh postponed");
}
