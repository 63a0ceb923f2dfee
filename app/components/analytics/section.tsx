import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Card } from "~/components/ui/card";

type SectionState = { ok: true; data: unknown } | { ok: false };

/**
 * The link to a section's CSV: the screen's own query with format=csv and the section's name,
 * answered by the screen's loader through /analytics/export (routes/analytics/export.tsx).
 */
export function csvHref(pathname: string, search: string, section: string) {
  const params = new URLSearchParams(search);
  params.set("screen", pathname);
  params.set("format", "csv");
  params.set("section", section);
  return `/analytics/export?${params.toString()}`;
}

/**
 * One section of an analytics screen (spec 2 §3 "each section has its own waiting flag", §8): a
 * failure shows this section's own error box and the rest of the page works; empty data shows
 * what to do. `info` explains a figure's method.
 */
export function AnalyticsSection({
  id,
  title,
  state,
  empty,
  emptyText,
  csv = true,
  info,
  actions,
  children,
}: {
  id: string;
  title: string;
  state: SectionState;
  empty?: boolean;
  emptyText?: string;
  csv?: boolean;
  info?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  const location = useLocation();
  const headingId = `${id}-heading`;
  return (
    <Card className="p-6" id={id}>
      <section aria-labelledby={headingId} data-testid={`section-${id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="flex items-center gap-3 text-sm">
            {actions}
            {csv && state.ok && !empty ? (
              <Link reloadDocument to={csvHref(location.pathname, location.search, id)} className="font-semibold text-brand-700 hover:underline">
                {t("csv.download")}
                <span className="sr-only"> {title}</span>
              </Link>
            ) : null}
          </div>
        </div>
        {info ? (
          <details className="mt-1 text-sm text-slate-600">
            <summary className="cursor-pointer font-semibold text-brand-700">{t("info.how")}</summary>
            <p className="mt-1 max-w-prose">{info}</p>
          </details>
        ) : null}
        <div className="mt-4">
          {!state.ok ? (
            <p role="alert" className="rounded-[6px] border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t("section.error")}
            </p>
          ) : empty ? (
            <p className="rounded-[6px] bg-slate-50 p-3 text-sm text-slate-600">{emptyText ?? t("section.empty")}</p>
          ) : (
            children
          )}
        </div>
      </section>
    </Card>
  );
}
