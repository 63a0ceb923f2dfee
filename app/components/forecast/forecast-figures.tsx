import { useTranslation } from "~/lib/i18n/react";
import type { Forecast } from "~/lib/campaign/forecast";
import { basisText, costAmount, costRangeText, costText, rangeText, type ForecastLabels } from "~/lib/campaign/forecast-text";

/**
 * The forecast of a basket (docs/decisions/078): clicks, applicants and cost per applicant per
 * posting with their 80 % intervals, then each channel's with its basis. The builder's basket and
 * the share page show this one component ("forecast" namespace: load it in the route's handle).
 */
export function ForecastFigures({
  forecast,
  channelNames,
  labels,
  locale,
}: {
  forecast: Forecast;
  channelNames: Record<string, string>;
  labels: ForecastLabels;
  locale: string;
}) {
  const { t } = useTranslation("forecast");
  return (
    <div data-testid="forecast">
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Figure label={t("clicks")} value={rangeText(t, forecast.clicks, locale)} testId="forecast-clicks" />
        <Figure label={t("applicants")} value={rangeText(t, forecast.applicants, locale)} testId="forecast-applicants" />
        <Figure
          label={t("cost-per-applicant")}
          value={forecast.costPerApplicant ? costAmount(forecast.costPerApplicant.cents, locale, forecast.costPerApplicant.currency) : t("not-available")}
          detail={forecast.costPerApplicant ? costRangeText(t, forecast.costPerApplicant, locale) : undefined}
          testId="forecast-cost-per-applicant"
        />
      </dl>
      <ul className="mt-2 space-y-1 text-xs text-slate-600" data-testid="forecast-channels">
        {forecast.channels.map((part) => (
          <li key={part.channelId}>
            {t("channel", {
              name: channelNames[part.channelId] ?? "",
              clicks: rangeText(t, part.clicks, locale),
              applicants: rangeText(t, part.applicants, locale),
            })}
            {part.costPerApplicant ? ` · ${costText(t, part.costPerApplicant, locale)}` : null}
            {" · "}
            <span data-testid="forecast-basis">{basisText(t, part.basis, labels)}</span>
          </li>
        ))}
      </ul>
      {forecast.withoutFigure > 0 ? <p className="mt-1 text-xs text-slate-600">{t("without-figure", { count: forecast.withoutFigure })}</p> : null}
      <p className="mt-1 text-xs text-slate-600">{t("method")}</p>
    </div>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-ink">{value}</dd>
      {detail ? <dd className="text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}
