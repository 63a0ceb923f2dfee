import type { LoaderFunctionArgs } from "@remix-run/node";
import { startLogin } from "~/services/auth/login.server";
import { readQuery } from "~/services/http/request.server";

/** spec 1 §2: /qprofile starts the standard login and passes an optional companyId. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const companyId = readQuery(request).get("companyId");
  return startLogin(args, "standard", { clientIp: context.clientIp, preselectCompanyId: companyId });
}
