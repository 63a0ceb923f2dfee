import { useTranslation } from "~/lib/i18n/react";
import { TableHead } from "~/components/ui/table-head";
import { formatNumber } from "~/lib/analytics/maths";
import type { CampaignResults } from "~/lib/campaign/results";
import { formatCents } from "~/lib/money";

/**
 * An ordered campaign's results per channel (issue 48 §3): clicks and the applicants who came
 * through it, each beside the channel's forecast (docs/decisions/078), and what each applicant
 * cost (paid channels only). Needs the "forecast" namespace.
 */
export function ChannelResultsTable({ results, locale }: { results: CampaignResults; locale: string }) {
  const { t } = useTranslation("campaign-list");
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      {/* on a phone the six columns scroll inside their card rather than widening the page */}
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="channel-results-table">
          <TableHead
            columns={[
              { label: t("summary.channel") },
              { label: t("campaign-list:figures.clicks"), className: "text-right" },
              { label: t("forecast:column.forecast-clicks"), className: "text-right" },
              { label: t("campaign-list:figures.applicants"), className: "text-right" },
              { label: t("forecast:column.forecast-applicants"), className: "text-right" },
              { label: t("campaign-list:figures.cost-per-applicant"), className: "text-right" },
            ]}
          />
          <tbody>
            {results.channels.map((channel) => (
              <tr key={channel.id} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4 font-semibold">{channel.name}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{n(channel.clicks)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {channel.forecast ? `${n(channel.forecast.clicks.low)}–${n(channel.forecast.clicks.high)}` : t("campaign-list:figures.not-available")}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{n(channel.applicants)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {channel.forecast ? `${n(channel.forecast.applicants.low)}–${n(channel.forecast.applicants.high)}` : t("campaign-list:figures.not-available")}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {channel.costPerApplicantCents === null ? t("campaign-list:figures.not-available") : formatCents(channel.costPerApplicantCents, locale, channel.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t("campaign-performance:share-page.cost-note")}</p>
    </>
  );
}
