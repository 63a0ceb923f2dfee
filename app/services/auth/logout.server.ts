import { createCookie, redirect } from "@remix-run/node";
import { getEnv } from "../env.server";
import { localeCookie } from "../i18n/i18next.server";
import { destroySession, getSession } from "../session.server";

/**
 * Carries the ID token from /logout to /logging-out for the IdP's end-session call. Path "/":
 * after a client-side logout Remix loads /logging-out as /logging-out.data, which a cookie with
 * path "/logging-out" does not match, and the IdP session would stay open.
 */
export const logoutCookie = createCookie("hw_logout", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secrets: getEnv().SESSION_SECRET,
});

export async function logout(request: Request) {
  const session = await getSession(request);
  const headers = new Headers();
  const locale = session.get("locale");
  headers.append("Set-Cookie", await destroySession(session));
  // spec 1 §4: logout keeps the locale
  if (locale) headers.append("Set-Cookie", await localeCookie.serialize(locale));
  if (session.get("userId")) {
    headers.append(
      "Set-Cookie",
      await logoutCookie.serialize({ idToken: session.get("idToken"), method: session.get("provider") }),
    );
  }
  return redirect("/logging-out", { headers, status: 303 });
}
