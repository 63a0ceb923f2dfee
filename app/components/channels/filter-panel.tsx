import { useTranslation } from "~/lib/i18n/react";
import type { FacetOption, Facets } from "~/lib/catalogue/types";
import { PhoneFilters } from "../ui/phone-filters";

/**
 * The filter panel (spec 1 §9: 270 px): facet checkboxes with counts, inside the page's GET form.
 * Without JavaScript "Apply filters" submits; with JavaScript the form submits on change.
 * Seniority, employment type, channel type and the job-function tree are feature-gated (spec 1 §3).
 * Below lg it folds behind the "Filters" button as on /vacancies (PhoneFilters, issue 38 §9), so a
 * phone sees the search field and the results first; the checkboxes stay inside the form.
 */
export interface FilterFeatures {
  seniority: boolean;
  employmentType: boolean;
  channelType: boolean;
  jobFunctionTree: boolean;
}

export interface SelectedFilters {
  locationIds: string[];
  jobFunctionIds: string[];
  industryIds: string[];
  seniorityIds: string[];
  workingTermIds: string[];
  types: string[];
}

export function FilterPanel({
  facets,
  selected,
  features,
  clearHref,
  autoApply,
}: {
  facets: Facets;
  selected: SelectedFilters;
  features: FilterFeatures;
  clearHref: string;
  /** true once JavaScript runs: the form then submits on change */
  autoApply: boolean;
}) {
  const { t } = useTranslation("channels");
  const functions = features.jobFunctionTree
    ? facets.jobFunctions
    : facets.jobFunctions.filter((f) => !f.parent || selected.jobFunctionIds.includes(f.key));
  return (
    <aside className="w-full shrink-0 lg:w-filter" aria-labelledby="filters-heading">
      <PhoneFilters>
        <div className="flex items-center justify-between">
          <h2 id="filters-heading" className="text-lg font-semibold">
            {t("filters.title")}
          </h2>
          <a href={clearHref} className="text-sm text-brand-700 underline">
            {t("filters.clear")}
          </a>
        </div>
        <FacetGroup name="loc" title={t("filters.countries")} options={facets.countries} selected={selected.locationIds} />
        <FacetGroup
          name="jf"
          title={t("filters.job-functions")}
          options={functions}
          selected={selected.jobFunctionIds}
          tree={features.jobFunctionTree}
        />
        <FacetGroup name="ind" title={t("filters.industries")} options={facets.industries} selected={selected.industryIds} />
        {features.seniority ? (
          <FacetGroup name="sen" title={t("filters.seniorities")} options={facets.seniorities} selected={selected.seniorityIds} />
        ) : null}
        {features.employmentType ? (
          <FacetGroup name="wt" title={t("filters.working-terms")} options={facets.workingTerms} selected={selected.workingTermIds} />
        ) : null}
        {features.channelType ? (
          <FacetGroup name="type" title={t("filters.channel-types")} options={facets.types} selected={selected.types} />
        ) : null}
        {/* without JavaScript the checkboxes apply with this button; with it they apply on change */}
        {autoApply ? null : (
          <button type="submit" className="mt-4 w-full rounded-[6px] border border-slate-300 bg-white px-4 py-2 text-sm font-semibold">
            {t("filters.apply")}
          </button>
        )}
      </PhoneFilters>
    </aside>
  );
}

function FacetGroup({
  name,
  title,
  options,
  selected,
  tree = false,
}: {
  name: string;
  title: string;
  options: FacetOption[];
  selected: string[];
  tree?: boolean;
}) {
  const { t } = useTranslation("channels");
  if (options.length === 0) return null;
  return (
    <fieldset className="mt-5 border-t border-slate-200 pt-4" data-facet={name}>
      <legend className="text-sm font-semibold text-slate-800">{title}</legend>
      <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto pr-1">
        {options.map((option) => (
          <li key={option.key} className={tree && option.parent ? "pl-5" : ""}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-100">
              <input
                type="checkbox"
                name={name}
                value={option.key}
                defaultChecked={selected.includes(option.key)}
                className="h-4 w-4 rounded border-slate-300"
              />
              <span className="flex-1">{option.label}</span>
              <span className="text-xs text-slate-500" aria-label={t("filters.count", { count: option.recordCount })}>
                {option.recordCount}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
