import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { LOOKUP_ENDPOINTS } from "~/components/campaign-builder/lookups";
import type { LookupResponse } from "~/components/channels/lookup-combobox";
import { useDebouncedCallback } from "~/components/hooks";
import { FormField, inputClasses } from "~/components/checkout/form-field";
import { LANGUAGES, TONALITIES, isLanguage, type JobdescLanguage } from "~/lib/jobdesc/constants";

type Field = FieldMetadata<string, Record<string, unknown>, string[]>;

/** spec 1 §7: job-title look-ups wait 100 ms after the last key; fewer than 2 letters ask nothing. */
const LOOKUP_DEBOUNCE_MS = 100;
const LOOKUP_MIN_CHARS = 2;
const LOOKUP_LIMIT = 8;

/**
 * spec 2 §3 settings: job title (with suggestions), language, tonality — all required.
 *
 * The job title stays a free text field (the generator writes for any title, not only catalogue
 * ones), so its suggestions are a native datalist rather than the target-group combobox, which
 * chooses a catalogue id. Without JavaScript the list holds the writer's suggestions; with it, the
 * catalogue's job-title look-up (the route the target-group combobox asks) adds its matches while
 * typing.
 */
export function SettingsPanel({
  fields,
  defaults,
  suggestions,
  onLanguageChange,
}: {
  fields: { jobTitle: Field; language: Field; tonality: Field };
  defaults: { jobTitle: string; language: string; tonality: string };
  suggestions: string[];
  onLanguageChange?: (language: JobdescLanguage) => void;
}) {
  const { t } = useTranslation("jobdesc");
  // a plain fetch, not a fetcher: Remix would repeat a fetcher's look-up after every form post
  const [live, setLive] = useState<string[] | null>(null);
  const pending = useRef<AbortController>();
  useEffect(() => () => pending.current?.abort(), []);
  const lookUp = useDebouncedCallback((q: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    fetch(`${LOOKUP_ENDPOINTS.jobTitle}?q=${encodeURIComponent(q)}&limit=${LOOKUP_LIMIT}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<LookupResponse>) : { results: [] }))
      .then((data) => setLive(data.results.map((r) => r.label)))
      // a failed or replaced look-up leaves the list as it was
      .catch(() => undefined);
  }, LOOKUP_DEBOUNCE_MS);
  const options = [...new Set([...(live ?? []), ...suggestions])];
  return (
    <fieldset className="space-y-3 self-start rounded-[6px] border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold">{t("tab.settings")}</legend>
      <FormField id={fields.jobTitle.id} label={t("settings.jobTitle")} errors={fields.jobTitle.errors} errorId={fields.jobTitle.errorId}>
        <input
          id={fields.jobTitle.id}
          name="jobTitle"
          defaultValue={defaults.jobTitle}
          list="jobdesc-title-suggestions"
          maxLength={150}
          required
          autoComplete="off"
          onChange={(event) => {
            const q = event.target.value.trim();
            if (q.length >= LOOKUP_MIN_CHARS) lookUp(q);
            else lookUp.cancel();
          }}
          aria-invalid={fields.jobTitle.errors ? true : undefined}
          aria-describedby={`jobdesc-title-hint${fields.jobTitle.errors ? ` ${fields.jobTitle.errorId}` : ""}`}
          className={inputClasses}
        />
        <p id="jobdesc-title-hint" className="text-xs text-slate-500">
          {t("settings.jobTitle-hint")}
        </p>
      </FormField>
      <datalist id="jobdesc-title-suggestions" data-testid="jobdesc-title-suggestions">
        {options.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <p className="sr-only" aria-live="polite">
        {live ? t("settings.suggestions-count", { count: options.length }) : ""}
      </p>
      {suggestions.length ? (
        <p className="text-xs text-slate-600">
          {t("settings.suggestions")}: {suggestions.join(" · ")}
        </p>
      ) : null}
      {/* side by side where both fit, else one under the other: a select is as wide as its longest
          option ("Informeel (je)" did not fit half of the 18rem column) */}
      <div className="flex flex-wrap gap-3 *:flex-auto">
        <FormField id={fields.language.id} label={t("settings.language")} errors={fields.language.errors} errorId={fields.language.errorId}>
          <select
            id={fields.language.id}
            name="language"
            defaultValue={defaults.language}
            onChange={(e) => isLanguage(e.target.value) && onLanguageChange?.(e.target.value)}
            className={inputClasses}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fields.tonality.id} label={t("settings.tonality")} errors={fields.tonality.errors} errorId={fields.tonality.errorId}>
          <select id={fields.tonality.id} name="tonality" defaultValue={defaults.tonality} className={inputClasses}>
            {TONALITIES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`tonality.${tone}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  );
}
