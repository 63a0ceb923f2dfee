import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { JobPageRows } from "~/components/analytics/lists";
import { ListScreen } from "~/components/analytics/list-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { JOB_PAGES_PAGE_SIZE } from "~/lib/analytics/pages";
import { pageTitle } from "~/lib/title";
import { jobPagePerformance } from "~/services/analytics/reports.server";
import { queryInt } from "~/services/http/request.server";
import { loadListPage } from "~/services/campaigns/list.server";
import { analyticsContext, csvResponse, csvSection } from "./analytics.server";

export const handle = { i18n: ["analytics"] };
await loadRouteNamespaces(handle);

/** /analytics/job-page-performance (spec 2 §7 company_job_pages_performance): views, application forms and applications per career-site page, 10 per page. */
export async function loader(args: LoaderFunctionArgs) {
  const { company, url, period, t } = await analyticsContext(args);
  const scope = { companyId: company.id, from: period.from, to: period.to };
  const { result, page, lastPage } = await loadListPage(url, queryInt(url.searchParams, "page"), JOB_PAGES_PAGE_SIZE, (limit, offset) =>
    jobPagePerformance(scope, { limit, offset }),
  );
  if (csvSection(url) === "job-pages") {
    return csvResponse(`analytics-job-pages-${period.from}-${period.to}`, ["job", "page", "views", "application_forms", "applications", "applications_per_page_view"], result.jobPages.map((r) => [r.jobTitle ?? "", r.page, r.views, r.applicationForms, r.applications, r.rate]));
  }
  return { title: t("analytics:job-pages.title"), period, rows: result.jobPages, total: result.total, page, lastPage };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => [{ title: pageTitle(args, data && typeof data === "object" && "title" in data ? data.title : null) }];

export default function AnalyticsJobPagePerformance() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("analytics");
  if (!("title" in data)) return null;
  return (
    <ListScreen period={data.period} title={data.title} section={{ id: "job-pages", title: t("job-pages.results", { count: data.total }), total: data.total, page: data.page, lastPage: data.lastPage }}>
      <JobPageRows rows={data.rows} />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
