import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPublicJobLogo } from "./public-job.server";
import { localizedErrors } from "~/services/http/resource-errors.server";

/** /jobs/:campaignId/logo — the logo on a public job page and in its JSON-LD (issue 12 §5). */
export const loader = localizedErrors(async ({ params, context }: LoaderFunctionArgs) => {
  return loadPublicJobLogo(params.campaignId, context.clientIp as string | undefined);
});
