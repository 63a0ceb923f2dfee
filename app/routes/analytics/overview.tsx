import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { DataTable } from "~/components/analytics/data-table";
import { CampaignRows, JobPageRows, JobRows, type ChannelRow } from "~/components/analytics/lists";
import { useAnalyticsFormat } from "~/components/analytics/format";
import { PeriodForm } from "~/components/analytics/period-form";
import { AnalyticsSection } from "~/components/analytics/section";
import { CampaignLink, Funnel, OverallFigures, PerformanceByDate, Sources } from "~/components/analytics/sections";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AnalyticsOutcomes } from "~/components/outcomes/analytics-outcomes";
import { Pagination } from "~/components/ui/pagination";
import { pageTitle } from "~/lib/title";
import { analyticsContext, requireAnalyticsData } from "./analytics.server";
import { loadOverview } from "./overview.server";

export const handle = { i18n: ["analytics", "campaign-list", "outcomes"] };
await loadRouteNamespaces(handle);

/** /analytics — the company overview (spec 2 §2–§3, issue 14 §3). Without any data: get-started. */
export async function loader(args: LoaderFunctionArgs) {
  const context = await analyticsContext(args);
  await requireAnalyticsData(context.company.id);
  return loadOverview(context);
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => [
  { title: pageTitle(args, data && typeof data === "object" && "title" in data ? data.title : null) },
];

export default function AnalyticsOverview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  if (!("title" in data)) return null;
  const { period, overall, byDate, sources, channels, campaigns, jobs, clicks, jobPages, dropped, outcomes } = data;
  const more = (to: string, label: string) => (
    <Link to={`${to}?from=${period.from}&to=${period.to}`} className="font-semibold text-brand-700 hover:underline">
      {label}
    </Link>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t("titles.overview")}</h1>
        <Link to="/analytics-get-started" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("get-started.link")}
        </Link>
      </div>
      <PeriodForm period={period} />

      <AnalyticsSection id="overall" title={t("overall.title")} state={overall} csv={false}>
        {overall.ok ? (
          <OverallFigures overall={overall.data} extra={{ label: t("overall.traffic-sources"), value: f.n(overall.data.trafficSourcesCount) }} />
        ) : null}
        {dropped.ok && dropped.data > 0 ? <p className="mt-3 text-xs text-slate-600">{t("overall.dropped", { count: dropped.data })}</p> : null}
      </AnalyticsSection>

      <AnalyticsOutcomes state={outcomes} company />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AnalyticsSection id="by-date" title={t("by-date.title")} state={byDate} empty={byDate.ok && byDate.data.length === 0} emptyText={t("empty.snippet")}>
          {byDate.ok ? <PerformanceByDate points={byDate.data} /> : null}
        </AnalyticsSection>
        <AnalyticsSection id="funnel" title={t("funnel.title")} state={sources} empty={sources.ok && sources.data.total.uniqueVisitors === 0} emptyText={t("empty.snippet")}>
          {sources.ok ? <Funnel total={sources.data.total} /> : null}
        </AnalyticsSection>
      </div>

      <AnalyticsSection id="sources" title={t("sources.title")} state={sources} empty={sources.ok && sources.data.sources.length === 0} emptyText={t("empty.snippet")}>
        {sources.ok ? <Sources sources={sources.data.sources} /> : null}
      </AnalyticsSection>

      <AnalyticsSection id="channels" title={t("channels.title")} state={channels} empty={channels.ok && channels.data.total === 0} emptyText={t("empty.clicks")}>
        {channels.ok ? (
          <>
            <DataTable<ChannelRow>
              caption={t("channels.title")}
              rows={channels.data.channels}
              rowKey={(c) => c.channelId}
              columns={[
                { label: t("column.channel"), render: (c) => c.name },
                { label: t("column.visitors"), numeric: true, render: (c) => f.n(c.uniqueVisitors) },
                { label: t("overall.converted"), numeric: true, render: (c) => f.n(c.uniqueVisitorsConverted) },
                { label: t("overall.conversion-rate"), numeric: true, render: (c) => f.rate(c.rate) },
              ]}
            />
            <div className="mt-4">
              <Pagination page={channels.data.page} lastPage={channels.data.lastPage} param="channels-page" label={t("channels.pages")} />
            </div>
          </>
        ) : null}
      </AnalyticsSection>

      <AnalyticsSection id="campaigns" title={t("campaigns.title")} state={campaigns} empty={campaigns.ok && campaigns.data.total === 0} actions={more("/analytics/campaigns-overview", t("campaigns.all"))}>
        {campaigns.ok ? <CampaignRows rows={campaigns.data.campaigns} /> : null}
      </AnalyticsSection>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AnalyticsSection id="jobs" title={t("jobs.title")} state={jobs} empty={jobs.ok && jobs.data.total === 0} actions={more("/analytics/jobs-overview", t("jobs.all"))}>
          {jobs.ok ? <JobRows rows={jobs.data.jobs} /> : null}
        </AnalyticsSection>
        <AnalyticsSection id="clicks" title={t("clicks.title")} state={clicks} empty={clicks.ok && clicks.data.total === 0} emptyText={t("empty.clicks")}>
          {clicks.ok ? (
            <>
              <DataTable<{ campaignId: string; name: string; clicks: number }>
                caption={t("clicks.title")}
                rows={clicks.data.campaigns}
                rowKey={(c) => c.campaignId}
                columns={[
                  { label: t("column.campaign"), render: (c) => <CampaignLink id={c.campaignId} name={c.name} /> },
                  { label: t("column.clicks"), numeric: true, render: (c) => f.n(c.clicks) },
                ]}
              />
              <div className="mt-4">
                <Pagination page={clicks.data.page} lastPage={clicks.data.lastPage} param="clicks-page" label={t("clicks.pages")} />
              </div>
            </>
          ) : null}
        </AnalyticsSection>
      </div>

      <AnalyticsSection id="job-pages" title={t("job-pages.title")} state={jobPages} empty={jobPages.ok && jobPages.data.total === 0} emptyText={t("empty.snippet")} actions={more("/analytics/job-page-performance", t("job-pages.all"))}>
        {jobPages.ok ? <JobPageRows rows={jobPages.data.jobPages} /> : null}
      </AnalyticsSection>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
