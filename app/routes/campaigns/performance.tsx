import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { PriceSummaryRows } from "~/components/campaign-list/campaign-summary";
import { CampaignFiguresList } from "~/components/campaign-list/campaign-figures";
import { AgainstForecast } from "~/components/forecast/against-forecast";
import { PerformanceChannelList } from "~/components/campaign-list/performance-channels";
import { StatusBadge } from "~/components/campaign-list/status-badge";
import { ApprovalNotice } from "~/components/campaign-list/approval-notice";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { pageMeta } from "~/lib/title";
import type { RootLoaderData } from "~/root";
import { CampaignOutcomesCard } from "~/components/outcomes/campaign-outcomes";
import { trackedOf } from "~/lib/outcomes/figures";
import { BudgetAdviceCard } from "~/components/outcomes/budget-advice";
import { applyAdviceAction } from "~/services/outcomes/budget-advice.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { readForm, readQuery } from "~/services/http/request.server";
import { deliveryAction, loadPerformancePage } from "./performance.server";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["campaign-performance", "campaign-list", "analytics", "outcomes", "money", "forecast", "approvals"] };
await loadRouteNamespaces(handle);

/** /campaign-performance/campaign/?id= (spec 1 §2 "view performance"): see loadPerformancePage. */
export const loader = (args: LoaderFunctionArgs) => loadPerformancePage(args);

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const id = readQuery(request).get("id");
  const formData = await readForm(request);
  // "Apply" a budget advice (issue 52 §4), else a consultant's delivery mark
  if (formData.get("intent") === "apply-advice") return applyAdviceAction(args, context, id, formData, await getLocale(args));
  return deliveryAction(args, context, id, formData);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CampaignPerformance() {
  const { campaign, channels, price, analytics, figures, againstForecast, outcomes, advice, reorder, approval } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation(["campaign-performance", "campaign-list"]);
  const tg = campaign.targetGroup;
  const audience = tg
    ? [
        [t("performance.job-title"), tg.jobTitle?.label],
        [t("performance.job-function"), tg.jobFunction?.label],
        [t("performance.locations"), tg.regions?.map((r) => r.label).join(", ")],
        [t("performance.industries"), tg.industries?.map((i) => i.label).join(", ")],
      ].filter((entry): entry is [string, string] => Boolean(entry[1]))
    : [];

  return (
    <div>
      <Link to="/campaigns" className="text-sm font-semibold text-brand-700 hover:underline">
        {t("performance.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{campaign.name || t("campaign-list:no-name")}</h1>
        <StatusBadge status={campaign.status} orderedAt={campaign.orderedAt} />
      </div>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {analytics ? (
          <Link to={`/analytics/campaign?id=${campaign.id}`} className="inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("analytics:campaign.open")}
          </Link>
        ) : null}
        {campaign.jobPage ? (
          <a href={campaign.jobPage} target="_blank" rel="noreferrer" className="inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("performance.job-page")}
          </a>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("campaign-list:table.created-on", { date: formatDate(campaign.createdAt, locale) })}
        {campaign.availabilityDate
          ? ` · ${t("performance.available-from", { date: formatDate(campaign.availabilityDate, locale) })}`
          : ""}
      </p>

      {approval ? <ApprovalNotice approval={approval} locale={locale} /> : null}

      {figures ? (
        <div className="mt-4">
          <CampaignFiguresList figures={figures} locale={locale} />
        </div>
      ) : null}

      {figures ? (
        <Card className="mt-6 p-6">
          <AgainstForecast forecast={againstForecast} locale={locale} />
        </Card>
      ) : null}

      {outcomes && figures ? (
        <div className="mt-6">
          {/* the funnel starts from the figures above (one source, docs/decisions/045) */}
          <CampaignOutcomesCard outcomes={outcomes} tracked={trackedOf(figures)} locale={locale} />
        </div>
      ) : null}

      {advice ? (
        <div className="mt-6">
          <BudgetAdviceCard advice={advice} canApply={reorder} locale={locale} currency={campaign.orderedCurrency} error={actionData && "adviceError" in actionData ? actionData.adviceError : null} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{t("performance.channels")}</h2>
          {channels.length === 0 ? (
            <p className="mt-3 text-slate-600">{t("share-page.no-channels")}</p>
          ) : (
            <PerformanceChannelList channels={channels} locale={locale} markResult={actionData && !("adviceError" in actionData) ? actionData : undefined} />
          )}
          <p className="mt-4 rounded-[6px] bg-slate-50 p-3 text-sm text-slate-600">
            {t("performance.tracking.note")}
          </p>
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="mb-3 text-lg font-semibold">{t("performance.order")}</h2>
            {/* what was charged, when it differs from today's prices */}
            {campaign.orderedTotalCents !== null && campaign.orderedTotalCents !== price.total ? (
              <p className="mb-3 text-sm text-slate-600">
                {t("performance.ordered-total", {
                  total: formatCents(campaign.orderedTotalCents, locale, campaign.orderedCurrency),
                })}
              </p>
            ) : null}
            <PriceSummaryRows price={price} locale={locale} />
            {campaign.cancellationRequestedAt ? (
              <p className="mt-4 text-sm text-slate-700">
                {t("performance.cancellation-requested", {
                  date: formatDate(campaign.cancellationRequestedAt, locale),
                })}
              </p>
            ) : campaign.cancellable ? (
              <Link
                to={`/campaigns/ordered/?id=${campaign.id}#cancellation`}
                className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {t("performance.request-cancellation")}
              </Link>
            ) : null}
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-semibold">{t("performance.target-group")}</h2>
            {audience.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t("performance.no-target-group")}</p>
            ) : (
              <dl className="mt-2 space-y-2 text-sm">
                {audience.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
