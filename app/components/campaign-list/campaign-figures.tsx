import { useTranslation } from "~/lib/i18n/react";
import { formatNumber } from "~/lib/analytics/maths";
import { formatDate } from "~/lib/dates";
import { visitorsOtherWays, type CampaignFigures } from "~/lib/campaign/figures";
import { formatCents } from "~/lib/money";

/**
 * A campaign's results with their period (docs/decisions/045): the same four figures on the
 * performance page and the share page, read from campaignFigures, with what each one means.
 */
export function CampaignFiguresList({ figures, locale }: { figures: CampaignFigures; locale: string }) {
  const { t } = useTranslation("campaign-list");
  const entries: [string, string, string][] = [
    ["clicks", t("figures.clicks"), formatNumber(figures.clicks, locale)],
    ["visitors", t("figures.visitors"), formatNumber(figures.visitors, locale)],
    ["applicants", t("figures.applicants"), formatNumber(figures.applicants, locale)],
    [
      "cost-per-applicant",
      // the order's total over every applicant; per channel the share page and exports show paid channels' own
      t("figures.cost-per-applicant-all"),
      figures.costPerApplicantCents === null ? t("figures.not-available") : formatCents(figures.costPerApplicantCents, locale, figures.currency),
    ],
  ];
  return (
    <section aria-labelledby="campaign-figures-title" data-testid="campaign-results">
      <h2 id="campaign-figures-title" className="text-sm font-semibold text-slate-700">
        {t("figures.title")}{" "}
        <span className="font-normal text-slate-600" data-testid="figures-period">
          {t("figures.period", { from: formatDate(figures.from, locale), to: formatDate(figures.to, locale) })}
        </span>
      </h2>
      <dl className="mt-2 flex flex-wrap gap-8">
        {entries.map(([key, label, value]) => (
          <div key={key} data-figure={key}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {figures.visitors > figures.clicks ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="visitors-split">
          {t("figures.visitors-split", {
            fromChannels: formatNumber(figures.visitorsFromChannels, locale),
            other: formatNumber(visitorsOtherWays(figures), locale),
          })}
        </p>
      ) : null}
      <FiguresGlossary />
    </section>
  );
}

const GLOSSARY_KEYS = [
  "glossary.clicks",
  "glossary.visitors",
  "glossary.applicants",
  "glossary.cost-per-applicant",
  "glossary.rate",
] as const;

/** The glossary of the figures (docs/decisions/045), as help text wherever they are shown. */
export function FiguresGlossary() {
  const { t } = useTranslation("campaign-list");
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-700">{t("glossary.summary")}</summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {GLOSSARY_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
