import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth/gate.server";
import { commitSession } from "~/services/session.server";

/** spec 1 §2 user menu: a consultant's company logout clears the company selection. */
export async function action(args: ActionFunctionArgs) {
  const { session } = await requireUser(args);
  session.unset("companyId");
  return redirect(session.get("consultant") ? "/consultant-login" : "/select-company", {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export function loader() {
  return redirect("/dashboard");
}
