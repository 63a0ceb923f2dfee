import { useTranslation } from "~/lib/i18n/react";
import {
  OVERVIEW_FACETS,
  SEARCH_DEBOUNCE_MS,
  type OverviewFacet,
  type OverviewState,
} from "~/lib/campaign/list";
import { displayStatus } from "~/lib/campaign/status";
import { perLocale } from "~/lib/locale-table";
import { FacetFilterForm, type FacetOption } from "../ui/facet-filter-form";

export type FacetOptions = Record<OverviewFacet, FacetOption[]>;

const monthAndYear = perLocale((locale) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }));

/** "2025-03" → "March 2025" in the interface language. */
export function monthLabel(key: string, locale: string) {
  const [year, month] = key.split("-").map(Number);
  return monthAndYear(locale).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * spec 1 §2 overview: a search box and the author, month and status filters with counts, in one
 * GET form so every state is a URL (the shared FacetFilterForm: without JavaScript a button
 * submits it, with JavaScript a toggle at once and typing after SEARCH_DEBOUNCE_MS; back to page 1).
 */
export function OverviewFilters({
  state,
  facets,
  locale,
}: {
  state: OverviewState;
  facets: FacetOptions;
  locale: string;
}) {
  const { t } = useTranslation("campaign-list");
  const label = (facet: OverviewFacet, option: { key: string; label: string }) =>
    facet === "status"
      ? t(`status.${displayStatus(option.key)}`)
      : facet === "month"
        ? monthLabel(option.key, locale)
        : option.label;

  return (
    <FacetFilterForm
      searchId="campaign-search"
      text={state.text}
      debounceMs={SEARCH_DEBOUNCE_MS}
      facets={OVERVIEW_FACETS.map((facet) => ({
        name: facet,
        legend: t(`overview.facet.${facet}`),
        options: facets[facet].map((option) => ({ ...option, label: label(facet, option) })),
      }))}
      labels={{
        form: t("overview.search-label"),
        search: t("overview.search"),
        searchPlaceholder: t("overview.search-placeholder"),
        none: t("overview.facet.none"),
        apply: t("overview.apply"),
        count: (count) => t("overview.facet.count", { count }),
      }}
    />
  );
}
