import { Form, Link, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate, formatTime } from "~/lib/dates";
import { afterFetch, FETCH_POLL_MS, type FetchStatus } from "~/lib/vacancies/list";
import { REMOVE_MARK } from "../channels/filter-chips";
import { Button, buttonClasses } from "../ui/button";

export interface FetchPanelData {
  enabled: boolean;
  status: FetchStatus;
  lastFetchedAt: string | null;
  error: string | null;
  showCompleteModal: boolean;
  /** what the finished fetch changed: the import banner, shown once (issue 38 §5) */
  counts: { new: number; updated: number; closed: number } | null;
}

/**
 * spec 1 §4: while a fetch is requesting, ask again every FETCH_POLL_MS — with JavaScript by
 * revalidating; on leaving requesting without the user having asked, back to page 1. Without
 * JavaScript the <noscript> refresh below does the asking, and stops once the status changes.
 */
function useFetchPolling(status: FetchStatus, requestedByUser: boolean) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef(status);
  useEffect(() => {
    const next = afterFetch(previous.current, status, requestedByUser);
    previous.current = status;
    if (next === "reload") {
      const params = new URLSearchParams(location.search);
      params.delete("page");
      const query = params.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ""}`, { replace: true });
    }
  }, [status, requestedByUser, location, navigate]);
  useEffect(() => {
    if (status !== "requesting") return;
    const timer = setInterval(() => revalidator.revalidate(), FETCH_POLL_MS);
    return () => clearInterval(timer);
  }, [status, revalidator]);
}

/** spec 1 §2: last fetched (time and date), Update (disabled while requesting), start manually. */
export function FetchPanel({ fetch, locale }: { fetch: FetchPanelData; locale: string }) {
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  useFetchPolling(fetch.status, fetch.showCompleteModal);
  const requesting = fetch.status === "requesting";
  // the server sends the counts once; kept here until dismissed, whatever later loads say
  const [banner, setBanner] = useState(fetch.counts);
  useEffect(() => {
    if (fetch.counts) setBanner(fetch.counts);
  }, [fetch.counts]);
  const time = fetch.lastFetchedAt ? formatTime(fetch.lastFetchedAt, locale) : null;
  return (
    <section
      aria-labelledby="fetch-panel"
      className="rounded-[6px] border border-slate-200 bg-white p-4"
    >
      {requesting ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(FETCH_POLL_MS / 1000)} />
        </noscript>
      ) : null}
      <h2 id="fetch-panel" className="text-sm font-semibold">
        {t("fetch.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="fetch-status">
        {requesting
          ? t("fetch.requesting")
          : fetch.status === "error"
            ? t("fetch.error")
            : fetch.lastFetchedAt
              ? t("fetch.last", { time, date: formatDate(fetch.lastFetchedAt, locale) })
              : t("fetch.never")}
      </p>
      {fetch.status === "error" ? (
        <Link
          to="/integration-error"
          className="text-sm font-semibold text-red-700 hover:underline"
        >
          {t("fetch.error-details")}
        </Link>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={location.pathname}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <Button type="submit" variant="secondary" disabled={requesting || !fetch.enabled}>
            {t("fetch.update")}
          </Button>
        </Form>
        <Link to="/dashboard?start-campaign" className={buttonClasses.ghost}>
          {t("fetch.start-manually")}
        </Link>
      </div>
      {banner ? (
        <div
          role="status"
          className="mt-3 flex items-start justify-between gap-3 rounded-[6px] border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="import-banner"
        >
          <p>
            <strong>{t("complete.title")}</strong>{" "}
            {t("complete.counts", { new: banner.new, updated: banner.updated, closed: banner.closed })}
          </p>
          {/* the fetch is acknowledged already: without JavaScript the link shows the page without it */}
          <Link
            to={`${location.pathname}${location.search}`}
            onClick={(event) => {
              event.preventDefault();
              setBanner(null);
            }}
            aria-label={t("complete.dismiss")}
            className="-m-1 shrink-0 rounded p-1 leading-none text-emerald-900 hover:bg-emerald-100"
          >
            <span aria-hidden="true">{REMOVE_MARK}</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
