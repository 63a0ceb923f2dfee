import { Form, Link, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate, formatTime } from "~/lib/dates";
import { afterFetch, FETCH_POLL_MS, type FetchStatus } from "~/lib/vacancies/list";
import { Button, buttonClasses } from "../ui/button";
import { ImportCompleteDialog } from "./import-complete-dialog";

export interface FetchPanelData {
  enabled: boolean;
  status: FetchStatus;
  lastFetchedAt: string | null;
  error: string | null;
  showCompleteModal: boolean;
  /** what the finished fetch changed: the import-complete modal, shown once (issue 38 §5, 48 §7) */
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

/**
 * spec 1 §2: last fetched (time and date), Update (disabled while requesting), start manually. In
 * the dashboard's Vacancies widget (`inline`) the status and Update only: the widget has its own
 * heading and the dashboard its Start campaign. When the fetch the user asked for is done, the
 * import-complete modal (spec 1 §2, §4).
 */
export function FetchPanel({
  fetch,
  locale,
  inline = false,
}: {
  fetch: FetchPanelData;
  locale: string;
  inline?: boolean;
}) {
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  const update = useRef<HTMLButtonElement>(null);
  useFetchPolling(fetch.status, fetch.showCompleteModal);
  const requesting = fetch.status === "requesting";
  // the server sends the counts once; kept here until closed, whatever later loads say
  const [complete, setComplete] = useState(fetch.counts);
  useEffect(() => {
    if (fetch.counts) setComplete(fetch.counts);
  }, [fetch.counts]);
  const time = fetch.lastFetchedAt ? formatTime(fetch.lastFetchedAt, locale) : null;
  const headingId = inline ? undefined : "fetch-panel";
  const body = (
    <>
      {requesting ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(FETCH_POLL_MS / 1000)} />
        </noscript>
      ) : null}
      {inline ? null : (
        <h2 id={headingId} className="text-sm font-semibold">
          {t("fetch.title")}
        </h2>
      )}
      <div className={inline ? "flex flex-wrap items-center gap-x-3 gap-y-2" : undefined}>
        <p className={`${inline ? "" : "mt-1 "}text-sm text-slate-600`} aria-live="polite" data-testid="fetch-status">
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
        <div className={inline ? "flex flex-wrap gap-2" : "mt-3 flex flex-wrap gap-2"}>
          <Form method="post" action={location.pathname}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <Button ref={update} type="submit" variant="secondary" disabled={requesting || !fetch.enabled}>
              {t("fetch.update")}
            </Button>
          </Form>
          {inline ? null : (
            <Link to="/dashboard?start-campaign" className={buttonClasses.ghost}>
              {t("fetch.start-manually")}
            </Link>
          )}
        </div>
      </div>
      {complete ? (
        <ImportCompleteDialog counts={complete} onClose={() => setComplete(null)} returnFocus={update} />
      ) : null}
    </>
  );
  return inline ? (
    <div data-testid="fetch-panel">{body}</div>
  ) : (
    <section
      aria-labelledby={headingId}
      className="rounded-[6px] border border-slate-200 bg-white p-4"
      data-testid="fetch-panel"
    >
      {body}
    </section>
  );
}
