import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  useSearchParams,
} from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { prefetchTargetGroupForm } from "~/components/campaign-builder/target-group-loader";
import { CampaignCard, PlaceholderCard } from "~/components/campaign-list/campaign-card";
import { CampaignDialog } from "~/components/campaign-list/campaign-dialog";
import {
  listShouldRevalidate,
  useDelayedListRefresh,
  useListLoading,
} from "~/components/campaign-list/hooks";
import { OverviewFilters } from "~/components/campaign-list/overview-filters";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { ListPagination } from "~/components/campaign-list/list-pagination";
import {
  OVERVIEW_PAGE_SIZE,
  OVERVIEW_PLACEHOLDER_CARDS,
  parseOverviewState,
  resolveDialog,
} from "~/lib/campaign/list";
import { pageMeta } from "~/lib/title";
import type { RootLoaderData } from "~/root";
import { searchCampaigns } from "~/services/campaigns/list-labels.server";
import { requireCompany, requestOrigin } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { campaignListAction, listFeatures, loadDialogCampaign, loadListPage } from "~/services/campaigns/list.server";
import { readUrl } from "~/services/http/request.server";

export const handle = { i18n: ["campaign-list"] };
await loadRouteNamespaces(handle);

/** spec 1 §2 "Campaigns overview list": search, filters with counts, 10 cards per page. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { company, uiFeatures } = await requireCompany(args);
  const url = readUrl(request);
  const locale = await getLocale(args);
  const t = await getT(locale, "campaign-list");
  const state = parseOverviewState(url.searchParams);
  const { result, page, lastPage } = await loadListPage(
    url,
    state.page,
    OVERVIEW_PAGE_SIZE,
    (limit, offset) => searchCampaigns(company.id, { ...state, limit, offset }, locale),
  );
  return {
    title: t("titles.overview"),
    state: { ...state, page },
    campaigns: result.campaigns,
    total: result.total,
    facets: result.facets,
    page,
    lastPage,
    dialogCampaign: await loadDialogCampaign(company.id, url, result.campaigns, locale),
    origin: requestOrigin(request),
    features: listFeatures(uiFeatures),
  };
}

export async function action(args: ActionFunctionArgs) {
  return campaignListAction(args, "/campaigns");
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const shouldRevalidate = listShouldRevalidate;

export default function CampaignsOverview() {
  const { state, campaigns, total, facets, page, lastPage, dialogCampaign, origin, features } =
    useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("campaign-list");
  const [params] = useSearchParams();
  const location = useLocation();
  const removingId = useDelayedListRefresh();
  const open = resolveDialog(params, campaigns, dialogCampaign);
  const loading = useListLoading(origin);
  const filtered = Boolean(
    state.text || state.author.length || state.month.length || state.status.length,
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t("overview.title")}</h1>
        <Link to="/dashboard?start-campaign" {...prefetchTargetGroupForm} className={buttonClasses.primary}>
          {t("dashboard.start-new")}
        </Link>
      </div>
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <aside className="shrink-0 lg:w-filter">
          <OverviewFilters state={state} facets={facets} locale={locale} />
        </aside>
        <section
          className="min-w-0 flex-1"
          aria-labelledby="campaign-results"
          aria-busy={loading || undefined}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="campaign-results" className="text-sm text-slate-600" aria-live="polite">
              {t("overview.results", { count: total })}
            </h2>
            {filtered ? (
              <Link
                to={location.pathname}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t("overview.clear")}
              </Link>
            ) : null}
          </div>
          {loading ? (
            <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
              {Array.from({ length: OVERVIEW_PLACEHOLDER_CARDS }, (_, i) => (
                <PlaceholderCard key={i} />
              ))}
            </div>
          ) : campaigns.length === 0 ? (
            <p className="mt-3 rounded-[6px] border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
              {t("overview.empty")}
            </p>
          ) : (
            <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
              {campaigns.map((campaign) => (
                <CampaignCard
                  key={campaign.id}
                  campaign={campaign}
                  features={features}
                  locale={locale}
                  removing={removingId === campaign.id}
                />
              ))}
            </div>
          )}
          <ListPagination page={page} lastPage={lastPage} label={t("overview.pagination")} className="mt-6" />
        </section>
      </div>
      {open ? (
        <CampaignDialog
          dialog={open.dialog}
          campaign={open.campaign}
          features={features}
          origin={origin}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
