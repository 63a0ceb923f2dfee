import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { withLocaleNumbers } from "~/lib/analytics/axis";
import { useTranslation } from "~/lib/i18n/react";
import type { ApexOptions } from "apexcharts";
import { useAnalyticsFormat } from "./format";

/**
 * One lazy client wrapper for every chart (issue 14 §3): ApexCharts touches `window` at import
 * and weighs ≈ 158 kB gzip, so it is imported only in the browser, only once a chart mounts on an
 * analytics page. The server renders the data table; that is what a no-JS user and a screen reader
 * get. With JavaScript the chart appears and the table stays one click away ("show as table").
 */
const ApexChart = lazy(() => import("react-apexcharts"));

export interface ChartSpec {
  type: "line" | "area" | "bar";
  series: ApexOptions["series"];
  options: ApexOptions;
  height?: number;
}

export function ChartWithTable({ chart, table, label }: { chart: ChartSpec; table: ReactNode; label: string }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <>{table}</>;
  return (
    <div>
      <figure aria-label={label} data-testid="analytics-chart" className="min-h-[260px]">
        <Suspense fallback={<p className="text-sm text-slate-500">{t("chart.loading")}</p>}>
          <ApexChart type={chart.type} series={chart.series} options={withLocaleNumbers(chart.options, f.n)} height={chart.height ?? 260} />
        </Suspense>
      </figure>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {t("chart.show-table")}
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </div>
  );
}
