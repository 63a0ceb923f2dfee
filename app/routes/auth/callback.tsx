import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishLogin } from "~/services/auth/login.server";

/** The identity provider returns here with the authorization code. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  return finishLogin(args, params.method);
}
