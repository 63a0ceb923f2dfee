import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Provider, {
  interactionPolicy,
  type Account,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from "oidc-provider";
import { SqlAdapter, type IdpDatabase } from "./adapter";
import { findAccountBySub, type DemoAccount } from "./demo-accounts";
import { InteractionAdapter, withRequest } from "./interaction-store";
import {
  clientAddress,
  createInteractionHandler,
  LoginRateLimiter,
  type LoginThrottleOptions,
} from "./interactions";
import { DEFAULT_SIGNIN_STARTS_PER_MINUTE, SignInStartLimiter } from "./start-limit";
import { chooseLocale, IDP_LOCALES, localeOfRequest, text } from "./i18n";
import {
  errorPage,
  homePage,
  loggedOutPage,
  logoutPage,
  LOGOUT_SCRIPT,
  textErrorPage,
  tooManyStartsPage,
} from "./views";

/**
 * The bundled OpenID Connect identity provider (docs/conventions/architecture-decisions.md §5): oidc-provider 9 with our own
 * login / one-time-code pages, the demo accounts of demo-accounts.ts and two first-party clients
 * (`hirewave` and `hirewave-mfa`).
 *
 * It is the embedded default and the test issuer only; production points OIDC_ISSUER and the client
 * settings at an external provider instead. Its sessions, grants and tokens are rows of our
 * database (adapter.ts, decision 041) and its signing and cookie keys files in keysDir, so a
 * restart or deploy signs nobody out.
 */

export interface CreateIdpOptions {
  port: number;
  /** Interface to listen on; default: all (IPv4 and IPv6, so `localhost` works either way). */
  host?: string;
  /** Issuer identifier; default `http://localhost:${port}`. */
  issuer?: string;
  /** Base URL of the app, e.g. http://localhost:3000 (callback and logout URIs are derived from it). */
  appUrl: string;
  /** More app base URLs (other ports, `{tenant}.localhost` hosts); default env IDP_EXTRA_APP_URLS. */
  extraAppUrls?: string[];
  /** Where jwks.json and cookies.json are kept; default ./data/idp. */
  keysDir?: string;
  /** Where sessions, grants and tokens are kept (the `oidc_models` table; store.ts opens it). */
  database: IdpDatabase;
  /** Replaces the default two clients (full oidc-provider client metadata). */
  clients?: ClientMetadata[];
  /** Clients that always require the TOTP step; default [OIDC_MFA_CLIENT_ID]. */
  mfaClientIds?: string[];
  /** Trust X-Forwarded-* headers (behind a TLS-terminating proxy); default env IDP_TRUST_PROXY. */
  trustProxy?: boolean;
  /** Limits of failed sign-in attempts (defaults: DEFAULT_LOGIN_THROTTLE); tests shorten them. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /**
   * Sign-ins one client address may start per minute (a burst of as many, then that pace);
   * default env IDP_SIGNIN_STARTS_PER_MINUTE or DEFAULT_SIGNIN_STARTS_PER_MINUTE.
   */
  signInStartsPerMinute?: number;
}

export interface Idp {
  /** Node request handler: oidc-provider plus the interaction pages. */
  app: http.RequestListener;
  provider: Provider;
  server: http.Server;
  issuer: string;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a started sign-in stays usable (the login page, the one-time-code step): ten minutes,
 * as long as a password checked and a second factor pending are kept (interactions.ts).
 */
export const INTERACTION_TTL_S = 10 * 60;
/** A session row without an account (nobody finished signing in) expires this soon. */
export const UNAUTHENTICATED_TTL_S = 10 * 60;

export const DEFAULT_ROLES_CLAIM = "https://hirewave.app/roles";
export const DEFAULT_CONSULTANT_CLAIM = "https://hirewave.app/organisation";

/** Names of the custom ID-token claims (env OIDC_ROLES_CLAIM / OIDC_CONSULTANT_CLAIM). */
export function claimNames(env: NodeJS.ProcessEnv = process.env) {
  return {
    roles: env.OIDC_ROLES_CLAIM || DEFAULT_ROLES_CLAIM,
    organisation: env.OIDC_CONSULTANT_CLAIM || DEFAULT_CONSULTANT_CLAIM,
  };
}

export function clientSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    standard: {
      clientId: env.OIDC_CLIENT_ID || "hirewave",
      clientSecret: env.OIDC_CLIENT_SECRET || "hirewave-embedded-client-secret",
    },
    mfa: {
      clientId: env.OIDC_MFA_CLIENT_ID || "hirewave-mfa",
      clientSecret: env.OIDC_MFA_CLIENT_SECRET || "hirewave-embedded-mfa-secret",
    },
  };
}

function parseUrlList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function baseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
}

/** The two first-party clients, with callback and logout URIs for every app base URL. */
export function defaultClients(
  appUrls: string[],
  env: NodeJS.ProcessEnv = process.env,
): ClientMetadata[] {
  const { standard, mfa } = clientSettings(env);
  const bases = [...new Set(appUrls.map(baseUrl))];
  const common = {
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
    post_logout_redirect_uris: bases.map((b) => `${b}/logged-out`),
  } satisfies Partial<ClientMetadata>;
  return [
    {
      ...common,
      client_id: standard.clientId,
      client_secret: standard.clientSecret,
      client_name: "Hirewave",
      redirect_uris: bases.map((b) => `${b}/auth/standard/callback`),
    },
    {
      ...common,
      client_id: mfa.clientId,
      client_secret: mfa.clientSecret,
      client_name: "Hirewave (two-factor)",
      redirect_uris: bases.map((b) => `${b}/auth/mfa/callback`),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Keys: generated once, then reused so the JWKS (and signed cookies) survive restarts.

interface StoredJwks {
  keys: Array<Record<string, unknown>>;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Reads `file`, or creates it atomically (a concurrent starter's file wins). */
function loadOrCreate<T>(file: string, create: () => T, valid: (value: T) => boolean): T {
  const existing = readJson<T>(file);
  if (existing !== undefined) {
    if (!valid(existing)) throw new Error(`${file} is not valid; delete it to generate a new one`);
    return existing;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(create(), null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file); // fails with EEXIST if another process was faster
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EEXIST") {
      // Filesystems without hard links: fall back to an exclusive create.
      try {
        fs.writeFileSync(file, fs.readFileSync(tmp), { flag: "wx", mode: 0o600 });
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code !== "EEXIST") throw inner;
      }
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const stored = readJson<T>(file);
  if (stored === undefined || !valid(stored)) throw new Error(`Could not create ${file}`);
  return stored;
}

function generateSigningKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" }) as Record<string, string>;
  // RFC 7638 thumbprint as key id
  const kid = createHash("sha256")
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest("base64url");
  return { ...jwk, kid, alg: "RS256", use: "sig" };
}

export function loadKeys(keysDir: string) {
  const jwks = loadOrCreate<StoredJwks>(
    path.join(keysDir, "jwks.json"),
    () => ({ keys: [generateSigningKey()] }),
    (v) =>
      Array.isArray(v?.keys) &&
      v.keys.length > 0 &&
      v.keys.every((k) => k.kty === "RSA" && typeof k.d === "string"),
  );
  const cookies = loadOrCreate<{ keys: string[] }>(
    path.join(keysDir, "cookies.json"),
    () => ({ keys: [randomBytes(32).toString("base64url")] }),
    (v) =>
      Array.isArray(v?.keys) &&
      v.keys.length > 0 &&
      v.keys.every((k) => typeof k === "string" && k.length >= 16),
  );
  return { jwks, cookieKeys: cookies.keys };
}

// ---------------------------------------------------------------------------------------------
// The `organization` authorization parameter travels with the code and the tokens issued from it.
// oidc-provider does not persist extra parameters on codes/tokens, so keep a side record keyed by
// token id, beside the tokens themselves (so it outlives a restart as they do).

function tokenOrganisations(database: IdpDatabase) {
  const store = new SqlAdapter("TokenOrganisation", database);
  return {
    async set(jti: string, org: string, ttlSeconds: number) {
      await store.upsert(jti, { org }, ttlSeconds);
    },
    async get(jti: string | undefined): Promise<string | undefined> {
      if (!jti) return undefined;
      const stored = await store.find(jti);
      return typeof stored?.org === "string" ? stored.org : undefined;
    },
  };
}

function validOrganisation(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(value)
    ? value
    : undefined;
}

function contentSecurityPolicy(clients: ClientMetadata[]): string {
  // Chrome applies form-action to the redirects that follow a form submission, so the app origins
  // the login and sign-out forms end up at must be allowed too.
  const origins = new Set<string>();
  for (const client of clients) {
    for (const uri of [
      ...(client.redirect_uris ?? []),
      ...(client.post_logout_redirect_uris ?? []),
    ]) {
      try {
        origins.add(new URL(uri).origin);
      } catch {
        // ignore malformed URIs (oidc-provider rejects them anyway)
      }
    }
  }
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "script-src 'self'",
    `form-action 'self' ${[...origins].join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

function withScriptHash(csp: string, script: string): string {
  const hash = createHash("sha256").update(script).digest("base64");
  return csp.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

/** The page language of a request oidc-provider answers itself (errors, sign-out). */
function localeOfContext(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return chooseLocale({
    uiLocales: params?.ui_locales ?? ctx.query?.ui_locales,
    acceptLanguage: ctx.get("accept-language"),
  });
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function createIdp(options: CreateIdpOptions): Idp {
  const env = process.env;
  const issuer = (options.issuer || `http://localhost:${options.port}`).replace(/\/+$/, "");
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, "");
  const appUrl = baseUrl(options.appUrl);
  const extraAppUrls = options.extraAppUrls ?? parseUrlList(env.IDP_EXTRA_APP_URLS);
  const clients = options.clients ?? defaultClients([appUrl, ...extraAppUrls], env);
  const firstParty = new Set(clients.map((c) => c.client_id));
  const mfaClientIds = new Set(options.mfaClientIds ?? [clientSettings(env).mfa.clientId]);
  const claims = claimNames(env);
  const accessTokenTtl = positiveInt(env.IDP_ACCESS_TOKEN_TTL, 600);
  const refreshTokenTtl = 14 * 24 * 60 * 60;
  const csp = contentSecurityPolicy(clients);
  const { jwks, cookieKeys } = loadKeys(options.keysDir ?? "./data/idp");
  const organisations = tokenOrganisations(options.database);

  const needsSecondFactor = (clientId: string | undefined, account: DemoAccount | undefined) =>
    Boolean(account?.mfaRequired) || (clientId !== undefined && mfaClientIds.has(clientId));

  // Login prompt: also ask again when the session lacks the second factor this client needs
  // (e.g. signed in through the standard client, now using the two-factor client).
  const policy = interactionPolicy.base();
  policy.get("login")?.checks.add(
    new interactionPolicy.Check(
      "second_factor_required",
      "this client requires two-factor authentication",
      "login_required",
      (ctx) => {
        const { session, client } = ctx.oidc;
        if (!session?.accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        const account = findAccountBySub(session.accountId);
        const hasOtp = Array.isArray(session.amr) && session.amr.includes("otp");
        return needsSecondFactor(client?.clientId, account) && !hasOtp
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      },
    ),
  );

  // Interactions travel with the browser until the sign-in form is submitted (interaction-store.ts);
  // everything else is a row of oidc_models
  const adapter = (model: string) =>
    model === "Interaction"
      ? new InteractionAdapter({
          database: new SqlAdapter(model, options.database),
          cookieKeys,
          mountPath,
          secure: new URL(issuer).protocol === "https:",
        })
      : new SqlAdapter(model, options.database);

  const configuration: Configuration = {
    adapter,
    clients,
    jwks: jwks as Configuration["jwks"],
    cookies: { keys: cookieKeys },
    // First-party clients: scope claims go into the ID token too, not only into userinfo.
    conformIdTokenClaims: false,
    scopes: ["openid", "email", "profile", "offline_access"],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ["sub", "amr", claims.roles, claims.organisation],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "locale"],
    },
    extraParams: ["organization"],
    // the languages of our pages (views.ts); the app sends the reader's as ui_locales
    discovery: { ui_locales_supported: [...IDP_LOCALES] },
    responseTypes: ["code"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.set("Content-Security-Policy", withScriptHash(csp, LOGOUT_SCRIPT));
          ctx.type = "html";
          // the app sends the reader's language with the end-session request too
          ctx.body = logoutPage(form, localeOfContext(ctx));
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = "html";
          ctx.body = loggedOutPage(appUrl, localeOfContext(ctx));
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    async findAccount(ctx, sub, token) {
      const account = findAccountBySub(sub);
      if (!account) return undefined;
      const org = token
        ? await organisations.get(token.jti)
        : validOrganisation(
            (ctx.oidc?.params as Record<string, unknown> | undefined)?.organization,
          );
      const result: Account = {
        accountId: account.sub,
        async claims() {
          return {
            sub: account.sub,
            email: account.email,
            email_verified: true,
            name: `${account.givenName} ${account.familyName}`,
            given_name: account.givenName,
            family_name: account.familyName,
            locale: account.locale,
            [claims.roles]: [...account.roles],
            [claims.organisation]: {
              consultant_access: Boolean(account.consultant),
              ...(org ? { org } : {}),
            },
          };
        },
      };
      return result;
    },
    // No consent screen for our own clients: create (or extend) the grant on the fly.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const accountId = oidc.session!.accountId!;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined;
      if (!firstParty.has(clientId)) return grant;
      let changed = false;
      if (!grant) {
        grant = new oidc.provider.Grant({ accountId, clientId });
        changed = true;
      }
      const granted = new Set((grant.getOIDCScope() || "").split(" ").filter(Boolean));
      const missing = [...oidc.requestParamOIDCScopes].filter((s) => !granted.has(s));
      if (missing.length) {
        grant.addOIDCScope(missing.join(" "));
        changed = true;
      }
      if (changed) await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) =>
      firstParty.has(client.clientId) && client.grantTypeAllowed("refresh_token"),
    // Our clients are confidential: a refresh token is bound to the client secret (RFC 9700
    // §4.14.2), so it need not change on every use. oidc-provider's default policy, as for them:
    // rotate once 70% of the token's life has passed (about every ten days of use), never when the
    // whole chain is a year old. A token that changes on every use is spent by an instance that
    // dies after the IdP answered and before it stored the answer, and its user signed out
    // (issue 47 §1, docs/decisions/081); the rare rotation left has a reuse grace (REFRESH_TOKEN_REUSE_GRACE_S, adapter.ts).
    rotateRefreshToken: (ctx) => {
      const token = ctx.oidc.entities.RefreshToken;
      if (!token) return true;
      if (token.totalLifetime() >= 365.25 * 24 * 60 * 60) return false;
      return token.ttlPercentagePassed() >= 70;
    },
    // Refresh tokens outlive the 1-day IdP session (14 days); RP-initiated logout still revokes
    // them (see the end_session_confirm hook below).
    expiresWithSession: async (ctx, code) =>
      !firstParty.has(ctx.oidc.client?.clientId ?? "") && !code.scopes.has("offline_access"),
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: refreshTokenTtl,
      // a session nobody signed in to (touched before a login finished) goes in minutes
      Session: (_ctx, session) => (session.accountId ? 24 * 60 * 60 : UNAUTHENTICATED_TTL_S),
      // a sign-in left on the login page expires in minutes, not an hour (issue 47 §3)
      Interaction: INTERACTION_TTL_S,
      Grant: refreshTokenTtl,
    },
    async renderError(ctx, out, error) {
      ctx.type = "html";
      ctx.set("Content-Security-Policy", csp);
      // oidc-provider's descriptions are English protocol text: they go with the error code into
      // the details, below a message in the reader's language
      const locale = localeOfContext(ctx);
      ctx.body = errorPage({
        locale,
        message: text(locale, "error.request"),
        details: { error: out.error, error_description: out.error_description },
        appUrl,
      });
      if (!(error as { expose?: boolean }).expose && ctx.status >= 500) {
        console.error("[idp]", error);
      }
    },
  };

  const provider = new Provider(issuer, configuration);
  const trustProxy =
    options.trustProxy ?? ["1", "true"].includes((env.IDP_TRUST_PROXY ?? "").toLowerCase());
  provider.proxy = trustProxy;

  provider.use(async (ctx, next) => {
    ctx.set("Content-Security-Policy", csp);
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("Referrer-Policy", "no-referrer");
    await next();
    const oidc = (ctx as KoaContextWithOIDC).oidc;
    if (!oidc) return;
    try {
      await afterRoute(oidc);
    } catch (error) {
      console.error("[idp] post-processing failed", error);
    }
  });

  async function afterRoute(oidc: KoaContextWithOIDC["oidc"]) {
    const { route, entities } = oidc;
    const params = (oidc.params ?? {}) as Record<string, unknown>;
    if ((route === "authorization" || route === "resume") && entities.AuthorizationCode) {
      const org = validOrganisation(params.organization);
      if (org) await organisations.set(entities.AuthorizationCode.jti, org, 10 * 60);
    } else if (route === "token") {
      const source =
        entities.RotatedRefreshToken ??
        (params.grant_type === "authorization_code"
          ? entities.AuthorizationCode
          : entities.RefreshToken);
      const org = await organisations.get(source?.jti);
      if (!org) return;
      if (entities.RefreshToken && entities.RefreshToken !== source) {
        await organisations.set(entities.RefreshToken.jti, org, refreshTokenTtl);
      }
      if (entities.AccessToken)
        await organisations.set(entities.AccessToken.jti, org, accessTokenTtl);
    } else if (route === "end_session_confirm" && params.logout) {
      // oidc-provider keeps grants whose tokens do not expire with the session; a full sign-out
      // must end them too.
      const authorizations = oidc.session?.authorizations ?? {};
      await Promise.all(
        Object.values(authorizations).map(async (authorization) => {
          const grantId = authorization?.grantId;
          if (!grantId || !authorization.persistsLogout) return;
          await Promise.all([
            provider.AccessToken.revokeByGrantId(grantId),
            provider.RefreshToken.revokeByGrantId(grantId),
            provider.AuthorizationCode.revokeByGrantId(grantId),
          ]);
          const grant = await provider.Grant.find(grantId);
          await grant?.destroy();
        }),
      );
    }
  }

  const interactions = createInteractionHandler({
    provider,
    mountPath,
    appUrl,
    csp,
    mfaClientIds,
    limiter: new LoginRateLimiter(options.loginThrottle),
    trustProxy,
  });

  const providerCallback = provider.callback();
  const startLimiter = new SignInStartLimiter(
    options.signInStartsPerMinute ??
      positiveInt(env.IDP_SIGNIN_STARTS_PER_MINUTE, DEFAULT_SIGNIN_STARTS_PER_MINUTE),
  );

  /** The authorization endpoint starts a sign-in: one address gets so many a minute (§3). */
  function startRefused(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const waitMs = startLimiter.take(clientAddress(req, trustProxy));
    if (waitMs === 0) return false;
    res.writeHead(429, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
      "Cache-Control": "no-store",
      "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
    // before oidc-provider has read the request: the query's ui_locales, else Accept-Language
    res.end(tooManyStartsPage(localeOfRequest(req), appUrl));
    return true;
  }

  const app: http.RequestListener = (req, res) => withRequest(req, res, () => route(req, res));

  const route: http.RequestListener = (req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname === `${mountPath}/healthz`) {
      res.writeHead(200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end("ok");
      return;
    }
    if (pathname === `${mountPath}/` || pathname === mountPath || pathname === "/") {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": csp,
        "Cache-Control": "no-store",
      });
      res.end(homePage(appUrl, localeOfRequest(req)));
      return;
    }
    if (pathname.startsWith(`${mountPath}/interaction/`)) {
      interactions(req, res).catch((error: unknown) => {
        console.error("[idp] interaction failed", error);
        if (!res.headersSent) {
          res.writeHead(500, {
            "Content-Type": "text/html; charset=utf-8",
            "Content-Security-Policy": csp,
          });
          res.end(textErrorPage(localeOfRequest(req), { message: "error.internal" }, { appUrl }));
        } else {
          res.end();
        }
      });
      return;
    }
    if (pathname === `${mountPath}/auth` && startRefused(req, res)) return;
    if (mountPath && pathname.startsWith(`${mountPath}/`)) {
      // oidc-provider routes are relative to the issuer's path (like koa-mount)
      req.url = (req.url ?? "/").slice(mountPath.length);
    }
    void providerCallback(req, res);
  };

  const server = http.createServer(app);

  return {
    app,
    provider,
    server,
    issuer,
    listen() {
      return new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        server.once("error", onError);
        const done = () => {
          server.off("error", onError);
          resolve();
        };
        if (options.host) server.listen(options.port, options.host, done);
        else server.listen(options.port, done);
      });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
