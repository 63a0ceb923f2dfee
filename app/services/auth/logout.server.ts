import type { RequestArgs } from "~/services/http/request-context.server";
import { redirect } from "@remix-run/node";
import { deleteSession, deleteUserSessions } from "~/models/session.server";
import { localeCookie } from "../i18n/i18next.server";
import { commitSession, destroySession, getSession, newSession, type AppSession } from "../session.server";

/**
 * spec 1 §4 logout: the session row is deleted (a replayed cookie is signed out at once), the
 * locale is kept, and a new anonymous session carries the ID token — server-side, never in the
 * browser — to /logging-out for the IdP's end-session call.
 */
export async function logout(args: RequestArgs, { everywhere = false } = {}) {
  const session = await getSession(args);
  const userId = session.get("userId");
  // this session first: endSession leaves the IdP's end-session call only to the request that ended it
  const response = await endSession(session);
  if (everywhere && userId) await deleteUserSessions(userId);
  return response;
}

/** Ends a signed-in session (the row goes) and goes on to the IdP's end-session call. */
export async function endSession(session: AppSession) {
  const headers = new Headers();
  const locale = session.get("locale");
  const userId = session.get("userId");
  const idToken = session.get("idToken");
  const method = session.get("provider") ?? "standard";
  // several requests of one session may end it at once (a refused token refresh seen by every
  // request in flight): only the one whose delete found the row leaves a row for the IdP's
  // end-session call; the others write nothing (issue 47 §7)
  const ended = session.id ? await deleteSession(session.id) : false;
  headers.append("Set-Cookie", await destroySession(session));
  // spec 1 §4: logout keeps the locale
  if (locale) headers.append("Set-Cookie", await localeCookie.serialize(locale));
  if (ended && userId && idToken) {
    const pending = await newSession();
    pending.set("pendingLogout", { idToken, method });
    // the new cookie replaces the destroyed one (same name): the last Set-Cookie wins
    headers.append("Set-Cookie", await commitSession(pending, { maxAge: 120 }));
  }
  return redirect("/logging-out", { headers, status: 303 });
}

/** /logging-out reads (once) what logout left for the IdP's end-session call. */
export async function takePendingLogout(args: RequestArgs) {
  const session = await getSession(args);
  const pending = session.get("pendingLogout");
  if (!pending) return { pending: null, headers: undefined };
  return { pending, headers: { "Set-Cookie": await destroySession(session) } };
}
