import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logout } from "~/services/auth/logout.server";
import { readQuery } from "~/services/http/request.server";

/**
 * spec 1 §4 logout: reset the session but keep the locale, go to /logging-out, end the session
 * at the identity provider, return to /logged-out. The user menu posts here; the GET exists for
 * the forced logout of spec 1 §8 (401/403 → logout route) and only ends our own session.
 */
export async function action({ request }: ActionFunctionArgs) {
  // "log out everywhere" (issue 11 §2) posts to /logout?scope=everywhere
  const everywhere = readQuery(request).get("scope") === "everywhere";
  return logout(request, { everywhere });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return logout(request);
}
