import type { RequestArgs } from "~/services/http/request-context.server";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { hitRateLimit } from "~/models/rate-limit.server";
import { upsertUserFromOidc } from "~/models/user.server";
import { getEnv } from "~/platform/env.server";
import { normalizeLocale } from "~/lib/i18n/config";
import { getLocale } from "../i18n/i18next.server";
import { logger } from "~/platform/logger.server";
import { commitSession, destroySession, getSession, newSession } from "../session.server";
import { expireSignInState, readSignInState, serializeSignInState } from "./sign-in-state.server";
import { safeRedirectPath } from "~/lib/redirects";
import { DEFAULT_ROUTE, tenantFromHost } from "./gate.server";
import { getAuthenticator, type LoginMethod } from "./oidc.server";
import { notFound } from "~/lib/not-found";

export const LOGIN_RATE_WINDOW_MS = 15 * 60 * 1000;
const methodSchema = z.enum(["standard", "mfa"]);

function parseMethod(value: string | undefined): LoginMethod {
  const parsed = methodSchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** Copies the Set-Cookie headers of `from` onto `to` (remix-auth's state cookie + our session). */
function withCookies(response: Response, ...cookies: string[]) {
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Sends the visitor to the identity provider. On a tenant host the organisation goes along
 * (spec 1 §2 gate step 3). Sign-in attempts are rate limited per client address.
 */
export async function startLogin(
  args: RequestArgs,
  methodParam: string | undefined,
  options: { clientIp?: string; preselectCompanyId?: string | null; returnTo?: string | null } = {},
) {
  const { request } = args;
  const method = parseMethod(methodParam);
  const env = getEnv();
  const limit = await hitRateLimit(`login:${options.clientIp ?? "unknown"}`, env.LOGIN_RATE_LIMIT, LOGIN_RATE_WINDOW_MS);
  if (!limit.allowed) {
    return redirect("/login?error=rate-limited", {
      status: 303,
      headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) },
    });
  }

  // issue 36 §4: a visitor gets no session row; what the callback needs rides in a signed cookie
  const signInState = await serializeSignInState({
    returnTo: options.returnTo ?? undefined,
    preselectCompanyId: options.preselectCompanyId ?? undefined,
  });

  const url = new URL(request.url);
  const authUrl = new URL(url.origin + url.pathname);
  const tenant = tenantFromHost(url.host, env.APP_DOMAIN);
  if (tenant) authUrl.searchParams.set("organization", tenant);
  authUrl.searchParams.set("ui_locales", await getLocale(args));

  try {
    const authenticator = await getAuthenticator(url.origin);
    await authenticator.authenticate(method, new Request(authUrl, { headers: request.headers }));
    throw new Error("The OAuth2 strategy did not redirect");
  } catch (thrown) {
    if (thrown instanceof Response) return withCookies(thrown, signInState);
    logger.error({ err: thrown }, "cannot reach the identity provider");
    return redirect("/login?error=idp-unavailable", { status: 303 });
  }
}

/** The roles claim as a list of names: an array of strings, or one space/comma separated string. */
export function rolesFromClaim(value: unknown): string[] {
  const names = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\s,]+/) : [];
  return names.filter((name): name is string => typeof name === "string" && /^[\w.:-]{1,64}$/.test(name)).slice(0, 50);
}

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  email: z.string().email(),
  given_name: z.string().optional().default(""),
  family_name: z.string().optional().default(""),
  locale: z.string().optional(),
});

/**
 * The callback: verify the code and ID token, create or update the user, and store the session.
 * spec 1 §6: roles come from a claim for the standard login; the two-factor login has none.
 */
export async function finishLogin(args: RequestArgs, methodParam: string | undefined) {
  const { request } = args;
  const method = parseMethod(methodParam);
  const env = getEnv();
  const url = new URL(request.url);
  const expireStateCookie = `hw_oauth_${method}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

  let login;
  try {
    const authenticator = await getAuthenticator(url.origin);
    login = await authenticator.authenticate(method, request);
  } catch (error) {
    if (error instanceof Response) return error;
    logger.warn({ err: error }, "sign-in callback failed");
    return redirect("/login?error=callback", { headers: { "Set-Cookie": expireStateCookie } });
  }

  const claims = claimsSchema.parse(login.claims);
  const user = await upsertUserFromOidc({
    issuer: claims.iss,
    subject: claims.sub,
    email: claims.email.toLowerCase(),
    firstName: claims.given_name,
    lastName: claims.family_name,
    locale: normalizeLocale(claims.locale),
  });

  const organisation = (login.claims[env.OIDC_CONSULTANT_CLAIM] ?? {}) as { consultant_access?: boolean };
  const consultant = organisation.consultant_access === true && method === "mfa";

  const previous = await getSession(args);
  const { returnTo, preselectCompanyId: preselect } = await readSignInState(request);
  const visitorLocale = await getLocale(args);
  // a new session with a new id: nothing of an earlier visitor or user survives, and an id
  // planted before sign-in is worthless (session fixation)
  if (previous.id) await destroySession(previous);
  const session = await newSession();
  session.set("userId", user.id);
  session.set("provider", method);
  session.set("accessToken", login.accessToken);
  session.set("refreshToken", login.refreshToken);
  session.set("idToken", login.idToken);
  session.set("expiresAt", login.expiresAt);
  session.set("consultant", consultant);
  // spec 1 §6: roles from the ID token's claim for the standard login; the two-factor login has none
  session.set("claimRoles", method === "standard" ? rolesFromClaim(login.claims[env.OIDC_ROLES_CLAIM]) : []);
  session.set("impersonator", consultant ? { accountId: user.id, name: `${claims.given_name} ${claims.family_name}`.trim() } : null);
  // the user's saved locale wins; a first sign-in keeps the language chosen on the login page
  session.set("locale", normalizeLocale(user.locale) ?? visitorLocale);
  if (preselect) session.set("preselectCompanyId", preselect);

  // spec 1 §2 gate step 1: restore the remembered route unless it is the default route
  const target = safeRedirectPath(returnTo) ?? DEFAULT_ROUTE;
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append("Set-Cookie", expireStateCookie);
  headers.append("Set-Cookie", await expireSignInState());
  return redirect(target, { headers });
}
