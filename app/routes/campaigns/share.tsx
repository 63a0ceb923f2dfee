import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { LanguageSwitcher } from "~/components/auth/language-switcher";
import { CampaignFiguresList } from "~/components/campaign-list/campaign-figures";
import { ChannelPriceTable, PriceSummaryRows } from "~/components/campaign-list/campaign-summary";
import { ChannelResultsTable } from "~/components/campaign-list/channel-results";
import { AgainstForecast } from "~/components/forecast/against-forecast";
import { ForecastFigures } from "~/components/forecast/forecast-figures";
import { forecastLabels } from "~/lib/campaign/forecast-labels";
import { forecastTarget } from "~/lib/campaign/forecast";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { Card } from "~/components/ui/card";
import { splitDescription } from "~/lib/campaign/export";
import { CHANNEL_COUNT_KEY } from "~/lib/campaign/pricing";
import { pageTitle } from "~/lib/title";
import { isOrdered } from "~/lib/campaign/status";
import { campaignResults } from "~/lib/campaign/results";
import { campaignFigures, campaignPeriodOf } from "~/models/campaign-figures.server";
import { campaignOutcomes } from "~/models/campaign-outcomes.server";
import { ShareOutcomes } from "~/components/outcomes/share-outcomes";
import { requireShareableSummary } from "~/services/campaigns/summary.server";
import { requireRateLimit } from "~/services/http/rate-limit.server";
import type { RootLoaderData } from "~/root";
import type { loader as frameLoader } from "./share-frame";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { readQuery, readUrl } from "~/services/http/request.server";
import { SHARE_RATE_LIMIT, SHARE_RATE_WINDOW_MS } from "~/lib/campaign/share-rate";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["campaign-list", "campaign-performance", "outcomes", "money", "forecast"] };
await loadRouteNamespaces(handle);

/**
 * spec 2 §2 "Sharing and export": /share-campaign/?id=<uuid> needs no sign-in and is found only
 * through the unguessable campaign id; it shows the shareable summary with the estimated
 * performance. Its title is the campaign name or a no-name label.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  await requireRateLimit(
    `share:${context.clientIp ?? "unknown"}`,
    SHARE_RATE_LIMIT,
    SHARE_RATE_WINDOW_MS,
  );
  const locale = await getLocale(args);
  const summary = await requireShareableSummary(readQuery(request).get("id"), locale);
  const { campaign } = summary;
  const t = await getT(locale, "campaign-list");
  // in the viewer's language already (the summary's one look-up, issue 48 §2)
  const { targetGroup } = campaign;
  // an ordered campaign's results, the same figures as its performance page (docs/decisions/045)
  const period = campaignPeriodOf(readUrl(request), campaign.createdAt);
  const [figures, outcomes] = isOrdered(campaign.status)
    ? await Promise.all([
        campaignFigures(campaign.companyId, campaign, period),
        // hires and cost per hire per channel from the ATS, the same period (issue 52 §3)
        campaignOutcomes(campaign.companyId, campaign, period, locale),
      ])
    : [null, null];
  return data(
    {
      title: campaign.name || t("no-name"),
      name: campaign.name,
      jobTitle: targetGroup?.jobTitle?.label ?? null,
      jobFunction: targetGroup?.jobFunction?.label ?? null,
      locations: targetGroup?.regions?.map((r) => r.label) ?? [],
      industries: targetGroup?.industries?.map((i) => i.label) ?? [],
      forecast: summary.forecast,
      // the forecast's basis names the target group's job family and country
      forecastLabels: forecastLabels(targetGroup, forecastTarget(targetGroup).country, locale),
      channelNames: Object.fromEntries(summary.channels.map((c) => [c.id, c.name])),
      channelCount: summary.price.purchasableCount,
      // a running or finished campaign shows its results per channel, not the proposal's texts
      results: figures ? campaignResults(summary.channels, figures, summary.forecast, summary.campaign.orderedTotalCents ?? summary.price.total) : null,
      channels: figures
        ? []
        : summary.exportChannels.map((c) => ({
            id: c.id,
            name: c.name,
            focus: c.focus,
            // in words here: a job fair's days are the event's ("Veranstaltung, 1 Tag")
            days: t(c.isEvent ? "channels:card.event-days" : "summary.days", { count: c.daysOnline }),
            price: c.price,
            currency: c.currency,
            converted: c.converted,
            shortDescription: splitDescription(c.description).short,
          })),
      price: summary.price,
      figures,
      // shown only when the ATS sent applications for it
      outcomes: outcomes && outcomes.total.applications > 0 ? outcomes : null,
    },
    // a shared link is not for search engines or shared caches
    { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  { title: pageTitle(args, args.data?.title) },
  { name: "robots", content: "noindex" },
];

export default function ShareCampaign() {
  const summary = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("campaign-list");
  const frame = useRouteLoaderData<typeof frameLoader>("routes/campaigns/share-frame");
  const audience = [
    summary.jobTitle,
    summary.jobFunction,
    summary.locations.join(", "),
    summary.industries.join(", "),
  ]
    .filter(Boolean)
    .join(" · ");
  const content = (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t(summary.results ? "campaign-performance:share-page.eyebrow-results" : "campaign-performance:share-page.eyebrow")}
      </p>
      <h1 className="mt-1 text-3xl font-semibold">{summary.title}</h1>
      {audience ? <p className="mt-2 text-slate-600">{audience}</p> : null}

      {summary.figures && summary.results ? (
        <>
          <Card className="mt-6 p-6">
            <CampaignFiguresList figures={summary.figures} locale={locale} />
          </Card>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
            {/* min-w-0: a grid item may shrink below its table, which then scrolls */}
            <Card className="min-w-0 p-6">
              <h2 className="mb-3 text-lg font-semibold">{t("campaign-performance:share-page.channel-results")}</h2>
              <ChannelResultsTable results={summary.results} locale={locale} />
            </Card>
            <div className="space-y-6">
              <Card className="p-6">
                <AgainstForecast forecast={summary.results.forecast} locale={locale} />
              </Card>
              <Card className="p-6">
                <h2 className="mb-3 text-lg font-semibold">{t("campaign-performance:performance.order")}</h2>
                <PriceSummaryRows price={summary.price} locale={locale} />
              </Card>
            </div>
          </div>
          {summary.outcomes ? (
            <Card className="mt-6 p-6">
              <ShareOutcomes outcomes={summary.outcomes} locale={locale} />
            </Card>
          ) : null}
        </>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
          {/* min-w-0: a grid item may shrink below its table, which then scrolls */}
          <Card className="min-w-0 p-6">
            <h2 className="text-lg font-semibold">
              {t(CHANNEL_COUNT_KEY, { count: summary.channelCount })}
            </h2>
            <div className="mt-3">
              {summary.channels.length === 0 ? (
                <p className="text-slate-600">{t("campaign-performance:share-page.no-channels")}</p>
              ) : (
                <ChannelPriceTable channels={summary.channels} locale={locale} totalCurrency={summary.price.currency} />
              )}
            </div>
          </Card>
          <div className="space-y-6">
            <Card className="p-6">
              <h2 className="text-lg font-semibold">{t("campaign-performance:share-page.estimated-performance")}</h2>
              {summary.forecast ? (
                <ForecastFigures
                  forecast={summary.forecast}
                  channelNames={summary.channelNames}
                  labels={summary.forecastLabels}
                  locale={locale}
                />
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t("campaign-performance:share-page.forecast-none")}</p>
              )}
            </Card>
            <Card className="p-6">
              <h2 className="mb-3 text-lg font-semibold">{t("campaign-performance:share-page.price")}</h2>
              <PriceSummaryRows price={summary.price} locale={locale} />
            </Card>
          </div>
        </div>
      )}
    </>
  );
  // a signed-in viewer sees the page inside the application shell (share-frame.tsx)
  if (frame?.shell) return <div className="mx-auto max-w-5xl">{content}</div>;
  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-header max-w-5xl items-center justify-between px-4">
          <Logo />
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">{content}</main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
