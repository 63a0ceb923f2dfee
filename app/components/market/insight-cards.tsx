import type { ReactNode } from "react";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/react";
import { Card } from "~/components/ui/card";
import { difficultyLabel, gaugePercent, presentCells, rankedBars, salaryCells } from "~/lib/market/insight";
import type { MarketInsight, Provenance } from "~/lib/market/types";
import { Bars, Donut, Gauge } from "./charts";
import { InfoTip } from "./info-tip";
import { useMarketFormat } from "./use-market-format";

/**
 * The result cards of /market-insights (spec 1 §2). A card whose result is null is left out, and
 * so is a cell (spec 1 §5); each card has an info tooltip and names where its figure comes from.
 */
const ACTIVITY_KEYS = ["active", "passive", "notLooking"] as const;
const SALARY_CELLS = ["minimum", "average", "maximum"] as const;

function InsightCard({ id, title, info, children, note }: { id: string; title: string; info: string; children: ReactNode; note?: string | null }) {
  return (
    <Card className="flex flex-col gap-3 p-5" id={`market-${id}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        <InfoTip text={info} topic={title} />
      </div>
      <div className="flex-1">{children}</div>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </Card>
  );
}

/** Short names of the sources for the cards' notes and the "Data year … · source …" line (the full attribution is below the cards). */
const SOURCE_SHORT_NAMES: Record<string, string> = { "ilostat-emp-oc2": "ILOSTAT", "ilostat-une-ocu": "ILOSTAT", "nesta-lfs-isco3": "Nesta" };

function useProvenance(insight: MarketInsight) {
  const { t } = useTranslation("market");
  const names = new Map(insight.sources.map((s) => [s.id, SOURCE_SHORT_NAMES[s.id] ?? s.publisher]));
  return (p: Provenance | undefined) =>
    p && p.year
      ? t("provenance", { group: p.iscoGroup ?? "", year: p.year, sources: [...new Set(p.sourceIds.map((id) => names.get(id) ?? id))].join("; ") })
      : null;
}

/**
 * Under the result's title (issue 37 §5): which group the figures are about, and the data year and
 * source instead of an import date; a provider without a data year gives the date of its answer.
 */
export function ResultAbout({ insight, occupation, locale }: { insight: MarketInsight; occupation: string; locale: string }) {
  const { t } = useTranslation("market");
  const group = insight.sizeTargetGroup?.provenance ?? insight.recruitmentDifficulty?.provenance ?? insight.jobMarketActivity?.provenance;
  const sources = [...new Set(insight.sources.map((s) => SOURCE_SHORT_NAMES[s.id] ?? s.publisher))].join(", ");
  return (
    <div className="space-y-0.5 text-sm text-slate-700">
      {group?.iscoGroup ? (
        <p data-market-about={group.iscoGroup}>
          {t("result.about", { group: group.groupLabel ?? t("search.isco", { code: group.iscoGroup }), code: group.iscoGroup, occupation })}
        </p>
      ) : null}
      <p className="text-slate-600" data-market-year={insight.dataYear ?? ""}>
        {insight.dataYear
          ? t("result.data-year", { year: formatYear(insight.dataYear, locale), sources })
          : t("result.updated", { date: formatDate(insight.updatedAt, locale) })}
      </p>
    </div>
  );
}

/** A year in the locale's date format (a year alone, as Intl writes it). */
function formatYear(year: number, locale: string) {
  return new Intl.DateTimeFormat(locale, { year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, 6, 1)));
}

function BreaksNote({ provenance }: { provenance: Provenance | undefined }) {
  const { t } = useTranslation("market");
  if (!provenance?.breaks?.length) return null;
  return (
    <p className="text-xs text-amber-800" data-series-break={provenance.breaks.join(",")}>
      {t("breaks", { years: provenance.breaks.join(", ") })}
    </p>
  );
}

/** Figures measured for a whole ISCO major group say so: every occupation of the group gets them. */
function LevelNote({ provenance }: { provenance: Provenance | undefined }) {
  const { t } = useTranslation("market");
  if (!provenance?.iscoGroup || provenance.iscoGroup.length !== 1) return null;
  return (
    <p className="text-xs text-slate-700" data-level="major">
      {t("level.major", { group: provenance.groupLabel ?? provenance.iscoGroup, code: provenance.iscoGroup })}
    </p>
  );
}

export function InsightCards({ insight, occupation }: { insight: MarketInsight; occupation: string }) {
  const { t } = useTranslation("market");
  const format = useMarketFormat();
  const provenance = useProvenance(insight);
  const size = insight.sizeTargetGroup;
  const activity = insight.jobMarketActivity;
  const difficulty = insight.recruitmentDifficulty;
  const percent = difficulty ? gaugePercent(difficulty.value) : null;
  const salary = presentCells(salaryCells(insight.salary));
  const pull = rankedBars(insight.pullFactors);
  const benefits = rankedBars(insight.jobBenefits);

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {size ? (
        <InsightCard id="size" title={t("size.title")} info={t("size.info")} note={provenance(size.provenance)}>
          <p className="text-3xl font-bold text-ink" data-value={size.total}>
            {format.survey(size.total)}
          </p>
          <p className="text-sm text-slate-600">
            {size.provenance?.iscoGroup
              ? t("size.about", { group: size.provenance.groupLabel ?? t("search.isco", { code: size.provenance.iscoGroup }), code: size.provenance.iscoGroup, occupation })
              : t("size.unit")}
          </p>
          <BreaksNote provenance={size.provenance} />
          {size.regions.length ? (
            <ul className="mt-2 space-y-1 text-sm" aria-label={t("size.regions")}>
              {size.regions.map((r) => (
                <li key={r.label} className="flex justify-between">
                  <span>{r.label}</span>
                  <span>{format.survey(r.value)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </InsightCard>
      ) : null}

      {activity ? (
        <InsightCard id="activity" title={t("activity.title")} info={t("activity.info")} note={provenance(activity.provenance)}>
          {/* a ring without data is not drawn; the sentence below says what is missing and why */}
          <ul className="flex flex-wrap justify-center gap-4 text-center">
            {ACTIVITY_KEYS.flatMap((key) => {
              const value = activity[key];
              if (value === null) return [];
              const text = format.percent(value);
              return [
                <li key={key} className="flex flex-col items-center gap-1" data-activity={key}>
                  <Donut percent={value} label={`${t(`activity.${key}`)}: ${text}`} />
                  <span className="text-sm font-semibold">{text}</span>
                  <span className="text-xs text-slate-600">{t(`activity.${key}`)}</span>
                </li>,
              ];
            })}
          </ul>
          {ACTIVITY_KEYS.some((key) => activity[key] === null) ? (
            <p className="mt-2 text-xs text-slate-600" data-activity-missing>
              {t("activity.missing")}
            </p>
          ) : null}
          <LevelNote provenance={activity.provenance} />
          <BreaksNote provenance={activity.provenance} />
        </InsightCard>
      ) : null}

      {difficulty && percent !== null ? (
        <InsightCard
          id="difficulty"
          title={t("difficulty.title")}
          info={difficulty.estimate ? t("difficulty.info-estimate", { group: difficulty.provenance?.iscoGroup ?? "", year: difficulty.provenance?.year ?? "", from: difficulty.provenance?.fromYear ?? "" }) : t("difficulty.info")}
          note={provenance(difficulty.provenance)}
        >
          <div className="flex flex-col items-center gap-1">
            <Gauge percent={percent} label={t("difficulty.gauge", { value: format.decimal(percent * 10), label: difficulty.label ?? t(`difficulty.level.${difficultyLabel(percent)}`) })} />
            <p className="text-lg font-semibold" data-difficulty={difficulty.value}>
              {difficulty.label ?? t(`difficulty.level.${difficultyLabel(percent)}`)}
            </p>
            <p className="text-sm text-slate-600">{t("difficulty.score", { value: format.decimal(percent * 10) })}</p>
            {difficulty.estimate ? (
              <p className="rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-900">{t("difficulty.estimate")}</p>
            ) : null}
          </div>
          <LevelNote provenance={difficulty.provenance} />
          <BreaksNote provenance={difficulty.provenance} />
        </InsightCard>
      ) : null}

      {salary ? (
        <InsightCard id="salary" title={t("salary.title")} info={t("salary.info")}>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {SALARY_CELLS.map((cell) =>
              salary[cell] != null ? (
                <div key={cell} data-salary={cell}>
                  <dt className="text-xs text-slate-600">{t(`salary.${cell}`)}</dt>
                  <dd className="text-xl font-bold">{t("salary.value", { value: format.decimal(salary[cell]!) })}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </InsightCard>
      ) : null}

      {pull.length ? (
        <InsightCard id="pull-factors" title={t("pull-factors.title")} info={t("pull-factors.info")}>
          <Bars items={pull} format={format.percent} />
        </InsightCard>
      ) : null}

      {benefits.length ? (
        <InsightCard id="job-benefits" title={t("job-benefits.title")} info={t("job-benefits.info")}>
          <Bars items={benefits} format={format.percent} />
        </InsightCard>
      ) : null}
    </div>
  );
}

/**
 * Every source used, with its licence: the attribution CC BY 4.0 asks for. The names the SOURCE
 * files prescribe (who to credit, the dataset, the licence) stay as published; the words around
 * them are the reader's. A source we do not know (a market-data API's) is shown as it gives it.
 */
export function Attribution({ sources }: { sources: MarketInsight["sources"] }) {
  const { t } = useTranslation("market");
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="market-sources" className="text-xs text-slate-600">
      <h3 id="market-sources" className="font-semibold">
        {t("sources.title")}
      </h3>
      <ul className="mt-1 space-y-1">
        {sources.map((s) => (
          <li key={s.id} data-source={s.id}>
            {s.credit ? (
              <>
                {t("sources.credit", { names: s.credit.names })}
                {s.credit.basis ? t(`sources.basis.${s.credit.basis}`) : ""}. {t("sources.dataset", { dataset: s.credit.dataset })}{" "}
                {t("sources.licence", {
                  licence: s.credit.licenceNote ? `${s.credit.licence}; ${t(`sources.licence-note.${s.credit.licenceNote}`)}` : s.credit.licence,
                })}
              </>
            ) : (
              <>
                {s.attribution}. {s.title}. {t("sources.licence", { licence: s.licence })}
              </>
            )}{" "}
            <a href={s.url} className="text-brand-700 underline" rel="noreferrer" target="_blank">
              {t("sources.link")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
