import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishLogin } from "~/services/auth/login.server";

/** The identity provider returns here with the authorization code. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return finishLogin(request, params.method);
}
