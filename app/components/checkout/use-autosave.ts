import { useFetcher } from "@remix-run/react";
import { useCallback, useState, type FormEvent } from "react";
import { AUTOSAVE_INTENT } from "~/lib/autosave";
import { useDebouncedCallback } from "../hooks";

/** Form state saves this long after the last change (docs/conventions/architecture-decisions.md §1: debounced fetchers). */
export const AUTOSAVE_DEBOUNCE_MS = 1000;

/**
 * Autosave with JavaScript: every change of the form posts its data with intent=autosave through a
 * fetcher, debounced. Without JavaScript the form's own Save button does the same.
 */
export function useAutosave(action?: string) {
  const fetcher = useFetcher<{ savedAt?: string }>();
  const { submit } = fetcher;
  // a change waiting for its save: "Your changes are saved." would be untrue until it is sent
  const [waiting, setWaiting] = useState(false);
  const save = useDebouncedCallback((form: HTMLFormElement) => {
    setWaiting(false);
    const data = new FormData(form);
    data.set("intent", AUTOSAVE_INTENT);
    for (const [key, value] of [...data.entries()]) if (typeof value !== "string") data.delete(key);
    submit(data, { method: "post", action });
  }, AUTOSAVE_DEBOUNCE_MS);
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      setWaiting(true);
      save(event.currentTarget);
    },
    [save],
  );

  return {
    onChange,
    /**
     * Wraps the form's onSubmit (Conform's): a submission that goes ahead posts the same data, so
     * the autosave still waiting is dropped — sent after the Save, it raced the Save's answer.
     */
    onSubmit: (inner: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      inner(event);
      if (!event.defaultPrevented) {
        save.cancel();
        setWaiting(false);
      }
    },
    saving: waiting || fetcher.state !== "idle",
    savedAt: fetcher.data?.savedAt ?? null,
  };
}
