import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
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
import { ListPagination } from "~/components/campaign-list/list-pagination";
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_STATUSES,
  resolveDialog,
} from "~/lib/campaign/list";
import { pageMeta } from "~/lib/title";
import { DASHBOARD_TAB_PATHS, DASHBOARD_TABS } from "~/lib/vacancies/list";
import { listDashboardCampaigns } from "~/services/campaigns/list-labels.server";
import { requireCompany, requestOrigin } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { JobsFirstList, useVacancyWidgetPaging, VacancyWidget } from "~/components/vacancies/vacancy-widget";
import type { RootLoaderData } from "~/root";
import { dashboardVacancyAction, loadDashboardVacancies } from "./dashboard-vacancies.server";
import {
  campaignListAction,
  listFeatures,
  loadDialogCampaign,
  loadListPage,
} from "~/services/campaigns/list.server";
import { queryInt, readUrl } from "~/services/http/request.server";

export const handle = { i18n: ["dashboard", "campaign-list", "vacancies"] };
await loadRouteNamespaces(handle);

/**
 * spec 1 §2 "Dashboard": the campaigns widget lists the user's own campaigns, 5 per page; with an
 * ATS integration the Vacancies widget (5 per page) or, on the jobs tab, the vacancy list.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const { user, company, uiFeatures } = context;
  const url = readUrl(request);
  const [t, locale] = await Promise.all([getT(args), getLocale(args)]);
  const requested = queryInt(url.searchParams, "page");
  // the campaigns widget and the vacancy parts read side by side
  const [{ result: list, page, lastPage }, vacancies] = await Promise.all([
    loadListPage(url, requested, DASHBOARD_PAGE_SIZE, (limit, offset) =>
      listDashboardCampaigns(company.id, {
        limit,
        offset,
        authorId: user.id,
        status: DASHBOARD_STATUSES,
        locale,
      }),
    ),
    loadDashboardVacancies(args, url, context, locale),
  ]);
  return {
    title: t("titles.dashboard"),
    firstName: user.firstName,
    campaigns: list.campaigns,
    total: list.total,
    page,
    lastPage,
    dialogCampaign: await loadDialogCampaign(company.id, url, list.campaigns, locale),
    origin: requestOrigin(request),
    features: listFeatures(uiFeatures),
    vacancies,
  };
}

export async function action(args: ActionFunctionArgs) {
  const vacancyResult = await dashboardVacancyAction(args, await requireCompany(args));
  return vacancyResult ?? campaignListAction(args, "/dashboard");
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const shouldRevalidate = listShouldRevalidate;

export default function Dashboard() {
  const {
    firstName,
    campaigns,
    total,
    page,
    lastPage,
    dialogCampaign,
    origin,
    features,
    vacancies,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["campaign-list", "dashboard", "vacancies"]);
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  // spec 1 §2: "my jobs" when integrated and on the jobs tab; the tabs only when integrated
  const onJobsTab = vacancies.integrated && vacancies.tab === "jobs";
  // spec 1 §2: Start campaign opens the dialog, or goes to the vacancies when integrated
  const startNew = vacancies.integrated
    ? { to: "/vacancies", prefetch: {} }
    : { to: "/dashboard?start-campaign", prefetch: prefetchTargetGroupForm };
  const [params] = useSearchParams();
  const scrolled = useScrolled();
  const removingId = useDelayedListRefresh();
  const open = resolveDialog(params, campaigns, dialogCampaign);
  // another page of the Vacancies widget: the campaigns keep their rows
  const widgetPaging = useVacancyWidgetPaging();
  const loading = useListLoading(origin) && !widgetPaging;

  return (
    <div>
      <div
        data-scrolled={scrolled || undefined}
        className={`dashboard-header sticky top-header z-10 -mx-4 flex flex-wrap items-center justify-between gap-4 bg-slate-50 px-4 py-3 transition-shadow ${
          scrolled ? "is-scrolled shadow-md" : ""
        }`}
      >
        <h1 className="text-2xl font-semibold">
          {onJobsTab ? t("vacancies:dashboard.my-jobs") : t("dashboard:header.my-campaigns")}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/media-channels" className={buttonClasses.secondary}>
            {t("dashboard.search-channels")}
          </Link>
          {/* issue 38 §6: one "Start campaign", going where the main menu's goes */}
          <Link to={startNew.to} {...startNew.prefetch} className={buttonClasses.primary}>
            {t("dashboard.start-new")}
          </Link>
        </div>
      </div>

      {vacancies.integrated ? (
        <nav
          aria-label={t("vacancies:dashboard.tabs")}
          className="mt-2 flex gap-1 border-b border-slate-200"
        >
          {DASHBOARD_TABS.map((tab) => (
            <Link
              key={tab}
              to={DASHBOARD_TAB_PATHS[tab]}
              aria-current={vacancies.tab === tab ? "page" : undefined}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
                vacancies.tab === tab
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-600 hover:text-ink"
              }`}
            >
              {t(`vacancies:dashboard.tab-${tab}`)}
            </Link>
          ))}
        </nav>
      ) : null}

      {vacancies.integrated && vacancies.list ? (
        <JobsFirstList list={vacancies.list} fetch={vacancies.fetch} locale={locale} />
      ) : (
        // spec 1 §2: the campaigns widget, and with an ATS the Vacancies widget below it (issue 48 §7)
        <div>
          <Card className="mt-4 p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold">{t("dashboard.widget-title")}</h2>
              <div className="flex items-center gap-3">
                <Link
                  to="/campaigns"
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t("dashboard.view-all")}
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
                  <Link
                    to={startNew.to}
                    {...startNew.prefetch}
                    className={`${buttonClasses.primary} mt-4`}
                  >
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
            <ListPagination page={page} lastPage={lastPage} label={t("dashboard.pagination")} className="mt-4" />
          </Card>
          {vacancies.integrated && vacancies.widget ? (
            <VacancyWidget widget={vacancies.widget} fetch={vacancies.fetch} locale={locale} />
          ) : null}
        </div>
      )}

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
