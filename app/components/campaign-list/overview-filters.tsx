import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OVERVIEW_FACETS,
  SEARCH_DEBOUNCE_MS,
  type OverviewFacet,
  type OverviewState,
} from "~/lib/campaign/list";
import { displayStatus } from "~/lib/campaign/status";
import { Button } from "../ui/button";
import { useDebouncedCallback, useHydrated } from "../hooks";

export interface FacetOptions {
  author: { key: string; label: string; recordCount: number }[];
  month: { key: string; label: string; recordCount: number }[];
  status: { key: string; label: string; recordCount: number }[];
}

/** "2025-03" → "March 2025" in the interface language. */
export function monthLabel(key: string, locale: string) {
  const [year, month] = key.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * spec 1 §2 overview: a search box and the author, month and status filters with counts, in one
 * GET form so every state is a URL. Without JavaScript it submits with a button; with JavaScript a
 * toggle submits at once and typing submits after SEARCH_DEBOUNCE_MS. The form carries no page,
 * so every change goes back to page 1 (spec 1 §4).
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
  const isChecked = (facet: OverviewFacet, value: string) =>
    clicked[`${facet}:${value}`] ?? shown.getAll(facet).includes(value);
  const search = useRef<HTMLInputElement>(null);
  // back/forward or a link changed the text: show it, unless the user is typing
  useEffect(() => {
    const input = search.current;
    if (input && input.value !== state.text && document.activeElement !== input)
      input.value = state.text;
  }, [state.text]);
  // the URL keeps only what is set (no empty "q=")
  const submitFilters = (target: HTMLFormElement | null, replace = false) => {
    if (!target) return;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(target))
      if (typeof value === "string" && value.trim()) values.append(name, value);
    submit(values, { method: "get", action: location.pathname, replace, preventScrollReset: true });
  };
  const submitSearch = useDebouncedCallback(
    () => submitFilters(form.current, true),
    SEARCH_DEBOUNCE_MS,
  );

  const label = (facet: OverviewFacet, option: { key: string; label: string }) =>
    facet === "status"
      ? t(`status.${displayStatus(option.key)}`)
      : facet === "month"
        ? monthLabel(option.key, locale)
        : option.label;

  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={t("overview.search-label")}
      className="space-y-5"
    >
      <div>
        <label htmlFor="campaign-search" className="block text-sm font-semibold">
          {t("overview.search")}
        </label>
        <input
          ref={search}
          id="campaign-search"
          type="search"
          name="q"
          defaultValue={state.text}
          placeholder={t("overview.search-placeholder")}
          onChange={() => submitSearch()}
          className="mt-1 w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      {OVERVIEW_FACETS.map((facet) => (
        <fieldset key={facet}>
          <legend className="text-sm font-semibold">{t(`overview.facet.${facet}`)}</legend>
          {facets[facet].length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{t("overview.facet.none")}</p>
          ) : (
            <ul className="mt-1 max-h-[200px] space-y-1 overflow-y-auto">
              {facets[facet].map((option) => (
                <li key={option.key}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={facet}
                      value={option.key}
                      checked={isChecked(facet, option.key)}
                      onChange={(event) => {
                        const box = event.currentTarget;
                        setClicked((current) => ({
                          ...current,
                          [`${facet}:${option.key}`]: box.checked,
                        }));
                        submitFilters(box.form);
                      }}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                    <span className="flex-1">{label(facet, option)}</span>
                    <span
                      className="text-xs text-slate-500"
                      aria-label={t("overview.facet.count", { count: option.recordCount })}
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
        {t("overview.apply")}
      </Button>
    </Form>
  );
}
