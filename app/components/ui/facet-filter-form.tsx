import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "./button";
import { useDebouncedCallback, useHydrated } from "../hooks";

export interface FacetOption {
  key: string;
  label: string;
  recordCount: number;
}

/** One checkbox group: the query parameter it sets, its legend and its options (labels ready). */
export interface FacetGroup {
  name: string;
  legend: string;
  options: FacetOption[];
}

export interface FacetFilterLabels {
  /** the search landmark's name */
  form: string;
  search: string;
  searchPlaceholder: string;
  /** a facet without options */
  none: string;
  /** the submit button (visible without JavaScript) */
  apply: string;
  /** how a screen reader says an option's count, when the list has a word for it */
  count?: (count: number) => string;
}

/**
 * The search box and facet checkboxes of a list (spec 1 §2: the campaigns overview and the
 * vacancy lists), in one GET form so every state is a URL. Without JavaScript it submits with a
 * button; with JavaScript a toggle submits at once and typing submits `debounceMs` after the last
 * key. The form carries no page, so every change goes back to page 1 (spec 1 §4). `keep` names
 * query parameters the form carries along (e.g. the dashboard's tab).
 */
export function FacetFilterForm({
  searchId,
  text,
  facets,
  labels,
  debounceMs,
  keep = [],
}: {
  searchId: string;
  text: string;
  facets: FacetGroup[];
  labels: FacetFilterLabels;
  debounceMs: number;
  keep?: string[];
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  // the boxes show the URL being loaded (optimistic), else the current one; a click shows at once
  const shown =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : params;
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  useEffect(() => setClicked({}), [location.search]);
  // each facet's values in the URL, read once rather than once per option (up to 40 on /campaigns)
  const inUrl = new Map(facets.map((facet) => [facet.name, new Set(shown.getAll(facet.name))]));
  const isChecked = (facet: string, value: string) =>
    clicked[`${facet}:${value}`] ?? Boolean(inUrl.get(facet)?.has(value));
  const search = useRef<HTMLInputElement>(null);
  // back/forward or a link changed the text: show it, unless the user is typing
  useEffect(() => {
    const input = search.current;
    if (input && input.value !== text && document.activeElement !== input) input.value = text;
  }, [text]);
  // the URL keeps only what is set (no empty "q=")
  const submitFilters = (target: HTMLFormElement | null, replace = false) => {
    if (!target) return;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(target))
      if (typeof value === "string" && value.trim()) values.append(name, value);
    submit(values, { method: "get", action: location.pathname, replace, preventScrollReset: true });
  };
  // not once the recruiter has left for another page (a menu link within the debounce): the search
  // would replace that navigation and bring them back to the list
  const submitSearch = useDebouncedCallback(() => {
    if (navigation.state === "idle" || navigation.location.pathname === location.pathname) submitFilters(form.current, true);
  }, debounceMs);

  return (
    <Form ref={form} method="get" role="search" aria-label={labels.form} className="space-y-5" onSubmit={() => submitSearch.cancel()}>
      {keep.map((name) =>
        params
          .getAll(name)
          .map((value) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />),
      )}
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold">
          {labels.search}
        </label>
        <input
          ref={search}
          id={searchId}
          type="search"
          name="q"
          defaultValue={text}
          placeholder={labels.searchPlaceholder}
          onChange={() => submitSearch()}
          className="mt-1 w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      {facets.map((facet) => (
        <fieldset key={facet.name}>
          <legend className="text-sm font-semibold">{facet.legend}</legend>
          {facet.options.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{labels.none}</p>
          ) : (
            <ul className="mt-1 max-h-[200px] space-y-1 overflow-y-auto">
              {facet.options.map((option) => (
                <li key={option.key}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={facet.name}
                      value={option.key}
                      checked={isChecked(facet.name, option.key)}
                      onChange={(event) => {
                        const box = event.currentTarget;
                        setClicked((current) => ({
                          ...current,
                          [`${facet.name}:${option.key}`]: box.checked,
                        }));
                        submitFilters(box.form);
                      }}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                    <span className="flex-1">{option.label}</span>
                    <span
                      className="text-xs text-slate-500"
                      aria-label={labels.count?.(option.recordCount)}
                    >
                      {option.recordCount}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
      {/* without JavaScript the filters apply with this button */}
      <Button type="submit" variant="secondary" className={hydrated ? "sr-only" : "w-full"}>
        {labels.apply}
      </Button>
    </Form>
  );
}
