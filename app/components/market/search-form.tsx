import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { LookupCombobox } from "~/components/channels/lookup-combobox";
import { CloseIcon } from "~/components/campaign-builder/icons";
import { useHydrated } from "~/components/hooks";
import { Button } from "~/components/ui/button";
import { OCCUPATION_DEBOUNCE_MS, OCCUPATION_MIN_CHARS } from "~/lib/market/search";
import { translateMessage } from "~/lib/validation/messages";
import type { Occupation } from "~/lib/market/types";
import { FieldError } from "~/components/ui/field";

/**
 * The search bar of /market-insights (spec 1 §2, §5): occupation autocomplete (from 2 characters,
 * 1000 ms debounce, no query after a selection) and country dropdown; submit disabled until both
 * are chosen. Without JavaScript the occupation field is a plain text field (`q`) and the server
 * answers with the matching occupations to choose from (OccupationChoices).
 */
export interface ChosenOccupation {
  label: string;
  isco: string;
  title: string | null;
}

export function MarketSearchForm({
  countries,
  country: initialCountry,
  chosen: initialChosen,
  query,
  errors,
}: {
  countries: { code: string; label: string; hasData: boolean }[];
  country: string;
  chosen: ChosenOccupation | null;
  query: string;
  errors: Partial<Record<"q" | "isco" | "country", string[]>>;
}) {
  const { t } = useTranslation("market");
  const { t: tc } = useTranslation();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(initialChosen);
  const [country, setCountry] = useState(initialCountry);
  const occupationError = errors.q?.[0] ?? errors.isco?.[0];
  // messages are common keys (form.warning.*) or namespaced ones (market:search.*)
  const message = (encoded: string) => translateMessage(tc, encoded);

  return (
    <Form method="get" action="/market-insights" className="grid items-start gap-4 md:grid-cols-[2fr_1fr_auto]" aria-label={t("search.label")}>
      <div className="space-y-1">
        <LookupCombobox
          label={t("search.occupation")}
          placeholder={t("search.occupation-placeholder")}
          endpoint="/resources/market-occupations"
          debounceMs={OCCUPATION_DEBOUNCE_MS}
          minLength={OCCUPATION_MIN_CHARS}
          fallbackName="q"
          defaultQuery={query}
          noMatchText={t("search.no-occupation")}
          describe={(item) => t("search.isco", { code: (item as { iscoCode?: string }).iscoCode ?? "" })}
          onSelect={(option) => {
            const raw = option.raw as { iscoCode?: string; titleId?: string | null };
            if (raw.iscoCode) setChosen({ label: option.label, isco: raw.iscoCode, title: raw.titleId ?? null });
          }}
        />
        {chosen ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700" data-chosen-occupation={chosen.isco}>
            {t("search.chosen", { label: chosen.label, code: chosen.isco })}
            {hydrated ? (
              <button type="button" onClick={() => setChosen(null)} aria-label={t("search.remove", { label: chosen.label })} className="rounded-full p-0.5 hover:bg-brand-100">
                <CloseIcon className="h-3 w-3" />
              </button>
            ) : null}
            <input type="hidden" name="isco" value={chosen.isco} />
            {chosen.title ? <input type="hidden" name="title" value={chosen.title} /> : null}
          </p>
        ) : null}
        <FieldError id="occupation-error" errors={occupationError ? [message(occupationError)] : null} />
      </div>
      <div className="space-y-1">
        <label htmlFor="market-country" className="block text-sm font-semibold text-slate-700">
          {t("search.country")}
        </label>
        <select
          id="market-country"
          name="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm"
          aria-describedby={errors.country ? "country-error country-note" : "country-note"}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code} data-has-data={c.hasData}>
              {c.hasData ? c.label : t("search.country-no-data", { country: c.label })}
            </option>
          ))}
        </select>
        <p id="country-note" className="text-xs text-slate-600">
          {t("search.country-note")}
        </p>
        <FieldError id="country-error" errors={errors.country?.[0] ? [message(errors.country[0])] : null} />
      </div>
      {/* without JavaScript the server checks both; with it the button waits for both (spec 1 §2).
          The fields align at their labels (what is below them differs: the chosen occupation, the
          country note); the button sits a label's height down, level with the two inputs */}
      <Button type="submit" disabled={hydrated && !(chosen && country)} className="md:mt-6">
        {t("search.submit")}
      </Button>
    </Form>
  );
}

/** The no-JavaScript results step: the occupations matching the typed text, each a link to its insight. */
export function OccupationChoices({ occupations, country, query }: { occupations: Occupation[]; country: string; query: string }) {
  const { t } = useTranslation("market");
  if (occupations.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t("search.no-occupation-for", { query })}
      </p>
    );
  }
  return (
    <section aria-labelledby="occupation-choices">
      <h2 id="occupation-choices" className="text-base font-semibold">
        {t("search.choose", { query })}
      </h2>
      <ul className="mt-2 grid gap-2 md:grid-cols-2">
        {occupations.map((o, i) => {
          const params = new URLSearchParams({ isco: o.iscoCode, country, ...(o.id ? { title: o.id } : {}) });
          return (
            <li key={`${o.id ?? o.iscoCode}-${i}`}>
              <Link to={`/market-insights?${params}`} className="block rounded-[6px] border border-slate-200 bg-white px-3 py-2 text-sm hover:bg-brand-50">
                <span className="font-semibold text-brand-700">{o.title}</span>{" "}
                <span className="text-slate-600">{t("search.isco", { code: o.iscoCode })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
