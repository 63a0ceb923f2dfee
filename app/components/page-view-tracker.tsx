import { useLocation, useMatches } from "@remix-run/react";
import { useEffect } from "react";

/**
 * spec 1 §2: each page view sends an analytics event with URL, title, locale and, when known,
 * the campaign id. Sent after render so document.title is the page's own.
 */
export function PageViewTracker() {
  const location = useLocation();
  const matches = useMatches();
  const signedIn = matches.some((m) => m.id === "routes/shell");

  useEffect(() => {
    if (!signedIn) return;
    const params = new URLSearchParams(location.search);
    const body = JSON.stringify({
      url: `${location.pathname}${location.search}`,
      title: document.title,
      locale: document.documentElement.lang,
      campaignId: params.get("id"),
    });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/resources/page-view", blob)) {
      void fetch("/resources/page-view", { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } });
    }
  }, [location.pathname, location.search, signedIn]);

  return null;
}
