import { count, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../app/db/client.server";
import { sessions, users } from "../../app/db/schema";
import { and } from "drizzle-orm";
import { memberships } from "../../app/db/schema";
import { ANONYMOUS_PAGE_LIMIT_PER_MINUTE, requireCompany } from "../../app/services/auth/gate.server";
import { getSession } from "../../app/services/session.server";
import { getEnv } from "../../app/platform/env.server";
import { readSession } from "../../app/models/session.server";
import { action as logoutAction, loader as logoutLoader } from "../../app/routes/auth/logout";
import { endSession } from "../../app/services/auth/logout.server";
import {
  addMembership,
  createCompany,
  createUser,
  grantConsultantAccess,
  requestWithSession,
  responseOf,
  sessionFrom,
  signedInMember, argsOf, loadContext } from "./fixtures";

/** The route gate of spec 1 §2, step by step, in its order. */
describe("route gate", () => {
  it("sends a visitor who is not signed in to /login with path and query in returnTo, storing nothing (issue 36 §4)", async () => {
    const db = await getDb();
    const [before] = await db.select({ n: count() }).from(sessions);
    const response = await responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/dashboard/campaigns?page=2"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?returnTo=%2Fdashboard%2Fcampaigns%3Fpage%3D2");
    expect(response.headers.getSetCookie()).toEqual([]);
    // the default route needs no returnTo; a POST is never replayed after sign-in
    const plain = await responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/dashboard"))));
    expect(plain.headers.get("Location")).toBe("/login");
    const post = await responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/cb?id=x", { method: "POST" }))));
    expect(post.headers.get("Location")).toBe("/login");
    for (let i = 0; i < 200; i++) await responseOf(() => requireCompany(argsOf(new Request(`http://localhost:3000/campaigns?page=${i}`))));
    const [after] = await db.select({ n: count() }).from(sessions);
    expect(after.n).toBe(before.n);
  });

  it("rate-limits a client's anonymous requests for protected pages (ANONYMOUS_PAGE_LIMIT_PER_MINUTE), a 429 per loader (issue 47 §4)", async () => {
    expect(ANONYMOUS_PAGE_LIMIT_PER_MINUTE).toBe(300);
    // the limit counts in windows of a minute: hold the clock at the start of one
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T10:00:01Z"));
    try {
      // one load context per request, as the server builds them
      const page = (clientIp: string) => responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/campaigns"), loadContext({ clientIp }))));
      const statuses: number[] = [];
      for (let i = 0; i < ANONYMOUS_PAGE_LIMIT_PER_MINUTE; i++) statuses.push((await page("198.51.100.7")).status);
      expect(statuses.every((s) => s === 302)).toBe(true);
      const limited = await page("198.51.100.7");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toBe("59");
      // the layout's and the page's loader both get the 429, each with a body of its own to read
      // (before: one shared Response, whose second read was logged as an error with a stack)
      const context = loadContext({ clientIp: "198.51.100.7" });
      const twoLoaders = await Promise.all([
        responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/campaigns"), context))),
        responseOf(() => requireCompany(argsOf(new Request("http://localhost:3000/campaigns"), context))),
      ]);
      expect(twoLoaders.map((r) => r.status)).toEqual([429, 429]);
      expect(await Promise.all(twoLoaders.map((r) => r.text()))).toEqual(["Too many requests", "Too many requests"]);
      // another client is not limited, nor the same one in the next minute
      expect((await page("198.51.100.8")).status).toBe(302);
      vi.setSystemTime(new Date("2031-01-01T10:01:00Z"));
      expect((await page("198.51.100.7")).status).toBe(302);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a user without companies to /no-access", async () => {
    const user = await createUser();
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", { userId: user.id }))));
    expect(response.headers.get("Location")).toBe("/no-access");
  });

  it("ignores companies without the webshop app", async () => {
    const user = await createUser();
    const company = await createCompany({ hasWebshopApp: false });
    await addMembership(user.id, company.id);
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", { userId: user.id }))));
    expect(response.headers.get("Location")).toBe("/no-access");
  });

  it("chooses the only company automatically and reloads the same URL", async () => {
    const user = await createUser();
    const company = await createCompany();
    await addMembership(user.id, company.id);
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard?x=1", { userId: user.id }))));
    expect(response.headers.get("Location")).toBe("/dashboard?x=1");
    expect((await sessionFrom(response)).get("companyId")).toBe(company.id);
  });

  it("shows the company chooser for several companies, unless one was preselected", async () => {
    const user = await createUser();
    const a = await createCompany();
    const b = await createCompany();
    await addMembership(user.id, a.id);
    await addMembership(user.id, b.id);
    const chooser = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", { userId: user.id }))));
    expect(chooser.headers.get("Location")).toBe("/select-company");
    const preselected = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession("/dashboard", { userId: user.id, preselectCompanyId: b.id }))),
    );
    expect((await sessionFrom(preselected)).get("companyId")).toBe(b.id);
  });

  it("requires the two-factor login when force_auth0 is on", async () => {
    const { session } = await signedInMember({ features: { force_auth0: true } });
    const standard = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", session))));
    expect(standard.headers.get("Location")).toBe("/mfa-required");
    const context = await requireCompany(argsOf(await requestWithSession("/dashboard", { ...session, provider: "mfa" })));
    expect(context.features.force_auth0).toBe(true);
  });

  it("checks the MFA requirement before the subscription", async () => {
    const { session } = await signedInMember({ hasSubscription: false, features: { force_auth0: true } });
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", session))));
    expect(response.headers.get("Location")).toBe("/mfa-required");
  });

  it("shows the no-subscription page when the company has no subscription", async () => {
    const { session } = await signedInMember({ hasSubscription: false });
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", session))));
    expect(response.headers.get("Location")).toBe("/no-subscription");
  });

  it("treats a company without vacancy_overview as unauthorized and resets the session", async () => {
    const { session } = await signedInMember({ features: { vacancy_overview: false } });
    const response = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", session))));
    expect(response.headers.get("Location")).toBe("/login?reason=unauthorized");
    const after = await sessionFrom(response);
    expect(after.get("userId")).toBeUndefined();
    expect(after.get("companyId")).toBeUndefined();
  });

  it("returns the company context with UI feature names and the order permission", async () => {
    const { session, company } = await signedInMember({ features: { copy_campaign: false } }, { allowToOrder: true, roles: ["approver"] });
    const context = await requireCompany(argsOf(await requestWithSession("/dashboard", session)));
    expect(context.company.id).toBe(company.id);
    expect(context.allowToOrder).toBe(true);
    expect(context.roles).toEqual(["approver"]);
    expect(context.uiFeatures.copyCampaign).toBe(false);
    expect(context.uiFeatures.vacancies).toBe(true);
    expect(context.impersonator).toBeNull();
  });

  it("defaults allowToOrder to false (spec 1 §6)", async () => {
    const { session } = await signedInMember();
    const context = await requireCompany(argsOf(await requestWithSession("/dashboard", session)));
    expect(context.allowToOrder).toBe(false);
  });

  it("sends a consultant without a company to the consultant login, and lets them act for a company they may access", async () => {
    const consultant = await createUser();
    const company = await createCompany();
    await grantConsultantAccess(consultant.id, company.id);
    const impersonator = { accountId: consultant.id, name: "Clara Brandt" };
    const base = { userId: consultant.id, consultant: true, provider: "mfa" as const, impersonator };
    const login = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", base))));
    expect(login.headers.get("Location")).toBe("/consultant-login");
    const context = await requireCompany(argsOf(await requestWithSession("/dashboard", { ...base, companyId: company.id })));
    expect(context.impersonator).toEqual(impersonator);
    expect(context.company.id).toBe(company.id);
  });

  it("refuses a consultant's company without access", async () => {
    const consultant = await createUser();
    const company = await createCompany();
    const response = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession("/dashboard", { userId: consultant.id, consultant: true, companyId: company.id }))),
    );
    expect(response.headers.get("Location")).toBe("/select-company");
  });

  it("picks the organisation from a tenant sub-domain", async () => {
    const user = await createUser();
    const a = await createCompany();
    const b = await createCompany();
    await addMembership(user.id, a.id);
    await addMembership(user.id, b.id);
    const response = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession(`http://${b.tenantSlug}.localhost:3000/dashboard`, { userId: user.id, companyId: a.id }))),
    );
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect((await sessionFrom(response)).get("companyId")).toBe(b.id);
  });

  it("redirects a host that is not a tenant to the main domain, keeping path and query", async () => {
    const { session } = await signedInMember();
    const response = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession("http://nosuchtenant.localhost:3000/dashboard?a=1", session))),
    );
    expect(response.headers.get("Location")).toBe("http://localhost:3000/dashboard?a=1");
    // behind a balancer the Host header may carry no port: the configured APP_URL decides
    const env = getEnv() as { APP_URL: string };
    const appUrl = env.APP_URL;
    env.APP_URL = "https://hirewave.example:8443";
    try {
      const proxied = await responseOf(async () => requireCompany(argsOf(await requestWithSession("http://nosuchtenant.localhost/campaigns?b=2", session))));
      expect(proxied.headers.get("Location")).toBe("https://hirewave.example:8443/campaigns?b=2");
    } finally {
      env.APP_URL = appUrl;
    }
  });

  it("sends the user to /no-access on a tenant they do not belong to", async () => {
    const { session } = await signedInMember();
    const other = await createCompany();
    const first = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession(`http://${other.tenantSlug}.localhost:3000/dashboard`, session))),
    );
    const cookie = first.headers.getSetCookie()[0].split(";")[0];
    const second = await responseOf(() =>
      requireCompany(argsOf(new Request(`http://${other.tenantSlug}.localhost:3000/dashboard`, { headers: { Cookie: cookie } }))),
    );
    expect(second.headers.get("Location")).toBe("/no-access");
  });

  it("signs the user out when the account no longer exists (its sessions go with it)", async () => {
    const { session } = await signedInMember();
    const request = await requestWithSession("/dashboard", session);
    await (await getDb()).delete(users).where(eq(users.id, session.userId));
    const response = await responseOf(() => requireCompany(argsOf(request)));
    expect(response.headers.get("Location")).toBe("/login");
  });

  it("sends the user to /error when loading fails", async () => {
    const response = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession("/dashboard", { userId: "not-a-uuid" }))),
    );
    expect(response.headers.get("Location")).toBe("/error");
  });
});

/**
 * Issue 10: the session read brings the gate's account context along in the same statement; the
 * gate uses it while the session still names the same user, company and consultant flag. One load
 * context is one page request (issue 49 §2): what its loaders read, they share.
 */
describe("route gate: the account context read with the session", () => {
  it("gives the same context as the gate's own read: the session and account, not budgets or ATS state", async () => {
    const { session } = await signedInMember({}, { roles: ["buyer"], allowToOrder: true });
    const own = await requireCompany(argsOf(await requestWithSession("/dashboard", session)));
    const served = await requireCompany(argsOf(await requestWithSession("/dashboard", session), loadContext()));
    const { session: _a, ...ownFields } = own;
    const { session: _b, ...servedFields } = served;
    expect(servedFields).toEqual(ownFields);
    // issue 39 §4: the shell and the fetch panel read those themselves
    expect(Object.keys(served)).not.toContain("budgets");
    expect(Object.keys(served)).not.toContain("ats");
    expect(served.allowToOrder).toBe(true);
    expect(served.roles).toContain("buyer");
  });

  it("uses the context read in the same statement as the session row", async () => {
    const { session, user, company } = await signedInMember();
    const db = await getDb();
    const context = loadContext();
    const request = await requestWithSession("/dashboard", session);
    await getSession(argsOf(request, context));
    // the membership ends after the session was read: this request still sees the state of its read
    await db.delete(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.companyId, company.id)));
    expect((await requireCompany(argsOf(request, context))).company.id).toBe(company.id);
    // the next request reads again
    const next = await responseOf(async () => requireCompany(argsOf(await requestWithSession("/dashboard", session), loadContext())));
    expect(next.headers.get("Location")).toBe("/select-company");
  });

  it("reads on its own when the session names another company than the one read with it", async () => {
    const { session, user } = await signedInMember();
    const other = await createCompany({ name: "Other Ltd" });
    await addMembership(user.id, other.id);
    const context = loadContext();
    const request = await requestWithSession("/dashboard", session);
    (await getSession(argsOf(request, context))).set("companyId", other.id);
    expect((await requireCompany(argsOf(request, context))).company.name).toBe("Other Ltd");
  });

  it("hands a consultant's context over too, and none for a company without access", async () => {
    const consultant = await createUser();
    const company = await createCompany();
    await grantConsultantAccess(consultant.id, company.id);
    const base = { userId: consultant.id, consultant: true, provider: "mfa" as const };
    const served = await requireCompany(argsOf(await requestWithSession("/dashboard", { ...base, companyId: company.id })));
    expect(served.company.id).toBe(company.id);
    expect(served.roles).toContain("consultant");
    const elsewhere = await createCompany();
    const refused = await responseOf(async () =>
      requireCompany(argsOf(await requestWithSession("/dashboard", { ...base, companyId: elsewhere.id }))),
    );
    expect(refused.headers.get("Location")).toBe("/select-company");
  });

  it("treats a session whose ids are not UUIDs as naming nobody, without failing the statement: the session ends", async () => {
    const request = await requestWithSession("/dashboard", { userId: "not-a-uuid", companyId: "x" });
    const sessionId = (await getSession(argsOf(request))).id;
    const response = await responseOf(async () => requireCompany(argsOf(request)));
    // spec 1 §8 forced logout, done by the gate itself (a GET of /logout only asks, issue 36 §11)
    expect(response.headers.get("Location")).toBe("/logging-out");
    expect(await readSession(sessionId)).toBeUndefined();
  });

  it("GET /logout asks for confirmation and ends nothing; POST /logout logs out", async () => {
    const member = await signedInMember();
    const get = await logoutLoader({ request: await requestWithSession("/logout", member.session), params: {}, context: loadContext() });
    expect(get).toMatchObject({ title: expect.any(String) });
    const stillThere = await requestWithSession("/dashboard", member.session);
    const sessionId = (await getSession(argsOf(stillThere))).id;
    expect(await readSession(sessionId)).toBeDefined();
    const posted = await logoutAction({ request: await requestWithSession("/logout", member.session, { method: "POST" }), params: {}, context: loadContext() });
    expect(posted.headers.get("Location")).toBe("/logging-out");
    const anonymous = await responseOf(() => logoutLoader({ request: new Request("http://localhost/logout"), params: {}, context: loadContext() }));
    expect(anonymous.headers.get("Location")).toBe("/login");
  });

  it("a forced logout seen by 8 requests in flight leaves one row for the IdP's end-session call, not eight (issue 47 §7)", async () => {
    const member = await signedInMember();
    const request = await requestWithSession("/dashboard", member.session);
    const cookie = request.headers.get("Cookie")!;
    // each request in flight read the signed-in session before the first one ended it
    const inFlight = await Promise.all(
      Array.from({ length: 8 }, () => getSession(argsOf(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } })))),
    );
    const db = await getDb();
    const anonymousRows = async () => (await db.select({ n: count() }).from(sessions).where(isNull(sessions.userId)))[0].n;
    const before = await anonymousRows();
    const answers = await Promise.all(inFlight.map((session) => endSession(session)));
    expect(answers.every((a) => a.headers.get("Location") === "/logging-out")).toBe(true);
    expect(await anonymousRows()).toBe(before + 1);
    expect(await readSession(inFlight[0].id)).toBeUndefined();
  });
});
