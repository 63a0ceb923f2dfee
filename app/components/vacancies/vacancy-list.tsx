import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { VACANCY_PLACEHOLDER_CARDS, type VacancyListState } from "~/lib/vacancies/list";
import { Pagination } from "../ui/pagination";
import { PhoneFilters } from "../ui/phone-filters";
import { VacancyCard, VacancyPlaceholder, type VacancyRow } from "./vacancy-card";
import { VacancyFilters, type VacancyFacets } from "./vacancy-filters";

export interface VacancyListData {
  state: VacancyListState;
  vacancies: VacancyRow[];
  total: number;
  page: number;
  lastPage: number;
  facets: VacancyFacets;
}

/**
 * The vacancy list of /vacancies and of the dashboard's jobs tab (spec 1 §2): filters beside the
 * results, 3 placeholders while a new search loads, the no-vacancies text, the cards and the
 * pagination bar. `keep` names query parameters the filter form carries along (the dashboard tab).
 */
export function VacancyList({
  list,
  locale,
  keep = [],
}: {
  list: VacancyListData;
  locale: string;
  keep?: string[];
}) {
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  const navigation = useNavigation();
  const { state } = list;
  const loading =
    navigation.state === "loading" &&
    navigation.location?.pathname === location.pathname &&
    navigation.formMethod === "GET";
  const filtered = Boolean(
    state.text || state.contactNames.length || state.regions.length || state.campaignStatus.length,
  );
  const clearHref = keep.length
    ? `${location.pathname}?${new URLSearchParams(keep.flatMap((k) => new URLSearchParams(location.search).getAll(k).map((v) => [k, v]))).toString()}`
    : location.pathname;
  return (
    <div className="mt-6 flex flex-col gap-6 lg:flex-row">
      <aside className="shrink-0 lg:w-filter">
        <PhoneFilters>
          <VacancyFilters state={state} facets={list.facets} locale={locale} keep={keep} />
        </PhoneFilters>
      </aside>
      <section
        className="min-w-0 flex-1"
        aria-labelledby="vacancy-results"
        aria-busy={loading || undefined}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="vacancy-results" className="text-sm text-slate-600" aria-live="polite">
            {t("overview.results", { count: list.total })}
          </h2>
          {filtered ? (
            <Link to={clearHref} className="text-sm font-semibold text-brand-700 hover:underline">
              {t("overview.clear")}
            </Link>
          ) : null}
        </div>
        {loading ? (
          <div className="mt-3 space-y-4">
            {Array.from({ length: VACANCY_PLACEHOLDER_CARDS }, (_, i) => (
              <VacancyPlaceholder key={i} />
            ))}
          </div>
        ) : list.vacancies.length === 0 ? (
          <p className="mt-3 rounded-[6px] border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t("overview.empty")}
          </p>
        ) : (
          <div className="mt-3 space-y-4" data-testid="vacancy-list">
            {list.vacancies.map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} locale={locale} />
            ))}
          </div>
        )}
        <div className="mt-6">
          <Pagination page={list.page} lastPage={list.lastPage} label={t("overview.pagination")} />
        </div>
      </section>
    </div>
  );
}
