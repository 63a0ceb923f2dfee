import { useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../hooks";
import type { LookupComboboxWidget } from "./lookup-combobox-widget";

/**
 * An accessible look-up field (spec 1 §7 "Lookups"): with JavaScript a Headless UI combobox that
 * asks a JSON resource route after a pause in typing (100 ms titles, 500 ms locations); without
 * JavaScript (and on the server's first render) a plain text input named `fallbackName` that the
 * surrounding GET form submits, after which the server offers matching options to choose from.
 *
 * The combobox is a chunk of its own (issue 10 §4: no page ships it on first load): the plain field
 * stays until somebody points at or focuses it, then the combobox takes its place, with what was
 * typed so far and the focus.
 */
export interface LookupOption {
  id: string;
  label: string;
  hint?: string | null;
}

export interface LookupResponse {
  results: {
    id: string;
    label: string;
    /** job titles: the occupation behind the label shown, when they differ (issue 16 §4) */
    occupation?: string | null;
    jobFunction?: { id: string; label: string };
    /** job titles: the level the typed text names (the taxonomy's seniority id), or null */
    seniority?: string | null;
  }[];
  /** why nothing was found, where the look-up knows (job titles: "lead-without-field") */
  noMatch?: string;
}

export interface LookupComboboxProps {
  label: ReactNode;
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
  /** shown instead when the look-up says why it found nothing (`noMatch`): what to add */
  noMatchReasons?: Partial<Record<string, string>>;
  describe?: (item: LookupResponse["results"][number]) => string | null;
  onSelect: (option: LookupOption & { raw: LookupResponse["results"][number] }) => void;
}

type Widget = typeof LookupComboboxWidget;
let loadedWidget: Widget | undefined;

/** Loads the combobox chunk; callers that know a look-up is about to be used may start it early. */
export function loadLookupCombobox(): Promise<Widget> {
  return import("./lookup-combobox-widget").then((module) => (loadedWidget = module.LookupComboboxWidget));
}

export function LookupCombobox(props: LookupComboboxProps) {
  const hydrated = useHydrated();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [Widget, setWidget] = useState<Widget | undefined>(() => loadedWidget);

  function enhance() {
    if (!Widget) loadLookupCombobox().then((widget) => setWidget(() => widget), () => undefined);
  }

  if (hydrated && Widget) {
    const plain = input.current;
    return (
      <Widget
        {...props}
        id={id}
        initialQuery={plain?.value ?? props.defaultQuery ?? ""}
        takeFocus={Boolean(plain && plain === document.activeElement)}
      />
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <input
        ref={input}
        id={id}
        // with JavaScript the combobox replaces this field before anything is submitted
        name={hydrated ? undefined : props.fallbackName}
        type="search"
        defaultValue={props.defaultQuery}
        placeholder={props.placeholder}
        autoComplete="off"
        // announced as the combobox it becomes on the first touch
        role={hydrated ? "combobox" : undefined}
        aria-expanded={hydrated ? false : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        onFocus={enhance}
        onPointerEnter={enhance}
        className="mt-1 w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
      />
    </div>
  );
}
