import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { axisDateFormats } from "~/lib/analytics/axis";
import { formatCtr, formatNumber, formatRate } from "~/lib/analytics/maths";
import type { RootLoaderData } from "~/root";

/** Numbers, rates and dates of the analytics screens in the reader's locale (issue 14 §3). */
export function useAnalyticsFormat() {
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  // one set of Intl formatters per locale, not one per table cell (a table formats hundreds)
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const moneyFormat = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    let regions: Intl.DisplayNames | undefined;
    return {
      locale,
      n: (value: number) => formatNumber(value, locale),
      /** a rate (a fraction) as a percentage with two decimals; "—" for none (docs/decisions/045, spec 2 §9) */
      rate: (value: number | null) => formatRate(value, locale),
      /** the click-through rate with four decimals (spec 2 §9) */
      ctr: (value: number | null) => formatCtr(value, locale),
      day: (iso: string) => dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      country: (iso: string, unknown: string) => {
        if (!iso) return unknown;
        try {
          regions ??= new Intl.DisplayNames([locale], { type: "region" });
          return regions.of(iso) ?? iso;
        } catch {
          return iso;
        }
      },
      money: (cents: number) => moneyFormat.format(cents / 100),
      /** chart axis and tooltip dates (ApexCharts would print English month names) */
      chartDate: axisDateFormats(locale),
    };
  }, [locale]);
}
