import type { LoaderFunctionArgs } from "@remix-run/node";
import { demoHarvestAnswer } from "~/lib/outcomes/demo-ats";
import { notFound } from "~/lib/not-found";

/**
 * /demo-ats/:company/harvest/* — the bundled demo ATS's applications in the Greenhouse Harvest
 * format (issue 52 §1), read by Northwind's demo application import like any Harvest account.
 * Like Harvest it wants Basic auth (any key: the demo has no secret to keep).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (params.company !== "northwind") notFound();
  if (!request.headers.get("authorization")?.startsWith("Basic ")) {
    return new Response('{"message":"Invalid Basic Auth credentials"}', { status: 401, headers: { "content-type": "application/json" } });
  }
  const answer = demoHarvestAnswer(new URL(request.url), new Date());
  return new Response(answer.body, { status: answer.status, headers: { ...answer.headers, "Cache-Control": "no-store" } });
}
