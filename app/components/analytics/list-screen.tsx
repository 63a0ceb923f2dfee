import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Pagination } from "~/components/ui/pagination";
import type { Period } from "~/lib/analytics/period";
import { PeriodForm } from "./period-form";
import { AnalyticsSection } from "./section";

/** The full-page lists behind the overview (campaigns, jobs, job pages): back link, title, period, one paged section. */
export function ListScreen({
  title,
  period,
  filters,
  section,
  children,
}: {
  title: string;
  period?: Period;
  filters?: ReactNode;
  section: { id: string; title: string; total: number; page: number; lastPage: number };
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  const list = (
    <AnalyticsSection id={section.id} title={section.title} state={{ ok: true, data: null }} empty={section.total === 0}>
      {children}
      <div className="mt-4">
        <Pagination page={section.page} lastPage={section.lastPage} />
      </div>
    </AnalyticsSection>
  );
  return (
    <div className="space-y-6">
      <Link to="/analytics" className="text-sm font-semibold text-brand-700 hover:underline">
        {t("campaign.back")}
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {period ? <PeriodForm period={period} /> : null}
      {filters ? (
        <div className="flex flex-col gap-6 lg:flex-row">
          <aside className="shrink-0 lg:w-filter">{filters}</aside>
          <div className="min-w-0 flex-1">{list}</div>
        </div>
      ) : (
        list
      )}
    </div>
  );
}
