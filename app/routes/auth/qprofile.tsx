import type { LoaderFunctionArgs } from "@remix-run/node";
import { startLogin } from "~/services/auth/login.server";
import { readQuery } from "~/services/http/request.server";

/** spec 1 §2: /qprofile starts the standard login and passes an optional companyId. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const companyId = readQuery(request).get("companyId");
  return startLogin(request, "standard", { clientIp: context.clientIp, preselectCompanyId: companyId });
}
