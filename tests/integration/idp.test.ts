import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_TOTP_SECRET } from "../../idp/demo-accounts";
import { getDatabase } from "../../app/db/client.server";
import { REFRESH_TOKEN_REUSE_GRACE_S, SqlAdapter } from "../../idp/adapter";
import { INTERACTION_COOKIE } from "../../idp/interaction-store";
import { createIdp, INTERACTION_TTL_S, type Idp } from "../../idp/provider";
import {
  CookieJar,
  expectCallback,
  expectPage,
  follow,
  formAction,
  freePort,
  postForm,
  request,
  type Step,
} from "./support/http";

/**
 * The bundled identity provider end to end over HTTP: discovery, stable JWKS, authorization code +
 * PKCE for both clients (with the TOTP step), claims, refresh, RP-initiated logout.
 */

const APP_URL = "http://localhost:39999"; // nothing listens there: redirects to the app are not followed
const PASSWORD = "Hirewave!demo1";
const STANDARD = {
  id: "hirewave",
  secret: "hirewave-embedded-client-secret",
  callback: `${APP_URL}/auth/standard/callback`,
};
const MFA = {
  id: "hirewave-mfa",
  secret: "hirewave-embedded-mfa-secret",
  callback: `${APP_URL}/auth/mfa/callback`,
};
type TestClient = typeof STANDARD;
const ROLES = "https://hirewave.app/roles";
const ORG = "https://hirewave.app/organisation";


describe("bundled identity provider", () => {
  let idp: Idp;
  let issuer: string;
  let keysDir: string;
  let discovery: Record<string, string>;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  beforeAll(async () => {
    keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewave-idp-"));
    const port = await freePort();
    idp = createIdp({ port, appUrl: APP_URL, keysDir, extraAppUrls: [], database: await getDatabase() });
    await idp.listen();
    issuer = idp.issuer;
    discovery = (await (
      await fetch(`${issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
  });

  afterAll(async () => {
    await idp?.close();
    if (keysDir) fs.rmSync(keysDir, { recursive: true, force: true });
  });

  /** Starts an authorization request; returns the PKCE/nonce values and the first step. */
  async function authorize(jar: CookieJar, client: TestClient, extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(8).toString("hex");
    const nonce = randomBytes(8).toString("hex");
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: client.id,
      redirect_uri: client.callback,
      response_type: "code",
      scope: "openid email profile offline_access",
      state,
      nonce,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      ...extra,
    }).toString();
    const step = await follow(jar, url);
    return { verifier, state, nonce, step };
  }

  async function login(jar: CookieJar, page: Step, email: string, password = PASSWORD) {
    expectPage(page);
    return postForm(jar, formAction(page.html, page.url, "/login"), { email, password });
  }

  async function submitTotp(jar: CookieJar, page: Step, code?: string) {
    expectPage(page);
    const otp =
      code ??
      (await generateTOTP({ secret: DEMO_TOTP_SECRET, algorithm: "SHA-1", digits: 6, period: 30 }))
        .otp;
    return postForm(jar, formAction(page.html, page.url, "/totp"), { code: otp });
  }

  async function tokenRequest(client: TestClient, body: Record<string, string>) {
    const response = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`,
      },
      body: new URLSearchParams(body).toString(),
    });
    return { status: response.status, json: (await response.json()) as Record<string, string> };
  }

  async function exchange(client: TestClient, callback: Step, verifier: string, state: string) {
    expectCallback(callback);
    expect(callback.url.href.startsWith(client.callback)).toBe(true);
    expect(callback.url.searchParams.get("state")).toBe(state);
    expect(callback.url.searchParams.get("iss")).toBe(issuer);
    const code = callback.url.searchParams.get("code");
    expect(code).toBeTruthy();
    const { status, json } = await tokenRequest(client, {
      grant_type: "authorization_code",
      code: code!,
      redirect_uri: client.callback,
      code_verifier: verifier,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    return json;
  }

  async function verifyIdToken(idToken: string, client: TestClient) {
    const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: client.id });
    return payload as JWTPayload & Record<string, unknown>;
  }

  /** Full sign-in with the standard client; returns the tokens and the jar (IdP session). */
  async function signIn(
    email: string,
    client: TestClient = STANDARD,
    extra: Record<string, string> = {},
  ) {
    const jar = new CookieJar();
    const { verifier, state, nonce, step } = await authorize(jar, client, extra);
    let next = await login(jar, step, email);
    if (client === MFA || email.startsWith("mfa@")) next = await submitTotp(jar, next);
    const tokens = await exchange(client, next, verifier, state);
    const claims = await verifyIdToken(tokens.id_token, client);
    expect(claims.nonce).toBe(nonce);
    return { jar, tokens, claims };
  }

  it("serves discovery and a JWKS", async () => {
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toContain("S256");
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(["email", "amr", ROLES, ORG]),
    );
    const keys = (await (await fetch(discovery.jwks_uri)).json()) as {
      keys: Array<Record<string, string>>;
    };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(keys.keys[0].d).toBeUndefined();
    expect(fs.existsSync(path.join(keysDir, "jwks.json"))).toBe(true);
    expect(fs.existsSync(path.join(keysDir, "cookies.json"))).toBe(true);
  });

  it("keeps the same JWKS after a restart with the same keysDir", async () => {
    const before = await (await fetch(discovery.jwks_uri)).text();
    const port = await freePort();
    const second = createIdp({ port, appUrl: APP_URL, keysDir, extraAppUrls: [], database: await getDatabase() });
    await second.listen();
    try {
      const after = await (await fetch(`${second.issuer}/jwks`)).text();
      expect(after).toBe(before);
    } finally {
      await second.close();
    }
  });

  it("keeps its state in our database, not in oidc-provider's in-memory adapter", async () => {
    const warn = vi.spyOn(console, "warn");
    try {
      const other = createIdp({ port: await freePort(), appUrl: APP_URL, keysDir, extraAppUrls: [], database: await getDatabase() });
      for (const model of [other.provider.Session, other.provider.Grant, other.provider.RefreshToken]) {
        expect(model.adapter).toBeInstanceOf(SqlAdapter);
      }
      expect(warn.mock.calls.flat().join("\n")).not.toContain("in-memory adapter");
    } finally {
      warn.mockRestore();
    }
  });

  it("stores a sign-in whose parameters carry a NUL character (no 500)", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD, { nonce: "a\u0000b", state: "c\u0000d" });
    expectPage(step);
    expect(step.status).toBe(200);
    expect(step.html).toContain("<title>Hirewave sign-in</title>");
  });

  it("renders an accessible login page", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD);
    expectPage(step);
    expect(step.status).toBe(200);
    expect(step.url.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(step.html).toContain('<html lang="en-US">');
    expect(step.html).toContain("<title>Hirewave sign-in</title>");
    expect(step.html).toContain("Hire Smarter Faster");
    expect(step.html).toMatch(/<label for="email">/);
    expect(step.html).toMatch(/<label for="password">/);
    expect(step.html).not.toContain("Two-factor sign-in for assigned customers");
    expect(step.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(step.headers.get("content-security-policy")).toContain(new URL(APP_URL).origin);
  });

  it("speaks the language the app asks for with ui_locales, on every step and its errors", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD, { ui_locales: "de-DE" });
    expectPage(step);
    expect(step.html).toContain('<html lang="de-DE">');
    expect(step.html).toContain("<title>Bei Hirewave anmelden</title>");
    expect(step.html).toMatch(/<label for="password">Passwort<\/label>/);
    expect(step.html).toMatch(/<button type="submit" class="primary">Anmelden<\/button>/);
    // the language outweighs the browser's, and stays with the sign-in after a wrong password
    const wrong = await postForm(jar, formAction(step.html, step.url, "/login"), {
      email: "mfa@hirewave.demo",
      password: "wrong-password",
    });
    expectPage(wrong);
    expect(wrong.status).toBe(400);
    expect(wrong.html).toMatch(/role="alert"[^>]*>E-Mail oder Passwort ist falsch</);
    expect(wrong.html).toContain("<title>Bei Hirewave anmelden – Fehler</title>");
    const code = await login(jar, wrong, "mfa@hirewave.demo");
    expectPage(code);
    expect(code.html).toContain('<html lang="de-DE">');
    expect(code.html).toMatch(/<label for="code">Einmalcode<\/label>/);
    const invalid = await submitTotp(jar, code, "000000");
    expectPage(invalid);
    expect(invalid.html).toMatch(/role="alert"[^>]*>Ungültiger Code</);
    expectCallback(await submitTotp(jar, invalid));
  });

  it("falls back to the browser's Accept-Language, then to English", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD, { ui_locales: "fr-FR" });
    expectPage(step);
    expect(step.html).toContain('<html lang="en-US">');
    const dutch = await request(jar, step.url, {
      headers: { "accept-language": "fr-FR,nl;q=0.8,en;q=0.5" },
    });
    const html = await dutch.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toMatch(/<label for="password">Wachtwoord<\/label>/);
    expect(discovery.ui_locales_supported).toEqual(["en-US", "de-DE", "nl-NL"]);
  });

  it("signs the recruiter in with the standard client (code + PKCE)", async () => {
    const { tokens, claims } = await signIn("recruiter@hirewave.demo");
    expect(tokens.token_type).toBe("Bearer");
    expect(Number(tokens.expires_in)).toBeGreaterThan(500);
    expect(Number(tokens.expires_in)).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toBeTruthy();
    expect(claims).toMatchObject({
      sub: "demo-recruiter",
      email: "recruiter@hirewave.demo",
      email_verified: true,
      given_name: "Rita",
      family_name: "Jansen",
      locale: "en-US",
      amr: ["pwd"],
      [ROLES]: [],
      [ORG]: { consultant_access: false },
    });
    expect((claims[ORG] as Record<string, unknown>).org).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it("shows an error for a wrong password", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD);
    const result = await login(jar, step, "recruiter@hirewave.demo", "wrong-password");
    expectPage(result);
    expect(result.status).toBe(400);
    expect(result.html).toMatch(/role="alert"[^>]*>Incorrect email or password</);
    expect(result.html).toContain('value="recruiter@hirewave.demo"');
    // unknown e-mail: same message
    const unknown = await login(jar, result, "nobody@hirewave.demo");
    expectPage(unknown);
    expect(unknown.html).toContain("Incorrect email or password");
  });

  it("delays an account after 5 failed attempts; a successful sign-in clears its failures", async () => {
    const jar = new CookieJar();
    const { step } = await authorize(jar, STANDARD);
    let page = step;
    for (let i = 0; i < 5; i++) {
      page = await login(jar, page, "nofeature@hirewave.demo", `wrong-${i}`);
      expectPage(page);
      expect(page.status).toBe(400);
    }
    // the delay applies even to the right password, so guessing cannot go on
    const limited = await login(jar, page, "nofeature@hirewave.demo", PASSWORD);
    expectPage(limited);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    expect(limited.html).toContain("Too many attempts. Try again later.");
    // another account from the same address is not affected
    await signIn("nosub@hirewave.demo");

    // 4 failures, a success, then 2 more failures: without the reset the 2nd would get 429
    const second = new CookieJar();
    let other = (await authorize(second, STANDARD)).step;
    for (let i = 0; i < 4; i++) other = await login(second, other, "noshop@hirewave.demo", `x-${i}`);
    await signIn("noshop@hirewave.demo");
    const third = new CookieJar();
    other = (await authorize(third, STANDARD)).step;
    for (let i = 0; i < 2; i++) {
      other = await login(third, other, "noshop@hirewave.demo", `y-${i}`);
      expectPage(other);
      expect(other.status).toBe(400);
    }
    await signIn("noshop@hirewave.demo"); // later tests sign in with it
  });

  it("runs the TOTP step with the two-factor client", async () => {
    const jar = new CookieJar();
    const { verifier, state, nonce, step } = await authorize(jar, MFA, { organization: "acme" });
    expectPage(step);
    expect(step.html).toContain("Two-factor sign-in for assigned customers");
    const totpPage = await login(jar, step, "approver@hirewave.demo");
    expectPage(totpPage);
    expect(totpPage.status).toBe(200);
    expect(totpPage.html).toMatch(/<label for="code">/);
    expect(totpPage.html).toContain('autocomplete="one-time-code"');
    expect(totpPage.html).toContain('inputmode="numeric"');

    const wrong = await submitTotp(jar, totpPage, "000000");
    // (a 1-in-a-million chance that 000000 is the current code)
    expectPage(wrong);
    expect(wrong.status).toBe(400);
    expect(wrong.html).toMatch(/role="alert"[^>]*>Invalid code</);

    const callback = await submitTotp(jar, wrong);
    const tokens = await exchange(MFA, callback, verifier, state);
    const claims = await verifyIdToken(tokens.id_token, MFA);
    expect(claims.nonce).toBe(nonce);
    expect(claims.amr).toEqual(["pwd", "otp"]);
    expect(claims).toMatchObject({
      sub: "demo-approver",
      email: "approver@hirewave.demo",
      locale: "nl-NL",
      [ROLES]: ["approver"],
      [ORG]: { consultant_access: false, org: "acme" },
    });
  });

  it("asks for the second factor when an account requires it, even with the standard client", async () => {
    const { claims } = await signIn("mfa@hirewave.demo");
    expect(claims.amr).toEqual(["pwd", "otp"]);
  });

  it("does not let a password-only session skip the two-factor client's TOTP step", async () => {
    const { jar } = await signIn("recruiter@hirewave.demo");
    // same browser: the standard client now gets a code without any prompt (SSO)
    const sso = await authorize(jar, STANDARD);
    expectCallback(sso.step);
    // the two-factor client must prompt again
    const { step } = await authorize(jar, MFA);
    expectPage(step);
    expect(step.html).toContain("Hirewave sign-in");
  });

  it("marks consultants with consultant_access and carries the organization parameter", async () => {
    const { claims } = await signIn("consultant@hirewave.demo", STANDARD, {
      organization: "globex",
    });
    expect(claims[ROLES]).toEqual(["consultant"]);
    expect(claims[ORG]).toEqual({ consultant_access: true, org: "globex" });
  });

  /** Ages a stored refresh token: `passed` of its lifetime has gone by (oidc-provider reads iat/exp). */
  async function ageRefreshToken(token: string, passed: number) {
    const db = await getDatabase();
    const [row] = await db.query<{ payload: string | Record<string, number> }>(
      "select payload from oidc_models where model = 'RefreshToken' and id = $1",
      [token],
    );
    const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
    const lifetime = payload.exp - payload.iat;
    const now = Math.floor(Date.now() / 1000);
    const iat = now - Math.ceil(lifetime * passed);
    await db.query("update oidc_models set payload = $2::json where model = 'RefreshToken' and id = $1", [
      token,
      JSON.stringify({ ...payload, iat, iiat: iat, exp: iat + lifetime }),
    ]);
  }

  it("refreshes without rotating a young refresh token (confidential client, issue 47 §1)", async () => {
    const { tokens } = await signIn("multi@hirewave.demo", STANDARD, { organization: "initech" });
    for (let i = 0; i < 2; i++) {
      const refreshed = await tokenRequest(STANDARD, {
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
      expect(refreshed.json.access_token).toBeTruthy();
      // the same token again: an instance that dies before storing this answer has spent nothing
      expect(refreshed.json.refresh_token).toBe(tokens.refresh_token);
      const claims = await verifyIdToken(refreshed.json.id_token, STANDARD);
      expect(claims).toMatchObject({
        sub: "demo-multi",
        amr: ["pwd"],
        [ORG]: { consultant_access: false, org: "initech" },
      });
    }
  });

  it("rotates a refresh token past 70% of its life; the spent one works within the reuse grace only", async () => {
    const { tokens } = await signIn("multi@hirewave.demo", STANDARD, { organization: "initech" });
    await ageRefreshToken(tokens.refresh_token, 0.75);
    const first = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.refresh_token).toBeTruthy();
    expect(first.json.refresh_token).not.toBe(tokens.refresh_token);

    const second = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: first.json.refresh_token,
    });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    const again = await verifyIdToken(second.json.id_token, STANDARD);
    expect((again[ORG] as Record<string, unknown>).org).toBe("initech");

    // the refresher that rotated it died before storing the answer: its successor, seconds later,
    // still comes with the spent token
    const retried = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);

    // past the grace the spent token is a replay: refused
    const db = await getDatabase();
    await db.query(
      "update oidc_models set consumed_at = $2 where model = 'RefreshToken' and id = $1",
      [tokens.refresh_token, new Date(Date.now() - (REFRESH_TOKEN_REUSE_GRACE_S + 1) * 1000)],
    );
    const reused = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe("invalid_grant");
  });

  it("returns to the app on cancel", async () => {
    const jar = new CookieJar();
    const { step, state } = await authorize(jar, STANDARD);
    expectPage(step);
    const result = await postForm(jar, formAction(step.html, step.url, "/abort"), {});
    expectCallback(result);
    expect(result.url.searchParams.get("error")).toBe("access_denied");
    expect(result.url.searchParams.get("state")).toBe(state);
  });

  it("signs out (RP-initiated logout) and asks for the password again afterwards", async () => {
    const { jar, tokens } = await signIn("recruiter@hirewave.demo");
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      client_id: STANDARD.id,
      post_logout_redirect_uri: `${APP_URL}/logged-out`,
    }).toString();
    const page = await follow(jar, endSession);
    expectPage(page);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Signing you out…");
    expect(page.html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/);
    // the app sends the reader's language with the end-session request as well
    endSession.searchParams.set("ui_locales", "de-DE");
    const german = await follow(jar, endSession);
    expectPage(german);
    expect(german.html).toContain('<html lang="de-DE">');
    expect(german.html).toMatch(/<button type="submit"[^>]*>Abmelden<\/button>/);
    expect(page.html).toContain("<script>");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);

    // the latest sign-out page's form holds the valid xsrf token
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(
      german.html,
    );
    expect(form).toBeTruthy();
    const fields = Object.fromEntries(
      [...form![2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(fields.logout).toBe("yes");
    expect(fields.xsrf).toBeTruthy();
    const done = await postForm(jar, new URL(form![1], german.url), fields);
    expectCallback(done);
    expect(done.url.href).toBe(`${APP_URL}/logged-out`);

    // the IdP session is gone: a new authorization shows the login form again
    const { step } = await authorize(jar, STANDARD);
    expectPage(step);
    expect(step.html).toContain("<title>Hirewave sign-in</title>");
    expect(step.html).toMatch(/name="password"/);

    // and the refresh token issued before the logout was revoked
    const refreshed = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.json.error).toBe("invalid_grant");
  });

  it("signs out without an IdP session (e.g. after an IdP restart)", async () => {
    const { tokens } = await signIn("noshop@hirewave.demo");
    const jar = new CookieJar(); // another browser: no IdP session cookie
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${APP_URL}/logged-out`,
    }).toString();
    const page = await follow(jar, endSession);
    expectPage(page);
    // oidc-provider's auto-submitting form_post page; its inline script hash joins our CSP
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const action = /<form method="post" action="([^"]+)">/.exec(page.html)![1];
    const fields = Object.fromEntries(
      [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
    const done = await postForm(jar, new URL(action.replace(/&amp;/g, "&"), page.url), fields);
    expectCallback(done);
    expect(done.url.href).toBe(`${APP_URL}/logged-out`);
  });

  it("keeps sessions, grants and refresh tokens through a restart (issue 36 §2)", async () => {
    const { jar, tokens } = await signIn("consultant@hirewave.demo", STANDARD, {
      organization: "umbrella",
    });
    // a restart: another process on the same port, keys and database; nothing kept in memory
    const port = Number(new URL(issuer).port);
    await idp.close();
    // a process takes longer to restart than its clients take to drop their closed connections
    await new Promise((resolve) => setTimeout(resolve, 100));
    idp = createIdp({ port, appUrl: APP_URL, keysDir, extraAppUrls: [], database: await getDatabase() });
    await idp.listen();

    const refreshed = await tokenRequest(STANDARD, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    const claims = await verifyIdToken(refreshed.json.id_token, STANDARD);
    expect(claims).toMatchObject({ sub: "demo-consultant", [ORG]: { consultant_access: true, org: "umbrella" } });
    // the access token issued after the restart is known to the IdP
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${refreshed.json.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    // the browser's IdP session too: the next authorization needs no password
    const sso = await authorize(jar, STANDARD);
    expectCallback(sso.step);
  });

  it("renders protocol errors as a readable page", async () => {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: "unknown-client",
      response_type: "code",
      scope: "openid",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Sign-in problem");
    expect(html).toContain("invalid_client");
    // in the reader's language, oidc-provider's own description kept in the details
    url.searchParams.set("ui_locales", "nl-NL");
    const dutch = await (await fetch(url, { redirect: "manual" })).text();
    expect(dutch).toContain('<html lang="nl-NL">');
    expect(dutch).toContain("<h1>Probleem bij het inloggen</h1>");
    expect(dutch).toContain("invalid_client");
  });
});

describe("bundled identity provider: failed attempts per client address", () => {
  let idp: Idp;
  let keysDir: string;

  beforeAll(async () => {
    keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewave-idp-"));
    idp = createIdp({
      port: await freePort(),
      appUrl: APP_URL,
      keysDir,
      extraAppUrls: [],
      database: await getDatabase(),
      loginThrottle: { addressFreeFailures: 3 },
    });
    await idp.listen();
  });

  afterAll(async () => {
    await idp?.close();
    if (keysDir) fs.rmSync(keysDir, { recursive: true, force: true });
  });

  it("delays an address that fails across many accounts", async () => {
    const jar = new CookieJar();
    const url = new URL(`${idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: STANDARD.id,
      redirect_uri: STANDARD.callback,
      response_type: "code",
      scope: "openid",
      code_challenge: createHash("sha256").update(randomBytes(32)).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    let page = await follow(jar, url);
    // different accounts each time: only the address counter reaches its limit
    for (const email of ["a@example.test", "b@example.test", "c@example.test"]) {
      expectPage(page);
      page = await postForm(jar, formAction(page.html, page.url, "/login"), { email, password: "x" });
      expectPage(page);
      expect(page.status).toBe(400);
    }
    expectPage(page);
    const limited = await postForm(jar, formAction(page.html, page.url, "/login"), {
      email: "recruiter@hirewave.demo",
      password: PASSWORD,
    });
    expectPage(limited);
    expect(limited.status).toBe(429);
  });
});

describe("bundled identity provider: anonymous sign-in starts (issue 47 §3)", () => {
  let idp: Idp;
  let keysDir: string;
  const STARTS_PER_MINUTE = 30;

  beforeAll(async () => {
    keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewave-idp-"));
    idp = createIdp({
      port: await freePort(),
      appUrl: APP_URL,
      keysDir,
      extraAppUrls: [],
      database: await getDatabase(),
      signInStartsPerMinute: STARTS_PER_MINUTE,
    });
    await idp.listen();
  });

  afterAll(async () => {
    await idp?.close();
    if (keysDir) fs.rmSync(keysDir, { recursive: true, force: true });
  });

  function startUrl() {
    const url = new URL(`${idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: STANDARD.id,
      redirect_uri: STANDARD.callback,
      response_type: "code",
      scope: "openid email profile offline_access",
      state: randomBytes(8).toString("hex"),
      code_challenge: createHash("sha256").update(randomBytes(32)).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    return url;
  }

  async function rowsOf(model: string, ids: string[]) {
    const db = await getDatabase();
    const [row] = await db.query<{ n: number }>(
      "select count(*)::int as n from oidc_models where model = $1 and id = any($2)",
      [model, ids],
    );
    return row.n;
  }

  it("stores nothing for anonymous sign-in starts: the interaction travels sealed with the browser", async () => {
    const uids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(startUrl(), { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, idp.issuer);
      uids.push(location.pathname.split("/").pop()!);
      const cookies = response.headers.getSetCookie();
      // the record, in cookies on the interaction page's and the resume URL's paths, for ten minutes
      const state = cookies.filter((c) => c.startsWith(`${INTERACTION_COOKIE}=`));
      expect(state.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(
        [`/auth/${uids[i]}`, `/interaction/${uids[i]}`],
      );
      expect(state.every((c) => c.includes(`Max-Age=${INTERACTION_TTL_S}`) && c.includes("HttpOnly"))).toBe(true);
      // no session either: nobody signed in
      expect(cookies.some((c) => c.startsWith("_session="))).toBe(false);
    }
    expect(await rowsOf("Interaction", uids)).toBe(0);
  });

  it("refuses a sealed interaction that was tampered with or belongs to another sign-in", async () => {
    const jar = new CookieJar();
    const first = await follow(jar, startUrl());
    expectPage(first);
    expect(first.status).toBe(200);
    const uid = first.url.pathname.split("/").pop()!;
    const sealed = jar
      .header(first.url)
      .split("; ")
      .find((c) => c.startsWith(`${INTERACTION_COOKIE}=`))!
      .slice(INTERACTION_COOKIE.length + 1);
    const interactionCookie = jar
      .header(first.url)
      .split("; ")
      .find((c) => c.startsWith("_interaction="))!;
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === "A" ? "B" : "A"}${sealed.slice(21)}`;
    const tampered = await fetch(first.url, {
      headers: { cookie: `${interactionCookie}; ${INTERACTION_COOKIE}=${flipped}` },
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("Sign-in expired");

    // another sign-in's sealed record under this one's id: the id is sealed with it
    const other = new CookieJar();
    const second = await follow(other, startUrl());
    expectPage(second);
    const otherSealed = other
      .header(second.url)
      .split("; ")
      .find((c) => c.startsWith(`${INTERACTION_COOKIE}=`))!;
    const swapped = await fetch(first.url, { headers: { cookie: `${interactionCookie}; ${otherSealed}` } });
    expect(swapped.status).toBe(400);
    expect(uid).not.toBe(second.url.pathname.split("/").pop());
  });

  it("stores the submitted sign-in for minutes, reads it once at the resume step and clears the cookies", async () => {
    const jar = new CookieJar();
    const page = await follow(jar, startUrl());
    expectPage(page);
    const uid = page.url.pathname.split("/").pop()!;
    const submitted = await request(jar, formAction(page.html, page.url, "/login"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "recruiter@hirewave.demo", password: PASSWORD }).toString(),
    });
    expect(submitted.status).toBe(303);
    const cleared = submitted.headers.getSetCookie().filter((c) => c.startsWith(`${INTERACTION_COOKIE}=;`));
    expect(cleared).toHaveLength(2);
    const db = await getDatabase();
    const [row] = await db.query<{ expires_at: Date | string }>(
      "select expires_at from oidc_models where model = 'Interaction' and id = $1",
      [uid],
    );
    // a sign-in abandoned between the form and the app's callback is gone within ten minutes
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(INTERACTION_TTL_S * 1000);
    const done = await follow(jar, new URL(submitted.headers.get("location")!, page.url));
    expectCallback(done);
    expect(done.url.searchParams.get("code")).toBeTruthy();
    expect(await rowsOf("Interaction", [uid])).toBe(0);
  });

  it("answers a burst of sign-in starts from one address beyond the limit with 429", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < STARTS_PER_MINUTE + 5; i++) {
      const response = await fetch(startUrl(), { redirect: "manual" });
      statuses.push(response.status);
      if (response.status === 429 && !refused) refused = response;
      else await response.arrayBuffer();
    }
    // the earlier tests of this block took some of the minute's starts already
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 303 || s === 429)).toBe(true);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const html = await refused!.text();
    expect(html).toContain("Too many sign-ins");
    // the app's ui_locales is read from the refused request itself
    const url = startUrl();
    url.searchParams.set("ui_locales", "de-DE");
    const german = await fetch(url, { redirect: "manual" });
    expect(german.status).toBe(429);
    const germanHtml = await german.text();
    expect(germanHtml).toContain('<html lang="de-DE">');
    expect(germanHtml).toContain("<h1>Zu viele Anmeldeversuche</h1>");
    expect(refused!.headers.get("content-type")).toContain("text/html");
  });
});
