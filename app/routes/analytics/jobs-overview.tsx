import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { JobRows } from "~/components/analytics/lists";
import { ListScreen } from "~/components/analytics/list-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { JOBS_OVERVIEW_PAGE_SIZE } from "~/lib/analytics/pages";
import { pageTitle } from "~/lib/title";
import { jobsOverview } from "~/services/analytics/reports.server";
import { queryInt } from "~/services/http/request.server";
import { loadListPage } from "~/services/campaigns/list.server";
import { analyticsContext, csvResponse, csvSection } from "./analytics.server";

export const handle = { i18n: ["analytics"] };
await loadRouteNamespaces(handle);

/** /analytics/jobs-overview (spec 2 §3 jobs overview, 10 per page): campaigns grouped by job title. */
export async function loader(args: LoaderFunctionArgs) {
  const { company, url, period, t } = await analyticsContext(args);
  const scope = { companyId: company.id, from: period.from, to: period.to };
  const { result, page, lastPage } = await loadListPage(url, queryInt(url.searchParams, "page"), JOBS_OVERVIEW_PAGE_SIZE, (limit, offset) =>
    jobsOverview(scope, { limit, offset }),
  );
  if (csvSection(url) === "jobs") {
    return csvResponse(`analytics-jobs-${period.from}-${period.to}`, ["job", "campaigns", "clicks", "unique_visitors", "converted"], result.jobs.map((r) => [r.job, r.campaigns, r.clicks, r.uniqueVisitors, r.uniqueVisitorsConverted]));
  }
  return { title: t("analytics:jobs.title"), period, rows: result.jobs, total: result.total, page, lastPage };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => [{ title: pageTitle(args, data && typeof data === "object" && "title" in data ? data.title : null) }];

export default function AnalyticsJobsOverview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("analytics");
  if (!("title" in data)) return null;
  return (
    <ListScreen period={data.period} title={data.title} section={{ id: "jobs", title: t("jobs.results", { count: data.total }), total: data.total, page: data.page, lastPage: data.lastPage }}>
      <JobRows rows={data.rows} />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
