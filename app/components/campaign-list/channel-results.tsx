import { useTranslation } from "~/lib/i18n/react";
import { TableHead } from "~/components/ui/table-head";
import { formatNumber } from "~/lib/analytics/maths";
import type { CampaignResults } from "~/lib/campaign/results";
import { formatCents } from "~/lib/money";

/**
 * An ordered campaign's results per channel (issue 48 §3): clicks against the channel's forecast,
 * the applicants who came through it and what each cost (paid channels only).
 */
export function ChannelResultsTable({ results, locale }: { results: CampaignResults; locale: string }) {
  const { t } = useTranslation("campaign-list");
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <table className="w-full text-left text-sm" data-testid="channel-results-table">
        <TableHead
          columns={[
            { label: t("summary.channel") },
            { label: t("campaign-list:figures.clicks"), className: "text-right" },
            { label: t("share-page.forecast-clicks"), className: "text-right" },
            { label: t("campaign-list:figures.applicants"), className: "text-right" },
            { label: t("campaign-list:figures.cost-per-applicant"), className: "text-right" },
          ]}
        />
        <tbody>
          {results.channels.map((channel) => (
            <tr key={channel.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-4 font-semibold">{channel.name}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{n(channel.clicks)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {channel.forecast ? `${n(channel.forecast.min)}–${n(channel.forecast.max)}` : t("campaign-list:figures.not-available")}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{n(channel.applicants)}</td>
              <td className="py-2 text-right tabular-nums">
                {channel.costPerApplicantCents === null ? t("campaign-list:figures.not-available") : formatCents(channel.costPerApplicantCents, locale, channel.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-slate-600">{t("share-page.cost-note")}</p>
    </>
  );
}

/** The campaign's clicks against the builder's forecast for its basket. */
export function AgainstForecast({ forecast, locale }: { forecast: CampaignResults["forecast"]; locale: string }) {
  const { t } = useTranslation("campaign-list");
  const n = (value: number) => formatNumber(value, locale);
  return (
    <div data-testid="against-forecast">
      <h2 className="text-lg font-semibold">{t("share-page.against-forecast")}</h2>
      {forecast ? (
        <>
          <p className="mt-2 text-3xl font-semibold text-brand-700">{t("share-page.actual-clicks", { actual: n(forecast.actual) })}</p>
          <p className="mt-1 text-sm text-slate-700">{t("share-page.forecast-of", { min: n(forecast.min), max: n(forecast.max) })}</p>
          <p className="mt-1 text-xs text-slate-600">{t("share-page.against-method")}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("share-page.forecast-none")}</p>
      )}
    </div>
  );
}
