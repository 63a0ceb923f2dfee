import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { startLogin } from "~/services/auth/login.server";

/** GET never starts anything: the sign-in buttons post here. */
export function loader() {
  return redirect("/login");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return startLogin(request, params.method, { clientIp: context.clientIp });
}
