import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { startLogin } from "~/services/auth/login.server";
import { isFormType, mediaType, readForm } from "~/services/http/request.server";

/** GET never starts anything: the sign-in buttons post here. */
export function loader() {
  return redirect("/login");
}

/** The sign-in buttons of /login post here, with the page the visitor asked for (`returnTo`). */
export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const form = isFormType(mediaType(request)) ? await readForm(request) : null;
  const returnTo = form?.get("returnTo");
  return startLogin(args, params.method, { clientIp: context.clientIp, returnTo: typeof returnTo === "string" ? returnTo : null });
}
