import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { PriceSummaryRows } from "~/components/campaign-list/campaign-summary";
import { CampaignFiguresList } from "~/components/campaign-list/campaign-figures";
import { AgainstForecast } from "~/components/forecast/against-forecast";
import { campaignResults } from "~/lib/campaign/results";
import { PerformanceChannelList } from "~/components/campaign-list/performance-channels";
import { StatusBadge } from "~/components/campaign-list/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { channelCostPerApplicant } from "~/lib/campaign/figures";
import { ORDERED_LIST_PATH } from "~/lib/redirects";
import { canMarkDelivery, channelDisplayStatus } from "~/lib/campaign/lifecycle";
import { channelLifecycleStatus, isOrdered } from "~/lib/campaign/status";
import { documentTitle } from "~/lib/title";
import { requireCampaignSummary } from "~/services/campaigns/summary.server";
import { CANCELLABLE_STATUSES } from "~/models/order.server";
import { PUBLIC_STATUSES } from "~/models/public-job.server";
import type { RootLoaderData } from "~/root";
import { channelDeliveries } from "~/models/campaign-lifecycle.server";
import { campaignFigures, campaignPeriodOf } from "~/models/campaign-figures.server";
import { channelPerformance } from "~/models/campaign-performance.server";
import { campaignOutcomes } from "~/models/campaign-outcomes.server";
import { CampaignOutcomesCard } from "~/components/outcomes/campaign-outcomes";
import { trackedOf } from "~/lib/outcomes/figures";
import { BudgetAdviceCard } from "~/components/outcomes/budget-advice";
import { applyAdviceAction, campaignBudgetAdvice } from "~/services/outcomes/budget-advice.server";
import { requireCompany, requestOrigin } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { readForm, readQuery, readUrl } from "~/services/http/request.server";
import { deliveryAction, isConsultant } from "./performance.server";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["campaign-list", "analytics", "outcomes", "money", "forecast"] };
await loadRouteNamespaces(handle);

/**
 * /campaign-performance/campaign/?id= (spec 1 §2 "view performance"): the campaign's results with
 * their period (the same figures as its analytics, share page and exports: docs/decisions/045), the
 * order summary with each channel's status, live link, dates, price, clicks and applicants and its
 * tracking links, and the target group. The charts live in the campaign's analytics
 * (/analytics/campaign/?id=), linked from here when the company has recruitment_analytics.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const { company, features } = context;
  const id = readQuery(request).get("id");
  // without an id there is no campaign to show: the ordered campaigns to choose from (issue 42 §2)
  if (!id) throw redirect(ORDERED_LIST_PATH);
  const locale = await getLocale(args);
  const t = await getT(locale, "campaign-list");
  const summary = await requireCampaignSummary(company.id, id, locale);
  const { campaign } = summary;
  const now = new Date();
  const ordered = isOrdered(campaign.status);
  const period = campaignPeriodOf(readUrl(request), campaign.createdAt);
  const [results, deliveries, figures, outcomes, advice] = ordered
    ? await Promise.all([
        channelPerformance(company.id, campaign.id),
        channelDeliveries(company.id, campaign.id),
        // the campaign's figures, counted where every other screen counts them (docs/decisions/045)
        campaignFigures(company.id, campaign, period),
        // applications and hires back from the ATS, of the same period (issue 52 §3, decision 080)
        campaignOutcomes(company.id, campaign, period),
        // budget advice from those results while the campaign runs (issue 52 §4)
        campaignBudgetAdvice(company.id, summary, now),
      ])
    : ([new Map(), new Map(), null, null, null] as [
        Awaited<ReturnType<typeof channelPerformance>>,
        Awaited<ReturnType<typeof channelDeliveries>>,
        null,
        null,
        null,
      ]);
  const consultant = isConsultant(context);
  const origin = requestOrigin(request);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    title: t("titles.performance", { name: campaign.name || t("no-name") }),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      createdAt: campaign.createdAt.toISOString(),
      orderedAt: iso(campaign.orderedAt),
      availabilityDate: iso(campaign.availabilityDate),
      orderedTotalCents: campaign.orderedTotalCents,
      orderedCurrency: campaign.orderedCurrency ?? summary.price.currency,
      targetGroup: campaign.targetGroup,
      // spec 1 §7 campaign.cancellation.request: asked on the order's page, reached from here
      cancellable: CANCELLABLE_STATUSES.includes(campaign.status ?? ""),
      cancellationRequestedAt: iso(campaign.cancellationRequestedAt),
      // issue 12 §5: the public job page (schema.org JobPosting), while the campaign is public
      jobPage: PUBLIC_STATUSES.includes(campaign.status ?? "") ? `/jobs/${campaign.id}` : null,
    },
    channels: summary.channels.map((c) => {
      const from = c.onlineFrom ?? campaign.availabilityDate;
      const delivery = deliveries.get(c.id);
      return {
        id: c.id,
        name: c.name,
        homepage: c.homepage,
        focus: c.focus,
        price: c.price,
        currency: c.currency,
        liveUrl: c.liveUrl,
        onlineFrom: iso(from),
        onlineUntil: iso(
          c.onlineUntil ?? (from ? new Date(from.getTime() + c.daysOnline * 86_400_000) : null),
        ),
        status: channelDisplayStatus(
          campaign.status,
          delivery?.status ?? null,
          channelLifecycleStatus(campaign.orderedAt, from, c.daysOnline, now),
        ),
        // docs/decisions/013: processing → processed | notProcessed (with a reason)
        delivery: delivery?.status ? { status: delivery.status, reason: delivery.reason } : null,
        canMark: consultant && canMarkDelivery(campaign.status, delivery?.status ?? null),
        // the links the channel publishes: clicks and applicants count only for ordered campaigns
        tracking: ordered
          ? {
              clicks: results.get(c.id)?.clicks ?? 0,
              applicants: results.get(c.id)?.applicants ?? 0,
              costPerApplicantCents: channelCostPerApplicant(c.price, results.get(c.id)?.applicants ?? 0),
              link: `${origin}/t/${campaign.id}/${c.id}`,
              pixel: `${origin}/t/${campaign.id}/${c.id}/application`,
            }
          : null,
      };
    }),
    figures,
    // actual against the builder's forecast (issue 51 §5, docs/decisions/078)
    againstForecast: figures ? campaignResults(summary.channels, figures, summary.forecast, summary.campaign.orderedTotalCents ?? summary.price.total).forecast : null,
    outcomes,
    advice,
    // "Apply" makes a re-order draft: only where re-ordering is on (spec 1 §2 copy_campaign)
    reorder: features.copy_campaign,
    price: summary.price,
    // spec 2 §2: the campaign's analytics, when the company has them (issue 14)
    analytics: features.recruitment_analytics,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const id = readQuery(request).get("id");
  const formData = await readForm(request);
  // "Apply" a budget advice (issue 52 §4), else a consultant's delivery mark
  if (formData.get("intent") === "apply-advice") return applyAdviceAction(args, context, id, formData, await getLocale(args));
  return deliveryAction(args, context, id, formData);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
];

export default function CampaignPerformance() {
  const { campaign, channels, price, analytics, figures, againstForecast, outcomes, advice, reorder } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("campaign-list");
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
        <h1 className="text-2xl font-semibold">{campaign.name || t("no-name")}</h1>
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
        {t("table.created-on", { date: formatDate(campaign.createdAt, locale) })}
        {campaign.availabilityDate
          ? ` · ${t("performance.available-from", { date: formatDate(campaign.availabilityDate, locale) })}`
          : ""}
      </p>

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
