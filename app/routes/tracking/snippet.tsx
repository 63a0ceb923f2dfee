import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SNIPPET_SOURCE } from "~/services/analytics/snippet";

const ETAG = `"${createHash("sha256").update(SNIPPET_SOURCE).digest("base64url").slice(0, 16)}"`;

/** Browsers and CDNs keep the snippet an hour, then revalidate with the ETag. */
export const SNIPPET_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** GET /t.js — the career-site snippet (issue 14 §1), loaded by other sites: CORS for any origin. */
export function loader({ request }: LoaderFunctionArgs) {
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": SNIPPET_CACHE_CONTROL,
    ETag: ETAG,
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (request.headers.get("if-none-match") === ETAG) return new Response(null, { status: 304, headers });
  return new Response(SNIPPET_SOURCE, { headers });
}
