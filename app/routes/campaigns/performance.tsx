import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PriceSummaryRows } from "~/components/campaign-list/campaign-summary";
import { StatusBadge } from "~/components/campaign-list/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { channelLifecycleStatus } from "~/lib/campaign/status";
import { documentTitle } from "~/lib/title";
import { requireCampaignSummary } from "~/models/campaign-summary.server";
import { CANCELLABLE_STATUSES } from "~/models/order.server";
import type { RootLoaderData } from "~/root";
import { requireCompany } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["campaign-list"] };

/**
 * /campaign-performance/campaign/?id= (spec 1 §2 "view performance"). Until analytics exists this
 * is the order summary: each channel with its status, live link, dates and price, and the target
 * group. The charts come with the analytics issue.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request);
  const locale = await getLocale(request);
  const t = await getT(locale, "campaign-list");
  const summary = await requireCampaignSummary(
    company.id,
    new URL(request.url).searchParams.get("id"),
    locale,
  );
  const { campaign } = summary;
  const now = new Date();
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
      targetGroup: campaign.targetGroup,
      // spec 1 §7 campaign.cancellation.request: asked on the order's page, reached from here
      cancellable: CANCELLABLE_STATUSES.includes(campaign.status ?? ""),
      cancellationRequestedAt: iso(campaign.cancellationRequestedAt),
    },
    channels: summary.channels.map((c) => {
      const from = c.onlineFrom ?? campaign.availabilityDate;
      return {
        id: c.id,
        name: c.name,
        homepage: c.homepage,
        focus: c.focus,
        price: c.price,
        liveUrl: c.liveUrl,
        onlineFrom: iso(from),
        onlineUntil: iso(
          c.onlineUntil ?? (from ? new Date(from.getTime() + c.daysOnline * 86_400_000) : null),
        ),
        status: channelLifecycleStatus(campaign.orderedAt, from, c.daysOnline, now),
      };
    }),
    price: summary.price,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
];

export default function CampaignPerformance() {
  const { campaign, channels, price } = useLoaderData<typeof loader>();
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
      <p className="mt-1 text-sm text-slate-600">
        {t("table.created-on", { date: formatDate(campaign.createdAt) })}
        {campaign.availabilityDate
          ? ` · ${t("performance.available-from", { date: formatDate(campaign.availabilityDate) })}`
          : ""}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{t("performance.channels")}</h2>
          {channels.length === 0 ? (
            <p className="mt-3 text-slate-600">{t("share-page.no-channels")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {channels.map((channel) => (
                <li
                  key={channel.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{channel.name}</span>
                      <StatusBadge status={channel.status} />
                    </div>
                    <p className="text-xs text-slate-500">{channel.focus}</p>
                    <p className="mt-1 text-sm text-slate-600">
                      {channel.onlineFrom
                        ? t("performance.online-dates", {
                            from: formatDate(channel.onlineFrom),
                            until: channel.onlineUntil ? formatDate(channel.onlineUntil) : "…",
                          })
                        : t("performance.not-scheduled")}
                    </p>
                    {channel.liveUrl ? (
                      <a
                        href={channel.liveUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-sm font-semibold text-brand-700 hover:underline"
                      >
                        {t("performance.live-link")}
                      </a>
                    ) : null}
                  </div>
                  <span className="font-medium whitespace-nowrap">
                    {formatCents(channel.price, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 rounded-[6px] bg-slate-50 p-3 text-sm text-slate-600">
            {t("performance.analytics-later")}
          </p>
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="mb-3 text-lg font-semibold">{t("performance.order")}</h2>
            {/* what was charged, when it differs from today's prices */}
            {campaign.orderedTotalCents !== null && campaign.orderedTotalCents !== price.total ? (
              <p className="mb-3 text-sm text-slate-600">
                {t("performance.ordered-total", {
                  total: formatCents(campaign.orderedTotalCents, locale),
                })}
              </p>
            ) : null}
            <PriceSummaryRows price={price} locale={locale} />
            {campaign.cancellationRequestedAt ? (
              <p className="mt-4 text-sm text-slate-700">
                {t("performance.cancellation-requested", { date: formatDate(campaign.cancellationRequestedAt) })}
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
