import { useTranslation } from "~/lib/i18n/react";
import { sortOptions } from "~/lib/vacancies/mapping";
import {
  VACANCY_FACETS,
  VACANCY_SEARCH_DEBOUNCE_MS,
  type VacancyFacet,
  type VacancyListState,
} from "~/lib/vacancies/list";
import { displayStatus } from "~/lib/campaign/status";
import { FacetFilterForm, type FacetOption } from "../ui/facet-filter-form";

export type VacancyFacets = Record<VacancyFacet, FacetOption[]>;

/**
 * spec 1 §2 jobs-first list / /vacancies: free-text search and the facets contactNames, regions,
 * campaignStatus (options sorted alphabetically) in the shared FacetFilterForm (a GET form, so
 * every state is a URL; with JavaScript typing submits after VACANCY_SEARCH_DEBOUNCE_MS).
 */
export function VacancyFilters({
  state,
  facets,
  locale,
  keep = [],
}: {
  state: VacancyListState;
  facets: VacancyFacets;
  locale: string;
  keep?: string[];
}) {
  const { t } = useTranslation("vacancies");
  const { t: tList } = useTranslation("campaign-list");
  const options = (facet: VacancyFacet) =>
    facet === "campaignStatus"
      ? sortOptions(
          facets.campaignStatus.map((o) => ({
            ...o,
            label:
              o.key === "none" ? t("facet.no-campaign") : tList(`status.${displayStatus(o.key)}`),
          })),
          locale,
        )
      : facets[facet];

  return (
    <FacetFilterForm
      searchId="vacancy-search"
      text={state.text}
      debounceMs={VACANCY_SEARCH_DEBOUNCE_MS}
      keep={keep}
      facets={VACANCY_FACETS.map((facet) => ({
        name: facet,
        legend: t(`facet.${facet}`),
        options: options(facet),
      }))}
      labels={{
        form: t("filters.label"),
        search: t("filters.search"),
        searchPlaceholder: t("filters.search-placeholder"),
        none: t("facet.none"),
        apply: t("filters.apply"),
      }}
    />
  );
}
