import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { prefetchTargetGroupForm } from "~/components/campaign-builder/target-group-loader";
import { CampaignDialog } from "~/components/campaign-list/campaign-dialog";
import { CampaignTable } from "~/components/campaign-list/campaign-table";
import {
  listShouldRevalidate,
  useDelayedListRefresh,
  useListLoading,
  useScrolled,
} from "~/components/campaign-list/hooks";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_STATUSES,
  LIST_DIALOGS,
  resolveDialog,
} from "~/lib/campaign/list";
import { documentTitle } from "~/lib/title";
import { listDashboardCampaigns } from "~/models/campaign-list.server";
import { requireCompany, requestOrigin } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import {
  campaignListAction,
  listFeatures,
  loadDialogCampaign,
  loadListPage,
} from "../campaigns/list.server";
import { queryInt, readUrl } from "~/services/http/request.server";

export const handle = { i18n: ["dashboard", "campaign-list"] };

/** spec 1 §2 "Dashboard": the campaigns widget lists the user's own campaigns, 5 per page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, company, uiFeatures } = await requireCompany(request);
  const url = readUrl(request);
  const t = await getT(request);
  const requested = queryInt(url.searchParams, "page");
  const {
    result: list,
    page,
    lastPage,
  } = await loadListPage(url, requested, DASHBOARD_PAGE_SIZE, (limit, offset) =>
    listDashboardCampaigns(company.id, {
      limit,
      offset,
      authorId: user.id,
      status: DASHBOARD_STATUSES,
    }),
  );
  return {
    title: t("titles.dashboard"),
    firstName: user.firstName,
    campaigns: list.campaigns,
    total: list.total,
    page,
    lastPage,
    dialogCampaign: await loadDialogCampaign(company.id, url, list.campaigns),
    origin: requestOrigin(request),
    features: listFeatures(uiFeatures),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return campaignListAction(request, "/dashboard");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
];

export const shouldRevalidate = listShouldRevalidate;

export default function Dashboard() {
  const { firstName, campaigns, total, page, lastPage, dialogCampaign, origin, features } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation(["campaign-list", "dashboard"]);
  const [params] = useSearchParams();
  const scrolled = useScrolled();
  const removingId = useDelayedListRefresh();
  const open = resolveDialog(params, campaigns, dialogCampaign);
  const loading = useListLoading(origin);

  return (
    <div>
      <div
        data-scrolled={scrolled || undefined}
        className={`dashboard-header sticky top-header z-10 -mx-4 flex flex-wrap items-center justify-between gap-4 bg-slate-50 px-4 py-3 transition-shadow ${
          scrolled ? "is-scrolled shadow-md" : ""
        }`}
      >
        <h1 className="text-2xl font-semibold">{t("dashboard:header.my-campaigns")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/media-channels" className={buttonClasses.secondary}>
            {t("dashboard.search-channels")}
          </Link>
          <Link to="/dashboard?start-campaign" {...prefetchTargetGroupForm} className={buttonClasses.primary}>
            {t("dashboard.create-campaign")}
          </Link>
        </div>
      </div>

      <Card className="mt-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t("dashboard.widget-title")}</h2>
          <div className="flex items-center gap-3">
            <Link to="/campaigns" className="text-sm font-semibold text-brand-700 hover:underline">
              {t("dashboard.view-all")}
            </Link>
            <Link to="/dashboard?start-campaign" {...prefetchTargetGroupForm} className={buttonClasses.primary}>
              {t("dashboard.start-new")}
            </Link>
          </div>
        </div>
        <div className="mt-4">
          {total === 0 && !loading ? (
            <div className="rounded-[6px] border border-dashed border-slate-300 px-6 py-10 text-center">
              <p className="text-lg font-semibold">
                {t("dashboard.empty-greeting", { name: firstName })}
              </p>
              <p className="mt-1 text-slate-600">{t("dashboard.empty-text")}</p>
              <Link to="/dashboard?start-campaign" {...prefetchTargetGroupForm} className={`${buttonClasses.primary} mt-4`}>
                {t("dashboard.start-new")}
              </Link>
            </div>
          ) : (
            <CampaignTable
              campaigns={campaigns}
              features={features}
              loading={loading}
              placeholderRows={DASHBOARD_PAGE_SIZE}
              removingId={removingId}
            />
          )}
        </div>
        <div className="mt-4">
          <Pagination
            page={page}
            lastPage={lastPage}
            dropParams={LIST_DIALOGS}
            label={t("dashboard.pagination")}
          />
        </div>
      </Card>

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
