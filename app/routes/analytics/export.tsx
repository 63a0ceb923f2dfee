import type { LoaderFunctionArgs } from "@remix-run/node";
import { readUrl } from "~/services/http/request.server";
import { EXPORT_REQUESTS } from "./analytics.server";
import { loader as campaignLoader } from "./campaign";
import { loader as campaignsOverviewLoader } from "./campaigns-overview";
import { loader as jobPagesLoader } from "./job-page-performance";
import { loader as jobsLoader } from "./jobs-overview";
import { loader as overviewLoader } from "./overview";
import { notFound } from "~/lib/not-found";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * /analytics/export?screen=/analytics/campaign&id=…&format=csv&section=geo — the CSV of one section
 * (issue 14 §3). A page route's loader cannot hand a raw file to a document request (Remix decodes
 * its body as data), so this resource route runs the same screen loader with the same query and
 * passes its CSV Response on. A section that failed is a 503 (try again); anything else that does
 * not end in a CSV is a 404.
 */
const SCREENS: Record<string, (args: LoaderFunctionArgs) => Promise<unknown>> = {
  "/analytics": overviewLoader,
  "/analytics/campaign": campaignLoader,
  "/analytics/campaigns-overview": campaignsOverviewLoader,
  "/analytics/jobs-overview": jobsLoader,
  "/analytics/job-page-performance": jobPagesLoader,
};

export const loader = localizedErrors(async ({ request, params, context }: LoaderFunctionArgs) => {
  const url = readUrl(request);
  const screen = SCREENS[url.searchParams.get("screen") ?? ""];
  if (!screen || url.searchParams.get("format") !== "csv") notFound();
  const target = new URL(url);
  target.pathname = url.searchParams.get("screen")!;
  target.searchParams.delete("screen");
  const inner = new Request(target, { headers: request.headers, signal: request.signal });
  EXPORT_REQUESTS.add(inner);
  const result = await screen({ request: inner, params, context });
  if (result instanceof Response) {
    if (result.headers.get("Content-Type")?.startsWith("text/csv")) return result;
    // the section exists but its query failed (csvOf): 503 as on the screen, not "no such file"
    if (result.status === 503) return result;
  }
  notFound();
});
