import { Form, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { sortOptions } from "~/lib/vacancies/mapping";
import {
  VACANCY_FACETS,
  VACANCY_SEARCH_DEBOUNCE_MS,
  type VacancyFacet,
  type VacancyListState,
} from "~/lib/vacancies/list";
import { displayStatus } from "~/lib/campaign/status";
import { Button } from "../ui/button";
import { useDebouncedCallback, useHydrated } from "../hooks";

export type VacancyFacets = Record<
  VacancyFacet,
  { key: string; label: string; recordCount: number }[]
>;

/**
 * spec 1 §2 jobs-first list / /vacancies: free-text search and the facets contactNames, regions,
 * campaignStatus (options sorted alphabetically) in one GET form, so every state is a URL. Without
 * JavaScript it submits with a button; with JavaScript a toggle submits at once and typing after
 * VACANCY_SEARCH_DEBOUNCE_MS. The form carries no page: every change goes back to page 1.
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
  const submit = useSubmit();
  const hydrated = useHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = search.current;
    if (input && input.value !== state.text && document.activeElement !== input)
      input.value = state.text;
  }, [state.text]);
  const submitFilters = (replace = false) => {
    if (!form.current) return;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form.current))
      if (typeof value === "string" && value.trim()) values.append(name, value);
    submit(values, { method: "get", action: location.pathname, replace, preventScrollReset: true });
  };
  const submitSearch = useDebouncedCallback(() => submitFilters(true), VACANCY_SEARCH_DEBOUNCE_MS);
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
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="space-y-5"
    >
      {keep.map((name) =>
        params
          .getAll(name)
          .map((value) => (
            <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
          )),
      )}
      <div>
        <label htmlFor="vacancy-search" className="block text-sm font-semibold">
          {t("filters.search")}
        </label>
        <input
          ref={search}
          id="vacancy-search"
          type="search"
          name="q"
          defaultValue={state.text}
          placeholder={t("filters.search-placeholder")}
          onChange={() => submitSearch()}
          className="mt-1 w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      {VACANCY_FACETS.map((facet) => (
        <fieldset key={facet}>
          <legend className="text-sm font-semibold">{t(`facet.${facet}`)}</legend>
          {options(facet).length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{t("facet.none")}</p>
          ) : (
            <ul className="mt-1 max-h-[200px] space-y-1 overflow-y-auto">
              {options(facet).map((option) => (
                <li key={option.key}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={facet}
                      value={option.key}
                      defaultChecked={state[facet].includes(option.key)}
                      onChange={() => submitFilters()}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                    <span className="flex-1">{option.label}</span>
                    <span className="text-xs text-slate-500">{option.recordCount}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
      <Button type="submit" variant="secondary" className={hydrated ? "sr-only" : "w-full"}>
        {t("filters.apply")}
      </Button>
    </Form>
  );
}
