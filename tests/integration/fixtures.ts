import { randomUUID } from "node:crypto";
import { getDb } from "../../app/db/client.server";
import { companies, consultantAccess, featureFlags, memberships, users } from "../../app/db/schema";
import type { FeatureName } from "../../app/lib/features";
import { commitSession, getSession, type SessionData } from "../../app/services/session.server";
import type { AppLoadContext } from "@remix-run/node";
import { createRequestContext, type RequestContext, type RequestContextInit } from "../../app/services/http/request-context.server";

/** Fixtures create their own uniquely named rows, so test files never depend on each other. */
export async function createCompany(
  overrides: Partial<typeof companies.$inferInsert> & { features?: Partial<Record<FeatureName, boolean>> } = {},
) {
  const db = await getDb();
  const { features, ...values } = overrides;
  const slug = `t${randomUUID().slice(0, 8)}`;
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${slug}`, tenantSlug: slug, ...values })
    .returning();
  for (const [name, enabled] of Object.entries(features ?? {})) {
    await db.insert(featureFlags).values({ companyId: company.id, name, enabled });
  }
  return company;
}

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      oidcIssuer: "http://idp.test",
      oidcSubject: `sub-${id}`,
      email: `user-${id}@example.test`,
      firstName: "Test",
      lastName: `User ${id}`,
      ...overrides,
    })
    .returning();
  return user;
}

export async function addMembership(
  userId: string,
  companyId: string,
  options: { roles?: string[]; allowToOrder?: boolean } = {},
) {
  const db = await getDb();
  await db.insert(memberships).values({ userId, companyId, roles: options.roles ?? [], allowToOrder: options.allowToOrder ?? false });
}

export async function grantConsultantAccess(userId: string, companyId: string) {
  const db = await getDb();
  await db.insert(consultantAccess).values({ userId, companyId });
}

/** A signed-in user with one company; the session already has the company chosen. */
export async function signedInMember(
  companyOverrides: Parameters<typeof createCompany>[0] = {},
  membership: { roles?: string[]; allowToOrder?: boolean } = {},
) {
  const company = await createCompany(companyOverrides);
  const user = await createUser();
  await addMembership(user.id, company.id, membership);
  return { company, user, session: { userId: user.id, companyId: company.id } };
}

/**
 * The load context server.ts builds for every request (request-context.server.ts), for tests that
 * call loaders, actions and the request-scoped services directly. One context is one page request.
 */
export function loadContext(init: RequestContextInit = {}): AppLoadContext {
  return createRequestContext(init);
}

/** A loader's or service's args: the request and a load context (its own unless one is given). */
export function argsOf(request: Request, context: RequestContext = loadContext()) {
  return { request, context };
}

/** A request carrying a session cookie with the given data (tokens far from expiry). */
export async function requestWithSession(
  url: string,
  data: Partial<SessionData>,
  init: RequestInit = {},
) {
  const session = await getSession(argsOf(new Request("http://localhost/")));
  const defaults: Partial<SessionData> = {
    provider: "standard",
    accessToken: "test-access",
    refreshToken: "",
    idToken: "test-id",
    expiresAt: Date.now() + 3_600_000,
    locale: "en-US",
  };
  for (const [key, value] of Object.entries({ ...defaults, ...data })) {
    session.set(key as keyof SessionData, value as never);
  }
  const cookie = (await commitSession(session)).split(";")[0];
  const headers = new Headers(init.headers);
  headers.set("Cookie", [headers.get("Cookie"), cookie].filter(Boolean).join("; "));
  return new Request(new URL(url, "http://localhost:3000"), { ...init, headers });
}

/** Runs a loader/action-like function and returns the thrown or returned Response. */
export async function responseOf(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${JSON.stringify(result)?.slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Reads the session data out of a response's Set-Cookie. */
export async function sessionFrom(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("__hirewave="));
  return getSession(argsOf(new Request("http://localhost/", { headers: cookie ? { Cookie: cookie.split(";")[0] } : {} })));
}
