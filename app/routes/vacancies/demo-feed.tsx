import type { LoaderFunctionArgs } from "@remix-run/node";
import { demoFeedXml } from "~/lib/vacancies/demo-feed";
import { notFound } from "~/lib/not-found";

/**
 * /demo-ats/:company/jobs.xml — the bundled demo ATS (issue 12 §1): Northwind's 40 vacancies as an
 * Indeed XML feed, fetched by the demo integration like any outside feed. Only "northwind" exists.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.company !== "northwind") notFound();
  return new Response(demoFeedXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
