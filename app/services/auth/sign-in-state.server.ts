import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { safeRedirectPath } from "~/lib/redirects";
import { isUuid } from "~/lib/uuid";
import { getEnv } from "~/platform/env.server";

/**
 * What a sign-in carries from its start to the callback (issue 36 §4): the page the visitor asked
 * for (spec 1 §2 gate step 1, "remembered route") and a preselected company (/qprofile). It rides
 * in a short-lived signed cookie beside the OAuth state cookie, so a visitor who is not signed in
 * never causes a session row: rows exist only for signed-in users.
 */
export interface SignInState {
  returnTo?: string;
  preselectCompanyId?: string;
}

/** A sign-in must reach its callback within this time (the IdP's own login takes minutes at most). */
export const SIGN_IN_STATE_MAX_AGE_S = 15 * 60;

const stateSchema = z.object({
  returnTo: z.string().optional().transform((v) => safeRedirectPath(v) ?? undefined),
  preselectCompanyId: z.string().optional().refine((v) => v === undefined || isUuid(v)),
});

let cookie: Cookie | undefined;

function signInCookie() {
  const env = getEnv();
  cookie ??= createCookie("hw_signin", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SECURE_COOKIES,
    secrets: env.SESSION_SECRET,
    maxAge: SIGN_IN_STATE_MAX_AGE_S,
  });
  return cookie;
}

export async function readSignInState(request: Request): Promise<SignInState> {
  const parsed = stateSchema.safeParse(await signInCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

export function serializeSignInState(state: SignInState) {
  return signInCookie().serialize({
    returnTo: safeRedirectPath(state.returnTo) ?? undefined,
    preselectCompanyId: state.preselectCompanyId && isUuid(state.preselectCompanyId) ? state.preselectCompanyId : undefined,
  });
}

export function expireSignInState() {
  return signInCookie().serialize("", { maxAge: 0 });
}

/** `/login?returnTo=…`: where the gate sends a visitor, remembering the page (never the default route). */
export function loginUrl(returnTo: string | null, defaultRoute: string) {
  const path = safeRedirectPath(returnTo);
  return path && path !== defaultRoute ? `/login?${new URLSearchParams({ returnTo: path })}` : "/login";
}
