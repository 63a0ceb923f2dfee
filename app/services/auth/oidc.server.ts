import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { createCache } from "~/platform/cache.server";
import { getEnv } from "~/platform/env.server";

/**
 * The app as an OpenID Connect relying party (docs/conventions/architecture-decisions.md §5): authorization code + PKCE through
 * remix-auth-oauth2, ID tokens verified with jose against the issuer's JWKS.
 * Two strategies: "standard" and "mfa" (the spec's two-factor login for assigned customers).
 */
export type LoginMethod = "standard" | "mfa";

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

export interface VerifiedLogin {
  method: LoginMethod;
  claims: JWTPayload & Record<string, unknown>;
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresAt: number;
}

let discovery: Promise<Discovery> | undefined;
let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/** Discovery is fetched lazily and retried on the next request if the issuer was down. */
export function getDiscovery(): Promise<Discovery> {
  if (!discovery) {
    const issuer = getEnv().OIDC_ISSUER.replace(/\/$/, "");
    discovery = fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
        return (await res.json()) as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      });
  }
  return discovery;
}

function clientFor(method: LoginMethod) {
  const env = getEnv();
  return method === "mfa"
    ? { clientId: env.OIDC_MFA_CLIENT_ID, clientSecret: env.OIDC_MFA_CLIENT_SECRET }
    : { clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
}

/** Extra parameters for the authorization request: the tenant organisation, a forced prompt. */
class HirewaveStrategy extends OAuth2Strategy<VerifiedLogin> {
  protected authorizationParams(params: URLSearchParams, request: Request) {
    const url = new URL(request.url);
    const organization = url.searchParams.get("organization");
    if (organization) params.set("organization", organization);
    const locale = url.searchParams.get("ui_locales");
    if (locale) params.set("ui_locales", locale);
    return params;
  }

  /**
   * Refresh without a scope parameter: the token keeps the scopes it was granted (RFC 6749 §6).
   * Re-sending offline_access fails at providers that grant it only with prompt=consent.
   */
  refreshToken(refreshToken: string) {
    return this.client.refreshAccessToken(this.options.tokenEndpoint.toString(), refreshToken, []);
  }
}

async function verifyIdToken(idToken: string, clientId: string) {
  const meta = await getDiscovery();
  jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
  const { payload } = await jwtVerify(idToken, jwks, { issuer: meta.issuer, audience: clientId });
  return payload as JWTPayload & Record<string, unknown>;
}

// one authenticator per origin, bounded: an origin comes from the request (decision 066)
const authenticators = createCache<Promise<Authenticator<VerifiedLogin>>>("oidc-authenticator", { max: 1_000 });

/** One authenticator per origin: tenant sub-domains need their own redirect URI and cookies. */
export function getAuthenticator(origin: string): Promise<Authenticator<VerifiedLogin>> {
  return authenticators.getOrComputeSync(origin, () =>
    buildAuthenticator(origin).catch((error: unknown) => {
      authenticators.delete(origin);
      throw error;
    }),
  );
}

async function buildAuthenticator(origin: string) {
  const meta = await getDiscovery();
  const env = getEnv();
  const authenticator = new Authenticator<VerifiedLogin>();
  for (const method of ["standard", "mfa"] as const) {
    const client = clientFor(method);
    authenticator.use(
      new HirewaveStrategy(
        {
          ...client,
          authorizationEndpoint: meta.authorization_endpoint,
          tokenEndpoint: meta.token_endpoint,
          tokenRevocationEndpoint: meta.revocation_endpoint,
          redirectURI: `${origin}/auth/${method}/callback`,
          scopes: ["openid", "email", "profile", "offline_access"],
          codeChallengeMethod: CodeChallengeMethod.S256,
          cookie: {
            name: `hw_oauth_${method}`,
            path: "/",
            httpOnly: true,
            sameSite: "Lax",
            ...(env.SECURE_COOKIES ? { secure: true as const } : {}),
          },
        },
        async ({ tokens }) => {
          const idToken = tokens.idToken();
          const claims = await verifyIdToken(idToken, client.clientId);
          return {
            method,
            claims,
            idToken,
            accessToken: tokens.accessToken(),
            refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : "",
            expiresAt: tokens.accessTokenExpiresAt().getTime(),
          };
        },
      ),
      method,
    );
  }
  return authenticator;
}

// a refresh's answer for 30 s: refresh tokens rotate, and a page's parallel loaders carry the old one (decision 066)
const refreshing = createCache<Promise<RefreshedTokens>>("oidc-refresh", { max: 10_000, ttlMs: 30_000 });
type RefreshedTokens = { accessToken: string; refreshToken: string; expiresAt: number };
/** The refreshes that have answered (an earlier answer, not one still shared in flight). */
const answered = new WeakSet<Promise<RefreshedTokens>>();

/** Refresh the access token when it expires within this many ms. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/**
 * Refreshes the access token; the caller stores the new tokens in the session. Loaders of one
 * page run in parallel and a refresh token may rotate, so concurrent refreshes of the same token
 * share one call (cached briefly for requests that still carry the old cookie). A refresh token
 * that did not rotate comes back with the same key later: a shared answer that itself needs
 * refreshing by then (a short-lived access token) is not handed out again (docs/decisions/081).
 */
export async function refreshTokens(origin: string, method: LoginMethod, refreshToken: string) {
  const start = () => {
    const pending = doRefresh(origin, method, refreshToken);
    pending.then(
      () => answered.add(pending),
      () => refreshing.delete(refreshToken),
    );
    return pending;
  };
  const shared = refreshing.getOrComputeSync(refreshToken, start);
  // joined while in flight: the same answer as the other loaders of the page, whatever it is
  if (!answered.has(shared)) return shared;
  const tokens = await shared;
  if (tokens.expiresAt - Date.now() >= TOKEN_REFRESH_MARGIN_MS) return tokens;
  if (refreshing.get(refreshToken) === shared) refreshing.delete(refreshToken);
  return refreshing.getOrComputeSync(refreshToken, start);
}

async function doRefresh(origin: string, method: LoginMethod, refreshToken: string): Promise<RefreshedTokens> {
  const authenticator = await getAuthenticator(origin);
  const strategy = authenticator.get<HirewaveStrategy>(method);
  if (!strategy) throw new Error(`Unknown login method ${method}`);
  const tokens = await strategy.refreshToken(refreshToken);
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : refreshToken,
    expiresAt: tokens.accessTokenExpiresAt().getTime(),
  };
}

/**
 * RP-initiated logout at the identity provider, returning to /logged-out. `locale` goes along as
 * ui_locales (RP-Initiated Logout 1.0), so the provider's sign-out page speaks the reader's language.
 */
export async function endSessionUrl(origin: string, idToken: string | undefined, method: LoginMethod, locale?: string) {
  const meta = await getDiscovery();
  if (!meta.end_session_endpoint) return `${origin}/logged-out`;
  const url = new URL(meta.end_session_endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", clientFor(method).clientId);
  url.searchParams.set("post_logout_redirect_uri", `${origin}/logged-out`);
  if (locale) url.searchParams.set("ui_locales", locale);
  return url.toString();
}

/** Test hook: forget cached discovery (the IdP moved). */
export function resetOidcCache() {
  discovery = undefined;
  jwks = undefined;
  authenticators.clear();
}
