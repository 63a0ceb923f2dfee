import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedCallback, useHydrated } from "../hooks";

/**
 * An accessible look-up field (spec 1 §7 "Lookups"): with JavaScript a Headless UI combobox that
 * asks a JSON resource route after a pause in typing (100 ms titles, 500 ms locations); without
 * JavaScript (and on the server's first render) a plain text input named `fallbackName` that the
 * surrounding GET form submits, after which the server offers matching options to choose from.
 */
export interface LookupOption {
  id: string;
  label: string;
  hint?: string | null;
}

interface LookupResponse {
  results: { id: string; label: string; matched?: string | null; jobFunction?: { id: string; label: string } }[];
}

export function LookupCombobox({
  label,
  placeholder,
  endpoint,
  debounceMs,
  fallbackName,
  defaultQuery = "",
  minLength = 1,
  noMatchText,
  describe,
  onSelect,
}: {
  label: string;
  placeholder: string;
  /** JSON resource route; `?q=` is appended */
  endpoint: string;
  debounceMs: number;
  /** name of the text input when JavaScript is off */
  fallbackName: string;
  defaultQuery?: string;
  minLength?: number;
  /** shown when the look-up finds nothing */
  noMatchText: string;
  describe?: (item: LookupResponse["results"][number]) => string | null;
  onSelect: (option: LookupOption & { raw: LookupResponse["results"][number] }) => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const fetcher = useFetcher<LookupResponse>();
  const [query, setQuery] = useState(defaultQuery);
  const { t } = useTranslation("channels");
  const lookUp = useDebouncedCallback((value: string) => fetcher.load(`${endpoint}?q=${encodeURIComponent(value)}`), debounceMs);

  function onQueryChange(value: string) {
    setQuery(value);
    if (value.trim().length < minLength) lookUp.cancel();
    else lookUp(value.trim());
  }

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        <input
          id={id}
          name={fallbackName}
          type="search"
          defaultValue={defaultQuery}
          placeholder={placeholder}
          autoComplete="off"
          className="mt-1 w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
    );
  }

  const results = query.trim().length >= minLength ? (fetcher.data?.results ?? []) : [];
  const busy = fetcher.state !== "idle";
  return (
    <div>
      <Combobox<LookupResponse["results"][number] | null>
        value={null}
        onChange={(item) => {
          if (!item) return;
          setQuery("");
          onSelect({ id: item.id, label: item.label, hint: describe?.(item) ?? null, raw: item });
        }}
        onClose={() => setQuery("")}
      >
        <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        <div className="relative mt-1">
          <ComboboxInput
            id={id}
            placeholder={placeholder}
            autoComplete="off"
            className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
            displayValue={() => query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          {busy ? (
            <span className="absolute top-2 right-3 text-xs text-slate-500" aria-live="polite">
              {t("lookup.searching")}
            </span>
          ) : null}
          <ComboboxOptions
            anchor="bottom start"
            className="z-40 max-h-[200px] w-[var(--input-width)] overflow-auto rounded-[6px] border border-slate-200 bg-white py-1 shadow-lg empty:invisible"
          >
            {results.map((item) => (
              <ComboboxOption
                key={item.id}
                value={item}
                className="cursor-pointer px-3 py-2 text-sm data-[focus]:bg-brand-50 data-[focus]:text-brand-700"
              >
                <span className="block">{item.label}</span>
                {describe?.(item) ? <span className="block text-xs text-slate-500">{describe(item)}</span> : null}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
        {!busy && fetcher.data && results.length === 0 && query.trim().length >= minLength ? (
          <p className="mt-1 text-xs text-slate-600" role="status">
            {noMatchText}
          </p>
        ) : null}
      </Combobox>
    </div>
  );
}
