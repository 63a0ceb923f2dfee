import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CampaignRows } from "~/components/analytics/lists";
import { useAnalyticsFormat } from "~/components/analytics/format";
import { ListScreen } from "~/components/analytics/list-screen";
import { OverviewFilters } from "~/components/campaign-list/overview-filters";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CAMPAIGNS_OVERVIEW_PAGE_SIZE } from "~/lib/analytics/pages";
import { parseOverviewState } from "~/lib/campaign/list";
import { pageTitle } from "~/lib/title";
import { searchCampaigns } from "~/services/campaigns/list-labels.server";
import { loadListPage } from "~/services/campaigns/list.server";
import { analyticsContext, csvResponse, csvSection } from "./analytics.server";
import { isOrdered, ORDERED_STATUSES } from "~/lib/campaign/status";

export const handle = { i18n: ["analytics", "campaign-list"] };
await loadRouteNamespaces(handle);

/**
 * /analytics/campaigns-overview (spec 2 §3 campaigns overview): search and the author, month and
 * status filters, 10 per page; rows availability date, name, status, clicks, first click date,
 * each linking to the campaign's analytics.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { company, url, t } = await analyticsContext(args);
  const state = parseOverviewState(url.searchParams);
  // only what was ordered (issue 48 §6): a draft has no results to analyse
  const chosen = state.status.filter(isOrdered);
  const status = chosen.length ? chosen : [...ORDERED_STATUSES];
  // a status the user chose stays on offer with 0 (models/campaign-list.server.ts); the ones this
  // page implies when none is chosen are not the user's filter, so only those with campaigns show
  const { result, page, lastPage } = await loadListPage(url, state.page, CAMPAIGNS_OVERVIEW_PAGE_SIZE, (limit, offset) =>
    searchCampaigns(company.id, { ...state, status, limit, offset }),
  );
  if (csvSection(url) === "campaigns") {
    return csvResponse("analytics-campaigns", ["availability_date", "name", "status", "clicks", "first_click_date"], result.campaigns.map((r) => [r.availabilityDate?.slice(0, 10), r.name, r.status, r.clicks, r.firstClickDate]));
  }
  return { title: t("analytics:campaigns.title"), state: { ...state, page }, rows: result.campaigns, total: result.total, facets: { ...result.facets, status: result.facets.status.filter((o) => isOrdered(o.key) && (o.recordCount > 0 || chosen.includes(o.key))) }, page, lastPage };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) => [{ title: pageTitle(args, data && typeof data === "object" && "title" in data ? data.title : null) }];

export default function AnalyticsCampaignsOverview() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("analytics");
  const { locale } = useAnalyticsFormat();
  if (!("title" in data)) return null;
  return (
    <ListScreen
      title={data.title}
      filters={<OverviewFilters state={data.state} facets={data.facets} locale={locale} />}
      section={{ id: "campaigns", title: t("campaigns.results", { count: data.total }), total: data.total, page: data.page, lastPage: data.lastPage }}
    >
      <CampaignRows rows={data.rows} />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
