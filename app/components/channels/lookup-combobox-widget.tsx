import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useDebouncedCallback } from "../hooks";
import type { LookupComboboxProps, LookupResponse } from "./lookup-combobox";

/**
 * The JavaScript half of LookupCombobox: Headless UI's combobox with its floating options (≈ 46 kB
 * gzip with floating-ui and the virtualiser), in its own chunk so that no page pays for it before
 * somebody uses a look-up (issue 10 §4). `initialQuery` is what was typed into the plain field
 * while this chunk was loading; it is looked up at once.
 */
export function LookupComboboxWidget({
  id,
  label,
  placeholder,
  endpoint,
  debounceMs,
  defaultQuery = "",
  minLength = 1,
  noMatchText,
  noMatchReasons,
  describe,
  onSelect,
  initialQuery,
  takeFocus,
}: LookupComboboxProps & { id: string; initialQuery: string; takeFocus: boolean }) {
  const fetcher = useFetcher<LookupResponse>();
  const typedEarly = initialQuery !== defaultQuery;
  const [query, setQuery] = useState(initialQuery);
  const { t } = useTranslation("channels");
  const lookUp = useDebouncedCallback((value: string) => fetcher.load(`${endpoint}?q=${encodeURIComponent(value)}`), debounceMs);

  function onQueryChange(value: string) {
    setQuery(value);
    if (value.trim().length < minLength) lookUp.cancel();
    else lookUp(value.trim());
  }

  const input = useRef<HTMLInputElement>(null);
  // the plain field had the focus: keep it, in the same commit that replaces the field, so no
  // keystroke falls in between
  useLayoutEffect(() => {
    const element = input.current;
    if (!takeFocus || !element) return;
    element.focus();
    // typing goes on where it stopped
    element.setSelectionRange(element.value.length, element.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (typedEarly) onQueryChange(initialQuery);
    // only what was typed before this chunk arrived
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const results = query.trim().length >= minLength ? (fetcher.data?.results ?? []) : [];
  const busy = fetcher.state !== "idle";
  return (
    <div>
      <Combobox<LookupResponse["results"][number] | null>
        // text typed before this chunk arrived: open on the focus handed over, as typing would have
        immediate={typedEarly}
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
            ref={input}
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
            {(fetcher.data.noMatch && noMatchReasons?.[fetcher.data.noMatch]) || noMatchText}
          </p>
        ) : null}
      </Combobox>
    </div>
  );
}
