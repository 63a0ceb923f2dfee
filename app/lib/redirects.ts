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

export function redirectTarget(url: URL) {
  const path = url.pathname.replace(/(.)\/$/, "$1");
  const target = (url.searchParams.has("id") && CAMPAIGN_REDIRECTS[path]) || REDIRECTS[path];
  if (!target) return null;
  const [targetPath, targetQuery] = target.split("?");
  const params = new URLSearchParams(targetQuery);
  url.searchParams.forEach((value, key) => params.append(key, value));
  // "?start-campaign" is a bare flag: keep it without "="
  const query = params.toString().replace(/=(?=&|$)/g, "");
  return query ? `${targetPath}?${query}` : targetPath;
}
