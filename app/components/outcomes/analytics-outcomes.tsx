import { AnalyticsSection } from "~/components/analytics/section";
import { useAnalyticsFormat } from "~/components/analytics/format";
import { useTranslation } from "~/lib/i18n/react";
import type { CampaignOutcomes } from "~/lib/outcomes/figures";
import { AtsSettingsLink, OutcomesDefinitions, OutcomesFunnel, OutcomesTable } from "./campaign-outcomes";

type State =
  | {
      ok: true;
      data: {
        outcomes: CampaignOutcomes;
        tracked: { clicks: number; applicants: number };
        campaigns?: number;
      };
    }
  | { ok: false };

/**
 * Issue 52 §3 on the analytics screens: the campaign's (or, on the overview, the company's
 * campaigns') applications, interviews, offers and hires per channel, cost per hire, time to hire
 * and the funnel from click to hire, for the screen's period — the performance page's table.
 */
export function AnalyticsOutcomes({ state, company = false }: { state: State; company?: boolean }) {
  const { t } = useTranslation("outcomes");
  const { locale } = useAnalyticsFormat();
  const data = state.ok ? state.data : null;
  return (
    <AnalyticsSection
      id="outcomes"
      title={t("panel.title")}
      state={state}
      info={t("definitions.period")}
      empty={data !== null && data.outcomes.total.applications === 0}
      emptyText={t("analytics.none")}
    >
      {data ? (
        <>
          {company && data.campaigns !== undefined ? (
            <p className="mb-3 text-sm text-slate-600">
              {t("analytics.campaigns", { count: data.campaigns })}
            </p>
          ) : null}
          <OutcomesTable
            outcomes={data.outcomes}
            locale={locale}
            totalLabel={company ? t("table.all-campaigns") : undefined}
          />
          <OutcomesFunnel tracked={data.tracked} total={data.outcomes.total} />
          <OutcomesDefinitions company={company} />
          <p className="mt-3 text-sm">
            <AtsSettingsLink />
          </p>
        </>
      ) : null}
    </AnalyticsSection>
  );
}
