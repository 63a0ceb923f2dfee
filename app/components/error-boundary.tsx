import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { isChunkLoadError } from "~/lib/route-error";
import { errorTitle, errorTitles } from "~/lib/title";
import { CenteredPage } from "./auth/centered-page";
import { Button, buttonClasses } from "./ui/button";

export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t("not-found.title")}>
      <p className="text-slate-600">{t("not-found.description")}</p>
      <a href="/dashboard" className={`${buttonClasses.primary} mt-6`}>
        {t("not-found.to-dashboard")}
      </a>
    </CenteredPage>
  );
}

/** The /error page body: start again logs out (spec 1 §2). */
export function ErrorContent() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t("error.title")}>
      <p className="text-slate-600">{t("error.description")}</p>
      <form method="post" action="/logout" className="mt-6">
        <Button type="submit">{t("error.start-again")}</Button>
      </form>
    </CenteredPage>
  );
}

export function NetworkErrorContent() {
  const { t } = useTranslation();
  return (
    <CenteredPage title={t("network-error.title")}>
      <p className="text-slate-600">{t("network-error.description")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("network-error.reload")}
      </Button>
    </CenteredPage>
  );
}

/** 503: the database is briefly unreachable; the page can simply be loaded again. */
export function UnavailableContent() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <CenteredPage title={t("unavailable.title")}>
      <p className="text-slate-600">{t("unavailable.description")}</p>
      {/* a plain link to the same page reloads it, without JavaScript too */}
      <a href={`${location.pathname}${location.search}`} className={`${buttonClasses.primary} mt-6`}>
        {t("unavailable.retry")}
      </a>
    </CenteredPage>
  );
}

/** The screen for what went wrong; its document title is the route's meta's (lib/title.ts pageTitle). */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isRouteErrorResponse(error) && error.status === 503) return <UnavailableContent />;
  if (isChunkLoadError(error)) return <NetworkErrorContent />;
  return <ErrorContent />;
}

/**
 * The document title of root's error screen when root's own loader failed (root's Layout renders
 * it): the meta functions then have no error titles from that loader, so it is translated here.
 */
export function RootErrorTitle() {
  const { t } = useTranslation();
  return <title>{errorTitle(useRouteError(), errorTitles(t))}</title>;
}
