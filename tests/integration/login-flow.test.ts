import { generateTOTP } from "@epic-web/totp";
import { count, eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_TOTP_SECRET } from "../../idp/demo-accounts";
import { createIdp, type Idp } from "../../idp/provider";
import { getDatabase, getDb } from "../../app/db/client.server";
import { sessions, users } from "../../app/db/schema";
import { refreshTokens, resetOidcCache, TOKEN_REFRESH_MARGIN_MS } from "../../app/services/auth/oidc.server";
import { finishLogin, startLogin } from "../../app/services/auth/login.server";
import { requireCompany, requireUser } from "../../app/services/auth/gate.server";
import { claimTokenRefresh, readSession, renewTokenRefresh } from "../../app/models/session.server";
import { REFRESH_ATTEMPTS, REFRESH_LEASE_MS } from "../../app/services/auth/token-refresh.server";
import { getSession } from "../../app/services/session.server";
import { logout } from "../../app/services/auth/logout.server";
import { loader as loggingOutLoader } from "../../app/routes/auth/logging-out";
import { localeCookie } from "../../app/services/i18n/i18next.server";
import { CookieJar, expectCallback, expectPage, follow, formAction, freePort, postForm } from "./support/http";
import { requestWithSession, responseOf, sessionFrom, argsOf, loadContext } from "./fixtures";

/**
 * The app as a relying party against the real bundled IdP: start → IdP forms → callback →
 * session; token refresh; logout through the IdP's end-session endpoint.
 */
const APP = "http://localhost:39998";
let idp: Idp;
let keysDir: string;

beforeAll(async () => {
  const port = await freePort();
  keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "hw-idp-"));
  idp = createIdp({ port, appUrl: APP, keysDir, extraAppUrls: [], database: await getDatabase() });
  await idp.listen();
  process.env.OIDC_ISSUER = idp.issuer;
  const { getEnv } = await import("../../app/platform/env.server");
  // the env is parsed lazily; make sure this file's issuer is the one in use
  (getEnv() as { OIDC_ISSUER: string }).OIDC_ISSUER = idp.issuer;
  resetOidcCache();
});

afterAll(async () => {
  await idp?.close();
});

async function countSessionRows() {
  const [row] = await (await getDb()).select({ n: count() }).from(sessions);
  return row.n;
}

/** Runs the whole sign-in and returns the app's callback response. */
async function signIn(email: string, method: "standard" | "mfa", appCookie = "", returnTo: string | null = null) {
  const start = await startLogin(argsOf(
    new Request(`${APP}/auth/${method}`, { method: "POST", headers: appCookie ? { Cookie: appCookie } : {} })),
    method,
    { clientIp: `test-${Math.random()}`, returnTo },
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("Location")!);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  const appCookies = start.headers.getSetCookie().map((c) => c.split(";")[0]);

  const jar = new CookieJar();
  let step = await follow(jar, authorize);
  expectPage(step);
  step = await postForm(jar, formAction(step.html, step.url, "/login"), { email, password: "Hirewave!demo1" });
  if (step.kind === "page" && step.html.includes("one-time-code")) {
    const { otp } = await generateTOTP({ secret: DEMO_TOTP_SECRET, algorithm: "SHA-1", digits: 6, period: 30 });
    step = await postForm(jar, formAction(step.html, step.url, "/totp"), { code: otp });
  }
  expectCallback(step);
  return finishLogin(argsOf(new Request(step.url, { headers: { Cookie: appCookies.join("; ") } })), method);
}

describe("sign-in through the bundled IdP", () => {
  it("creates the user, stores tokens in the session and lands on the dashboard", async () => {
    const response = await signIn("recruiter@hirewave.demo", "standard");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    // the state cookie of remix-auth-oauth2 is expired
    expect(response.headers.getSetCookie().some((c) => /^hw_oauth_standard=;.*Max-Age=0/.test(c))).toBe(true);
    const session = await sessionFrom(response);
    expect(session.get("provider")).toBe("standard");
    expect(session.get("accessToken")).toBeTruthy();
    expect(session.get("refreshToken")).toBeTruthy();
    expect(session.get("idToken")?.split(".")).toHaveLength(3);
    expect(session.get("expiresAt")).toBeGreaterThan(Date.now());
    expect(session.get("consultant")).toBe(false);
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, session.get("userId")!));
    expect(user).toMatchObject({ email: "recruiter@hirewave.demo", firstName: "Rita", lastName: "Jansen", oidcIssuer: idp.issuer });
  });

  it("restores the remembered route after login, without a session row before it (issue 36 §4)", async () => {
    const rowsBefore = await countSessionRows();
    const remembered = await responseOf(() => requireUser(argsOf(new Request(`${APP}/dashboard/campaigns?page=3`))));
    expect(remembered.headers.getSetCookie()).toEqual([]);
    const login = new URL(remembered.headers.get("Location")!, APP);
    expect(login.pathname).toBe("/login");
    expect(login.searchParams.get("returnTo")).toBe("/dashboard/campaigns?page=3");
    // the login page's buttons post it to the start, which keeps it in a signed cookie, not a row
    const start = await startLogin(argsOf(new Request(`${APP}/auth/standard`, { method: "POST" })), "standard", {
      clientIp: `test-${Math.random()}`,
      returnTo: login.searchParams.get("returnTo"),
    });
    expect(start.headers.getSetCookie().some((c) => c.startsWith("hw_signin="))).toBe(true);
    expect(start.headers.getSetCookie().some((c) => c.startsWith("__hirewave="))).toBe(false);
    expect(await countSessionRows()).toBe(rowsBefore);
    const response = await signIn("recruiter@hirewave.demo", "standard", "", login.searchParams.get("returnTo"));
    expect(response.headers.get("Location")).toBe("/dashboard/campaigns?page=3");
    expect(response.headers.getSetCookie().some((c) => /^hw_signin=;.*Max-Age=0/.test(c))).toBe(true);
    // a returnTo of another site is dropped
    const foreign = await signIn("recruiter@hirewave.demo", "standard", "", "//evil.example/x");
    expect(foreign.headers.get("Location")).toBe("/dashboard");
  });

  it("marks a consultant who used the two-factor login as impersonator", async () => {
    const response = await signIn("consultant@hirewave.demo", "mfa");
    const session = await sessionFrom(response);
    expect(session.get("provider")).toBe("mfa");
    expect(session.get("consultant")).toBe(true);
    expect(session.get("impersonator")).toEqual({ accountId: session.get("userId"), name: "Clara Brandt" });
  });

  it("sends the /login page's language as ui_locales: a German visitor gets the German sign-in form", async () => {
    const germanCookie = (await localeCookie.serialize("de-DE")).split(";")[0];
    const start = await startLogin(
      argsOf(new Request(`${APP}/auth/standard`, { method: "POST", headers: { Cookie: germanCookie, "Accept-Language": "en-US" } })),
      "standard",
      { clientIp: `test-${Math.random()}` },
    );
    const authorize = new URL(start.headers.get("Location")!);
    expect(authorize.origin).toBe(new URL(idp.issuer).origin);
    expect(authorize.searchParams.get("ui_locales")).toBe("de-DE");
    const jar = new CookieJar();
    const page = await follow(jar, authorize);
    expectPage(page);
    expect(page.html).toContain('<html lang="de-DE">');
    expect(page.html).toContain("<h1>Bei Hirewave anmelden</h1>");
    expect(page.html).toMatch(/<label for="email">E-Mail<\/label>/);
    expect(page.html).toMatch(/<label for="password">Passwort<\/label>/);

    // no cookie: the browser's language, as the /login page is shown in
    const dutch = await startLogin(
      argsOf(new Request(`${APP}/auth/mfa`, { method: "POST", headers: { "Accept-Language": "nl-NL,nl;q=0.9" } })),
      "mfa",
      { clientIp: `test-${Math.random()}` },
    );
    const dutchPage = await follow(new CookieJar(), new URL(dutch.headers.get("Location")!));
    expectPage(dutchPage);
    expect(dutchPage.html).toContain('<html lang="nl-NL">');
    expect(dutchPage.html).toContain("Inloggen met tweestapsverificatie voor toegewezen klanten");
  });

  it("returns to /login with a notice when the IdP reports an error", async () => {
    const response = await finishLogin(argsOf(new Request(`${APP}/auth/standard/callback?error=access_denied&state=x`)), "standard");
    expect(response.headers.get("Location")).toBe("/login?error=callback");
  });

  it("refreshes the access token before it expires, in the session row", async () => {
    const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    const request = await requestWithSession(`${APP}/dashboard`, {
      ...first.data,
      expiresAt: Date.now() + 10_000,
    } as never);
    // no redirect: the cookie holds only the session id, the new tokens go to the row
    const { session } = await requireUser(argsOf(request));
    const row = await readSession(session.id);
    expect(row?.data.expiresAt).toBeGreaterThan(Date.now() + 60_000);
    expect(row?.data.accessToken).not.toBe(first.get("accessToken"));
    expect(session.get("accessToken")).toBe(row?.data.accessToken);
    // a young refresh token is not rotated (docs/decisions/081): the same one is kept
    expect(session.get("refreshToken")).toBe(row?.data.refreshToken);
  });

  it("refreshes once when two requests find the same token expiring (issue 11 §2)", async () => {
    const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    const cookieRequest = await requestWithSession(`${APP}/dashboard`, { ...first.data, expiresAt: Date.now() + 5_000 } as never);
    const cookie = cookieRequest.headers.get("Cookie")!;
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const [a, b] = await Promise.all([
        requireUser(argsOf(new Request(`${APP}/dashboard`, { headers: { Cookie: cookie } }))),
        requireUser(argsOf(new Request(`${APP}/campaigns`, { headers: { Cookie: cookie } }))),
      ]);
      const urlOf = (input: Parameters<typeof fetch>[0]) =>
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const refreshCalls = fetchSpy.mock.calls.filter(([input]) => urlOf(input).endsWith("/token"));
      expect(refreshCalls).toHaveLength(1);
      expect(a.session.get("accessToken")).toBe(b.session.get("accessToken"));
      expect(a.session.get("accessToken")).not.toBe(first.get("accessToken"));
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("keeps the session signed in when the IdP restarts before the next refresh (issue 36 §2)", async () => {
    const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    // a restart: another IdP on the same port, keys and database; nothing kept in memory
    await idp.close();
    // a process takes longer to restart than its clients take to drop their closed connections
    await new Promise((resolve) => setTimeout(resolve, 100));
    idp = createIdp({ port: Number(new URL(idp.issuer).port), appUrl: APP, keysDir, extraAppUrls: [], database: await getDatabase() });
    await idp.listen();
    // the access token has expired: the next page refreshes it at the restarted IdP
    const request = await requestWithSession(`${APP}/dashboard`, { ...first.data, expiresAt: Date.now() - 1_000 } as never);
    const { session, user } = await requireUser(argsOf(request));
    expect(user.email).toBe("recruiter@hirewave.demo");
    expect(session.get("expiresAt")).toBeGreaterThan(Date.now() + 60_000);
    expect(session.get("accessToken")).not.toBe(first.get("accessToken"));
  });

  it("leases a session's refresh to one claimer at a time", async () => {
    const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    const now = new Date();
    expect(await claimTokenRefresh(first.id, "a", 10_000, now)).toBeTruthy();
    expect(await claimTokenRefresh(first.id, "b", 10_000, now)).toBeUndefined();
    // only the owner renews its lease
    expect(await renewTokenRefresh(first.id, "b", 10_000)).toBe(false);
    expect(await renewTokenRefresh(first.id, "a", 10_000, now)).toBe(true);
    // an abandoned lease runs out
    expect(await claimTokenRefresh(first.id, "b", 10_000, new Date(now.getTime() + 10_001))).toBeTruthy();
    expect(await renewTokenRefresh(first.id, "a", 10_000)).toBe(false);
  });

  /** A signed-in session whose access token is about to expire, and a request carrying it. */
  async function expiringSession() {
    const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    const request = await requestWithSession(`${APP}/dashboard`, { ...first.data, expiresAt: Date.now() + 5_000 } as never);
    const { id } = await getSession(argsOf(request));
    return { first, request, id };
  }

  it("takes over the refresh of an instance that died holding the lease, and stays signed in (issue 47 §1)", async () => {
    const { first, request, id } = await expiringSession();
    // what a dead instance leaves: its last renewal of the lease, which nobody renews any more
    await (await getDb())
      .update(sessions)
      .set({ refreshingUntil: new Date(Date.now() + REFRESH_LEASE_MS), refreshOwner: "instance-that-died" })
      .where(eq(sessions.id, id));
    const started = Date.now();
    const response = await responseOf(async () => {
      const { user } = await requireUser(argsOf(request));
      return new Response(user.email);
    });
    const took = Date.now() - started;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("recruiter@hirewave.demo");
    // taken over once the lease ran out, not after a fixed wait of its own
    expect(took).toBeLessThan(REFRESH_LEASE_MS + 2_000);
    const row = await readSession(id);
    expect(row?.data.accessToken).not.toBe(first.get("accessToken"));
    expect(row?.refreshingUntil).toBeNull();
  }, 30_000);

  it("stays signed in when an instance died after the provider answered its refresh, before storing it (issue 47 §1)", async () => {
    const { first, request, id } = await expiringSession();
    // the dying instance's refresh: the provider answered, the answer never reached the session row
    const spent = await fetch(`${idp.issuer}/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from("hirewave:hirewave-embedded-client-secret").toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: String(first.get("refreshToken")) }),
    });
    expect(spent.status).toBe(200);
    await (await getDb())
      .update(sessions)
      .set({ refreshingUntil: new Date(Date.now() + 200), refreshOwner: "instance-that-died" })
      .where(eq(sessions.id, id));
    await new Promise((resolve) => setTimeout(resolve, 250));
    // the next request takes the refresh over with the token the row still holds: signed in
    const { session, user } = await requireUser(argsOf(request));
    expect(user.email).toBe("recruiter@hirewave.demo");
    expect(session.get("accessToken")).not.toBe(first.get("accessToken"));
    expect(await readSession(id)).toBeTruthy();
  });

  it("does not hand out a shared refresh answer that needs refreshing itself (a token that did not rotate)", async () => {
    /** The file's IdP again, on its port, keys and database, issuing access tokens of `ttl` seconds. */
    const restartIdp = async (ttl: string | undefined) => {
      await idp.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (ttl) process.env.IDP_ACCESS_TOKEN_TTL = ttl;
      else delete process.env.IDP_ACCESS_TOKEN_TTL;
      idp = createIdp({ port: Number(new URL(idp.issuer).port), appUrl: APP, keysDir, extraAppUrls: [], database: await getDatabase() });
      await idp.listen();
    };
    await restartIdp("5");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const first = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
      const refreshToken = String(first.get("refreshToken"));
      const urlOf = (input: Parameters<typeof fetch>[0]) =>
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const tokenCalls = () => fetchSpy.mock.calls.filter(([input]) => urlOf(input).endsWith("/token")).length;
      const before = tokenCalls();
      const a = await refreshTokens(APP, "standard", refreshToken);
      expect(a.expiresAt - Date.now()).toBeLessThan(TOKEN_REFRESH_MARGIN_MS);
      // the same unrotated token again: that answer needs refreshing already, so it is not shared
      const b = await refreshTokens(APP, "standard", refreshToken);
      expect(tokenCalls() - before).toBe(2);
      expect(b.accessToken).not.toBe(a.accessToken);
    } finally {
      fetchSpy.mockRestore();
      await restartIdp(undefined);
    }
  });

  it("stays signed in when the provider answers a refresh with a 5xx, and retries it (issue 47 §1)", async () => {
    const { first, request, id } = await expiringSession();
    const realFetch = globalThis.fetch;
    let tokenCalls = 0;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/token")) {
        tokenCalls += 1;
        return new Response("upstream unavailable", { status: 503 });
      }
      return realFetch(input, init);
    });
    try {
      const { session, user } = await requireUser(argsOf(request));
      expect(user.email).toBe("recruiter@hirewave.demo");
      expect(session.get("accessToken")).toBe(first.get("accessToken"));
      expect(tokenCalls).toBe(REFRESH_ATTEMPTS);
    } finally {
      fetchSpy.mockRestore();
    }
    const row = await readSession(id);
    expect(row).toBeTruthy();
    expect(row?.refreshingUntil).toBeNull();
    // the provider is back: the next request refreshes
    const next = await requireUser(argsOf(new Request(`${APP}/dashboard`, { headers: { Cookie: request.headers.get("Cookie")! } })));
    expect(next.session.get("accessToken")).not.toBe(first.get("accessToken"));
  });

  it("signs out when the provider says the grant is gone (invalid_grant)", async () => {
    const { id, first } = await expiringSession();
    // the grant is revoked at the provider (a logout elsewhere, an administrator)
    const request = await requestWithSession(`${APP}/dashboard`, {
      ...first.data,
      refreshToken: "revoked-or-unknown-refresh-token",
      expiresAt: Date.now() + 5_000,
    } as never);
    const response = await responseOf(() => requireUser(argsOf(request)));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/logging-out");
    const { id: revokedId } = await getSession(argsOf(request));
    expect(await readSession(revokedId)).toBeUndefined();
    expect(await readSession(id)).toBeTruthy();
  });

  it("takes the roles of the standard login from the ID token's roles claim (spec 1 §6)", async () => {
    const approver = await sessionFrom(await signIn("approver@hirewave.demo", "standard"));
    expect(approver.get("claimRoles")).toEqual(["approver"]);
    const recruiter = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    expect(recruiter.get("claimRoles")).toEqual([]);
  });

  it("logs out at the IdP with the ID token, keeps the locale, and ends the session row", async () => {
    const session = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    const request = await requestWithSession(`${APP}/logout`, { ...session.data, locale: "nl-NL" } as never, { method: "POST" });
    const cookie = request.headers.get("Cookie")!;
    const response = await logout(argsOf(request));
    expect(response.headers.get("Location")).toBe("/logging-out");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("hw_locale="))).toBe(true);
    // the ID token stays on the server: no cookie carries it
    expect(cookies.join("\n")).not.toContain(session.get("idToken"));
    // the replayed cookie of the ended session is signed out at once
    const replay = await responseOf(() => requireUser(argsOf(new Request(`${APP}/dashboard`, { headers: { Cookie: cookie } }))));
    expect(replay.headers.get("Location")).toBe("/login");
    const pendingCookie = cookies.filter((c) => c.startsWith("__hirewave=")).at(-1)!.split(";")[0];
    const localeAfter = cookies.filter((c) => c.startsWith("hw_locale=")).at(-1)!.split(";")[0];
    const loaded = await loggingOutLoader({
      request: new Request(`${APP}/logging-out`, { headers: { Cookie: `${pendingCookie}; ${localeAfter}` } }),
      params: {},
      context: loadContext(),
    });
    const next = new URL(loaded.data.next);
    expect(next.origin).toBe(new URL(idp.issuer).origin);
    expect(next.searchParams.get("id_token_hint")).toBe(session.get("idToken"));
    expect(next.searchParams.get("post_logout_redirect_uri")).toBe(`${APP}/logged-out`);
    // the IdP's sign-out page in the language the user was reading
    expect(next.searchParams.get("ui_locales")).toBe("nl-NL");
  });

  it("logs out everywhere: every session of the account ends", async () => {
    const one = await sessionFrom(await signIn("multi@hirewave.demo", "standard"));
    const two = await sessionFrom(await signIn("multi@hirewave.demo", "standard"));
    const cookieOf = async (s: typeof one) =>
      (await requestWithSession(`${APP}/dashboard`, s.data as never)).headers.get("Cookie")!;
    const cookieTwo = await cookieOf(two);
    await logout(argsOf(new Request(`${APP}/logout?scope=everywhere`, { method: "POST", headers: { Cookie: await cookieOf(one) } })), { everywhere: true });
    expect(await readSession(one.id)).toBeUndefined();
    expect(await readSession(two.id)).toBeUndefined();
    const replay = await responseOf(() => requireCompany(argsOf(new Request(`${APP}/dashboard`, { headers: { Cookie: cookieTwo } }))));
    expect(replay.headers.get("Location")).toBe("/login");
    // and the fresh sign-in of another account is untouched
    const other = await sessionFrom(await signIn("recruiter@hirewave.demo", "standard"));
    expect((await getSession(argsOf(new Request(APP, { headers: { Cookie: await cookieOf(other) } })))).get("userId")).toBe(other.get("userId"));
  });
});
