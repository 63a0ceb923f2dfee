import { useTranslation } from "~/lib/i18n/react";
import type { CampaignResults } from "~/lib/campaign/results";
import { costAmount, costText, rangeText } from "~/lib/campaign/forecast-text";
import { formatNumber } from "~/lib/analytics/maths";

/**
 * A running or finished campaign's actual figures against the builder's forecast for its basket
 * (docs/decisions/078). Needs the "forecast" namespace.
 */
export function AgainstForecast({ forecast, locale }: { forecast: CampaignResults["forecast"]; locale: string }) {
  const { t } = useTranslation("forecast");
  const n = (value: number) => formatNumber(value, locale);
  return (
    <div data-testid="against-forecast">
      <h2 className="text-lg font-semibold">{t("against.title")}</h2>
      {forecast ? (
        <>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">{t("against.measure")}</th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">{t("against.actual")}</th>
                <th scope="col" className="py-1 text-right font-medium">{t("against.forecast")}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-semibold">{t("clicks")}</th>
                <td className="py-1 pr-4 text-right tabular-nums" data-testid="actual-clicks">{n(forecast.actual.clicks)}</td>
                <td className="py-1 text-right tabular-nums">{rangeText(t, forecast.clicks, locale)}</td>
              </tr>
              <tr className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-semibold">{t("applicants")}</th>
                <td className="py-1 pr-4 text-right tabular-nums" data-testid="actual-applicants">{n(forecast.actual.applicants)}</td>
                <td className="py-1 text-right tabular-nums">{rangeText(t, forecast.applicants, locale)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-4 font-semibold">{t("cost-per-applicant")}</th>
                <td className="py-1 pr-4 text-right tabular-nums">
                  {forecast.actual.costPerApplicantCents !== null && forecast.costPerApplicant
                    ? costAmount(forecast.actual.costPerApplicantCents, locale, forecast.costPerApplicant.currency)
                    : t("not-available")}
                </td>
                <td className="py-1 text-right tabular-nums">{costText(t, forecast.costPerApplicant, locale)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-1 text-xs text-slate-600">{t("against.method")}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("against.none")}</p>
      )}
    </div>
  );
}
