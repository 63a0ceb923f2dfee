import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { campaignPaths } from "~/lib/campaign/list";
import { cumulative, funnelEntries, rate, seriesColours, TOTAL_SERIES } from "~/lib/analytics/maths";
import type { FunnelStep } from "~/lib/analytics/steps";
import { ChartWithTable } from "./chart";
import { DataTable } from "./data-table";
import { useAnalyticsFormat } from "./format";

/** Screen parts shared by the company overview and the campaign analytics (issue 14 §3). */

export interface Overall {
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
  uniqueVisitorsConvertedRate: number;
  trafficSourcesCount: number;
  events: number;
}

export function OverallFigures({ overall, extra }: { overall: Overall; extra: { label: string; value: string; note?: string } }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const figures = [
    { label: t("overall.unique-visitors"), value: f.n(overall.uniqueVisitors) },
    extra,
    { label: t("overall.converted"), value: f.n(overall.uniqueVisitorsConverted) },
    { label: t("overall.conversion-rate"), value: f.rate(overall.uniqueVisitorsConvertedRate) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="overall">
      {figures.map((fig) => (
        <div key={fig.label} className="rounded-[6px] bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{fig.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{fig.value}</dd>
          {"note" in fig && fig.note ? <dd className="text-xs text-slate-600">{fig.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export interface DatePoint {
  date: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
}

export function PerformanceByDate({ points }: { points: DatePoint[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const [visitors, converted] = seriesColours(["visitors", "converted"]);
  const table = (
    <DataTable
      caption={t("by-date.title")}
      rows={points}
      rowKey={(p) => p.date}
      columns={[
        { label: t("column.date"), render: (p) => f.day(p.date) },
        { label: t("overall.unique-visitors"), numeric: true, render: (p) => f.n(p.uniqueVisitors) },
        { label: t("overall.converted"), numeric: true, render: (p) => f.n(p.uniqueVisitorsConverted) },
      ]}
    />
  );
  return (
    <ChartWithTable
      label={t("by-date.title")}
      table={table}
      chart={{
        type: "area",
        series: [
          { name: t("overall.unique-visitors"), data: points.map((p) => [Date.parse(p.date), p.uniqueVisitors]) },
          { name: t("overall.converted"), data: points.map((p) => [Date.parse(p.date), p.uniqueVisitorsConverted]) },
        ],
        options: { chart: { toolbar: { show: false }, zoom: { enabled: false } }, xaxis: { type: "datetime", labels: { formatter: (_value: string, timestamp?: number) => f.chartDate.axis(timestamp ?? _value) } }, tooltip: { x: { formatter: (value: number) => f.chartDate.tooltip(value) } }, colors: [visitors!, converted!], dataLabels: { enabled: false } },
      }}
    />
  );
}

export interface SourceRow {
  id: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
  steps: Record<string, number>;
}

/** The funnel: visitor order, each step ≤ the one before (docs/decisions/046), conversion rate at position 3 (spec 2 §9). */
export function Funnel({ total }: { total: SourceRow }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const entries = funnelEntries(total.steps as Partial<Record<FunnelStep, number>>, total.uniqueVisitorsConverted, total.uniqueVisitors);
  const steps = entries.flatMap((e) => (e.kind === "step" ? [e] : []));
  const table = (
    <DataTable
      caption={t("funnel.title")}
      rows={entries}
      rowKey={(e) => (e.kind === "step" ? e.step : "rate")}
      columns={[
        { label: t("column.step"), render: (e) => (e.kind === "step" ? t(`step.${e.step}`) : t("overall.conversion-rate")) },
        { label: t("column.visitors"), numeric: true, render: (e) => (e.kind === "step" ? f.n(e.visitors) : f.rate(e.rate)) },
      ]}
    />
  );
  return (
    <ChartWithTable
      label={t("funnel.title")}
      table={table}
      chart={{
        type: "bar",
        series: [{ name: t("column.visitors"), data: steps.map((s) => s.visitors) }],
        options: {
          chart: { toolbar: { show: false } },
          plotOptions: { bar: { horizontal: true } },
          xaxis: { categories: steps.map((s) => t(`step.${s.step}`)) },
          colors: [seriesColours(["funnel"])[0]!],
        },
      }}
    />
  );
}

/** Sources with their funnel steps (company: each source; campaign: campaign vs external traffic). */
export function Sources({ sources }: { sources: SourceRow[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const colours = seriesColours(sources.map((s) => s.id));
  const table = (
    <DataTable
      caption={t("sources.title")}
      rows={sources}
      rowKey={(s) => s.id}
      columns={[
        { label: t("column.source"), render: (s) => t(`source.${s.id}`) },
        { label: t("column.visitors"), numeric: true, render: (s) => f.n(s.uniqueVisitors) },
        { label: t("overall.converted"), numeric: true, render: (s) => f.n(s.uniqueVisitorsConverted) },
        { label: t("overall.conversion-rate"), numeric: true, render: (s) => f.rate(rate(s.uniqueVisitorsConverted, s.uniqueVisitors)) },
      ]}
    />
  );
  return (
    <ChartWithTable
      label={t("sources.title")}
      table={table}
      chart={{
        type: "bar",
        series: [{ name: t("column.visitors"), data: sources.map((s, i) => ({ x: t(`source.${s.id}`), y: s.uniqueVisitors, fillColor: colours[i] ?? undefined })) }],
        options: { chart: { toolbar: { show: false } }, plotOptions: { bar: { distributed: true } }, legend: { show: false } },
      }}
    />
  );
}

export interface ClicksDay {
  date: string;
  channelId: string;
  name: string;
  clicks: number;
}

/** Clicks per day stacked by channel, plus the cumulative total (a series without colour of its own). */
export function ClicksPerDay({ days }: { days: ClicksDay[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const dates = [...new Set(days.map((d) => d.date))].sort();
  const channels = [...new Map(days.map((d) => [d.channelId, d.name])).entries()];
  const byKey = new Map(days.map((d) => [`${d.date}|${d.channelId}`, d.clicks]));
  const totals = dates.map((date) => channels.reduce((sum, [id]) => sum + (byKey.get(`${date}|${id}`) ?? 0), 0));
  const running = cumulative(totals);
  const ids = [...channels.map(([id]) => id), TOTAL_SERIES];
  const colours = seriesColours(ids);
  const table = (
    <DataTable
      caption={t("clicks-per-day.title")}
      rows={dates.map((date, i) => ({ date, total: totals[i], running: running[i] }))}
      rowKey={(r) => r.date}
      columns={[
        { label: t("column.date"), render: (r) => f.day(r.date) },
        ...channels.map(([id, name]) => ({ label: name, numeric: true, render: (r: { date: string }) => f.n(byKey.get(`${r.date}|${id}`) ?? 0) })),
        { label: t("column.total"), numeric: true, render: (r) => f.n(r.total) },
        { label: t("column.cumulative"), numeric: true, render: (r) => f.n(r.running) },
      ]}
    />
  );
  return (
    <ChartWithTable
      label={t("clicks-per-day.title")}
      table={table}
      chart={{
        type: "bar",
        series: [
          ...channels.map(([id, name]) => ({ name, type: "bar", data: dates.map((d) => byKey.get(`${d}|${id}`) ?? 0) })),
          { name: t("column.cumulative"), type: "line", data: running },
        ],
        options: {
          chart: { stacked: true, toolbar: { show: false } },
          xaxis: { categories: dates, labels: { formatter: (value: string) => f.chartDate.axis(value) } },
          // between the two y axes a phone keeps ≈ 180 px for the days: three or four dates, upright
          // (a label for each of 30 days overlapped into one grey band at 390 px)
          responsive: [{ breakpoint: 640, options: { xaxis: { tickAmount: 2, labels: { rotate: 0 } } } }],
          tooltip: { x: { formatter: (_value: number, o?: { dataPointIndex?: number }) => f.chartDate.tooltip(dates[o?.dataPointIndex ?? -1] ?? String(_value)) } },
          // the cumulative (total) series has no colour of the cycle: ApexCharts' neutral grey
          colors: colours.map((c) => c ?? "#475569"),
          stroke: { width: ids.map((id) => (id === TOTAL_SERIES ? 3 : 0)) },
          // the stacked daily bars on the left axis, the cumulative line on its own axis on the right
          yaxis: [
            ...channels.map(([, name], i) => ({ seriesName: channels[0]?.[1] ?? name, show: i === 0, title: { text: t("column.clicks") } })),
            { seriesName: t("column.cumulative"), opposite: true, title: { text: t("column.cumulative") } },
          ],
          dataLabels: { enabled: false },
        },
      }}
    />
  );
}

/**
 * spec 2 §2: the reporting dashboard's campaign list links to campaign performance; the campaign's
 * analytics is the secondary link beside it.
 */
export function CampaignLink({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("analytics");
  const label = name || t("no-name");
  return (
    <span className="flex flex-wrap items-baseline gap-x-3">
      <Link to={campaignPaths.performance(id)} className="font-semibold text-brand-700 hover:underline">
        {label}
      </Link>
      <Link to={campaignPaths.analytics(id)} className="text-xs text-brand-700 hover:underline">
        {t("campaign.open")}
        <span className="sr-only">: {label}</span>
      </Link>
    </span>
  );
}
