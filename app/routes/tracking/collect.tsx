import type { ActionFunctionArgs } from "@remix-run/node";
import { collect, COLLECT_HEADERS } from "~/services/analytics/ingest.server";

/**
 * POST /collect — the career-site snippet's events (issue 14 §1). Any origin (CORS), no cookies of
 * ours, JSON of at most 4 kB. A GET is a 405 so nothing is counted through a link.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: COLLECT_HEADERS });
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: COLLECT_HEADERS });
  return collect(request, context.clientIp);
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { ...COLLECT_HEADERS, Allow: "POST, OPTIONS" } });
}
