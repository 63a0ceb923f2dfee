import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { axisDateFormats } from "~/lib/analytics/axis";
import { formatCtr, formatNumber, formatRate } from "~/lib/analytics/maths";
import { formatCents } from "~/lib/money";
import type { RootLoaderData } from "~/root";

/** Numbers, rates and dates of the analytics screens in the reader's locale (issue 14 §3). */
export function useAnalyticsFormat() {
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  // one set of Intl formatters per locale, not one per table cell (a table formats hundreds)
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
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
      /** an amount in its currency (the order's), as every other screen writes it (decision 079) */
      money: (cents: number, currency: string) => formatCents(cents, locale, currency),
      /** chart axis and tooltip dates (ApexCharts would print English month names) */
      chartDate: axisDateFormats(locale),
    };
  }, [locale]);
}
