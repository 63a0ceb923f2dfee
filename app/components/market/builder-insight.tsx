import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { difficultyLabel, gaugePercent } from "~/lib/market/insight";
import type { BuilderMarketInsight } from "~/lib/market/types";
import { useMarketFormat } from "./use-market-format";

/**
 * The campaign builder's market insight (issue 15 §3): target-group size and recruitment
 * difficulty of the campaign's occupation and country, and a warning about the basket's forecast
 * when recruitment is difficult. Renders nothing without an insight.
 */
export function BuilderMarketInsightCard({ insight }: { insight: BuilderMarketInsight | null }) {
  const { t } = useTranslation("market");
  const format = useMarketFormat();
  if (!insight) return null;
  const percent = insight.difficulty ? gaugePercent(insight.difficulty.value) : null;
  const href = `/market-insights?${new URLSearchParams({ isco: insight.isco, country: insight.country, title: insight.jobTitleId })}`;
  return (
    <section aria-labelledby="builder-market-insight" className="mt-4 rounded-[6px] border border-slate-200 bg-white p-4 text-sm" data-testid="builder-market-insight">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="builder-market-insight" className="font-semibold">
          {t("builder.title")}
        </h2>
        <Link to={href} className="text-brand-700 underline">
          {t("builder.more")}
        </Link>
      </div>
      <ul className="mt-2 space-y-1">
        {insight.size !== null ? (
          <li>
            {/* what the number is: people employed in an ISCO group in a country and year, not the campaign's target group (issue 48 §5) */}
            {t("builder.size-employed", {
              value: format.survey(insight.size),
              group: insight.sizeGroup ? t("builder.group", { group: insight.sizeGroup.label ?? insight.sizeGroup.code, code: insight.sizeGroup.code }) : t("builder.group-unknown"),
              inCountry: insight.inCountry,
              year: insight.sizeYear ?? "",
            })}
          </li>
        ) : null}
        {insight.difficulty && percent !== null ? (
          <li>
            {t("builder.difficulty", { label: insight.difficulty.label ?? t(`difficulty.level.${difficultyLabel(percent)}`), value: format.decimal(percent * 10) })}
            {insight.difficulty.estimate ? ` (${t("builder.estimate")})` : null}
            {insight.difficulty.group?.code.length === 1
              ? ` · ${t("builder.major-group", { group: insight.difficulty.group.label ?? insight.difficulty.group.code, code: insight.difficulty.group.code })}`
              : null}
          </li>
        ) : null}
      </ul>
      {insight.high ? (
        <p role="note" className="mt-2 rounded-[6px] bg-amber-50 p-2 text-amber-900" data-testid="builder-market-warning">
          {t("builder.high-difficulty", { inCountry: insight.inCountry })}
        </p>
      ) : null}
    </section>
  );
}
