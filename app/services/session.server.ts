import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { getEnv } from "./env.server";
import { setSessionLocaleReader } from "./i18n/i18next.server";

/** Everything the cookie session holds (ARCHITECTURE §5; keep it under 4 KB). */
export interface SessionData {
  userId: string;
  /** The company the user acts for; absent until account selection is done. */
  companyId: string;
  /** Which login was used: "mfa" is the spec's two-factor login for assigned customers. */
  provider: "standard" | "mfa";
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** epoch ms when the access token expires */
  expiresAt: number;
  /** spec 1 §6: a consultant acting for a company is recorded with their own account id */
  impersonator: { accountId: string; name: string } | null;
  /** consultant signed in but has not entered a company id yet */
  consultant: boolean;
  locale: string;
  /** spec 1 §2 gate step 1: the remembered route (path + query) */
  returnTo: string;
  /** /qprofile?companyId= preselects the company for the next login */
  preselectCompanyId: string;
  tenant: string;
}

export interface FlashData {
  toast: { kind: "success" | "error" | "info"; key: string; values?: Record<string, string> };
}

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__hirewave",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.SECURE_COOKIES,
      secrets: env.SESSION_SECRET,
      maxAge: 60 * 60 * 24 * 14,
    },
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession) {
  return sessionStorage().destroySession(session);
}

export async function redirectWithSession(session: AppSession, to: string, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** Toast notifications survive one redirect (spec 1 §4 notification). */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: FlashData["toast"],
  init?: ResponseInit,
) {
  const session = await getSession(request);
  session.flash("toast", toast);
  return redirectWithSession(session, to, init);
}

setSessionLocaleReader(async (request) => {
  const session = await getSession(request);
  return session.get("userId") ? session.get("locale") : undefined;
});
