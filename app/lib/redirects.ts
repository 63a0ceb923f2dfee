import { ORDERED_STATUSES } from "./campaign/status";

/** spec 1 §2: the default route, where `/` and a finished sign-in go. */
export const DEFAULT_ROUTE = "/dashboard";

/** spec 1 §2 "Redirects": old and alias URLs. The query string is always kept. */
export const REDIRECTS: Record<string, string> = {
  "/": DEFAULT_ROUTE,
  "/start-campaign": "/dashboard?start-campaign",
  "/campaigns/share": "/share-campaign",
  "/analytics/get-started": "/analytics-get-started",
  "/order-summary": "/campaign-performance/campaign",
  "/campaign-performance": "/campaign-performance/campaign",
  "/campaigns/builder": "/cb",
  "/search-channels": "/media-channels",
};

/**
 * spec 1 §2 "Other navigation targets": with a campaign id, /search-channels/?id= is the builder of
 * a campaign without a target group, not the free channel search.
 */
const CAMPAIGN_REDIRECTS: Record<string, string> = {
  "/search-channels": "/media-channels-cb",
};

/**
 * Campaign performance is a page per campaign (/campaign-performance/campaign/?id=). Without an id
 * (an old /order-summary or /campaign-performance bookmark) there is no campaign to show: the
 * campaigns overview filtered to the ordered statuses is the list to choose one from (issue 42 §2).
 */
export const ORDERED_LIST_PATH = `/campaigns?${ORDERED_STATUSES.map((s) => `status=${s}`).join("&")}`;

const PERFORMANCE_PATHS = new Set(["/order-summary", "/campaign-performance"]);

export function redirectTarget(url: URL) {
  const path = url.pathname.replace(/(.)\/$/, "$1");
  if (PERFORMANCE_PATHS.has(path) && !url.searchParams.get("id")) return ORDERED_LIST_PATH;
  const target = (url.searchParams.has("id") && CAMPAIGN_REDIRECTS[path]) || REDIRECTS[path];
  if (!target) return null;
  const [targetPath, targetQuery] = target.split("?");
  const params = new URLSearchParams(targetQuery);
  url.searchParams.forEach((value, key) => params.append(key, value));
  // "?start-campaign" is a bare flag: keep it without "="
  const query = params.toString().replace(/=(?=&|$)/g, "");
  return query ? `${targetPath}?${query}` : targetPath;
}

const SAME_ORIGIN_BASE = "http://same-origin.invalid";

/**
 * A redirect target taken from user input is only followed when it is a path on our own origin
 * (issue 11 §4). Browsers read "/\evil.com" and "/\t/evil.com" as "//evil.com", so the value is
 * resolved the way a browser would and must stay on the same origin; a backslash or a control
 * character is refused outright. Returns the normalised path (with query and hash) or null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== SAME_ORIGIN_BASE || resolved.pathname.startsWith("//")) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
