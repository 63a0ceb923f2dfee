import { claimTokenRefresh, readSession, releaseTokenRefresh, storeRefreshedTokens } from "~/models/session.server";
import type { AppSession } from "../session.server";
import { refreshTokens } from "./oidc.server";

/** Refresh the access token when it expires within this many ms. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** How long one request may hold the right to refresh a session's tokens. */
export const REFRESH_LEASE_MS = 10_000;
/** How often a request that waits for another one's refresh looks at the session row. */
export const REFRESH_POLL_MS = 100;

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

/**
 * Keeps the session's access token fresh. Refresh tokens rotate, so two requests (on any
 * instance) that both spend the same one would both fail: the session row is leased to one
 * refresher, the others wait for the tokens it stores (issue 11 §2). Throws when the refresh
 * fails or the session disappeared; the caller signs the user out.
 */
export async function ensureFreshTokens(session: AppSession, origin: string, now = Date.now()) {
  const current = tokensOf(session.data);
  if (!needsRefresh(current, now) || !session.id) return;

  const claimed = await claimTokenRefresh(session.id, REFRESH_LEASE_MS, new Date(now));
  if (claimed) {
    const stored = tokensOf(claimed.data);
    // another request finished a refresh between our read and our claim
    if (stored.refreshToken !== current.refreshToken || !needsRefresh(stored, now)) {
      await releaseTokenRefresh(session.id);
      apply(session, stored);
      return;
    }
    let fresh: Tokens;
    try {
      fresh = await refreshTokens(origin, session.get("provider") ?? "standard", current.refreshToken);
    } catch (error) {
      await releaseTokenRefresh(session.id);
      throw error;
    }
    await storeRefreshedTokens(session.id, fresh);
    apply(session, fresh);
    return;
  }

  // someone else holds the lease: wait for the tokens they store
  const deadline = Date.now() + REFRESH_LEASE_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REFRESH_POLL_MS));
    const row = await readSession(session.id);
    if (!row) throw new Error("The session ended while its tokens were being refreshed");
    const stored = tokensOf(row.data);
    if (stored.refreshToken !== current.refreshToken) {
      apply(session, stored);
      return;
    }
    if (!row.refreshingUntil) break; // the refresher gave up
  }
  throw new Error("The token refresh of another request did not finish");
}
