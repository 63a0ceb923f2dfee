import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { AssistedConversions, ChannelStatsUpload, GeolocationMap, JobAdClicks } from "~/components/analytics/campaign-sections";
import { useAnalyticsFormat } from "~/components/analytics/format";
import { PeriodForm } from "~/components/analytics/period-form";
import { AnalyticsSection } from "~/components/analytics/section";
import { ClicksPerDay, Funnel, OverallFigures, PerformanceByDate, Sources } from "~/components/analytics/sections";
import { FiguresGlossary } from "~/components/campaign-list/campaign-figures";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AnalyticsOutcomes } from "~/components/outcomes/analytics-outcomes";
import { pageTitle } from "~/lib/title";
import { analyticsContext } from "./analytics.server";
import { loadCampaignAnalytics, uploadChannelStats } from "./campaign.server";

export const handle = { i18n: ["analytics", "campaign-list", "outcomes"] };
await loadRouteNamespaces(handle);

/** /analytics/campaign?id= — one campaign's analytics (spec 2 §2 "analytics overview + name"). */
export async function loader(args: LoaderFunctionArgs) {
  return loadCampaignAnalytics(await analyticsContext(args));
}

/** The channel-stats CSV upload (issue 14 §1). */
export async function action(args: ActionFunctionArgs) {
  return uploadChannelStats(await analyticsContext(args));
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => [
  { title: pageTitle(args, data && typeof data === "object" && "title" in data ? data.title : null) },
];

export default function CampaignAnalytics() {
  const data = useLoaderData<typeof loader>();
  const uploaded = useActionData<typeof action>();
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  if (!("title" in data)) return null;
  const { campaign, period, lookback, overall, costPerApplicant, byDate, clicks, funnel, countries, assisted, jobAds, outcomes } = data;
  const mapSrc = `/analytics/map.svg?${new URLSearchParams({ id: campaign.id, from: period.from, to: period.to })}`;
  return (
    <div className="space-y-6">
      <div>
        <Link to="/analytics" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("campaign.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{data.title}</h1>
        <Link to={`/campaign-performance/campaign?id=${campaign.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("campaign.performance")}
        </Link>
      </div>
      <PeriodForm period={period} keep={{ id: campaign.id }} />

      <AnalyticsSection id="overall" title={t("overall.title")} state={overall} csv={false}>
        {overall.ok ? (
          <OverallFigures
            overall={overall.data}
            extra={{ label: t("overall.cost-per-applicant"), value: costPerApplicant === null ? "—" : f.money(costPerApplicant, data.currency), note: t("overall.cost-per-applicant-method") }}
          />
        ) : null}
        <FiguresGlossary />
      </AnalyticsSection>

      <AnalyticsOutcomes state={outcomes} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AnalyticsSection id="by-date" title={t("by-date.title")} state={byDate} empty={byDate.ok && byDate.data.length === 0} emptyText={t("empty.snippet")}>
          {byDate.ok ? <PerformanceByDate points={byDate.data} /> : null}
        </AnalyticsSection>
        <AnalyticsSection id="clicks-per-day" title={t("clicks-per-day.title")} state={clicks} empty={clicks.ok && clicks.data.length === 0} emptyText={t("empty.clicks")}>
          {clicks.ok ? <ClicksPerDay days={clicks.data} /> : null}
        </AnalyticsSection>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AnalyticsSection id="sources" title={t("sources.campaign-title")} state={funnel} empty={funnel.ok && funnel.data.sources.length === 0} emptyText={t("empty.snippet")}>
          {funnel.ok ? <Sources sources={funnel.data.sources} /> : null}
        </AnalyticsSection>
        <AnalyticsSection id="funnel" title={t("funnel.title")} state={funnel} csv={false} empty={funnel.ok && funnel.data.total.uniqueVisitors === 0} emptyText={t("empty.snippet")}>
          {funnel.ok ? <Funnel total={funnel.data.total} /> : null}
        </AnalyticsSection>
      </div>

      <AnalyticsSection id="geo" title={t("geo.title")} state={countries} empty={countries.ok && countries.data.length === 0} emptyText={t("empty.snippet")}>
        {countries.ok ? <GeolocationMap countries={countries.data} mapSrc={mapSrc} /> : null}
      </AnalyticsSection>

      <AnalyticsSection id="assisted" title={t("assisted.title")} state={assisted} info={t("assisted.info", { days: lookback })} empty={assisted.ok && assisted.data.length === 0} emptyText={t("assisted.empty")}>
        {assisted.ok ? <AssistedConversions rows={assisted.data} /> : null}
      </AnalyticsSection>

      <AnalyticsSection id="job-ad-clicks" title={t("job-ads.title")} state={jobAds} info={t("job-ads.info")}>
        {jobAds.ok ? <JobAdClicks rows={jobAds.data.channelList} total={jobAds.data.total} /> : null}
        <ChannelStatsUpload result={uploaded?.result} />
      </AnalyticsSection>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
