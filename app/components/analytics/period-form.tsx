import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/field";
import { useAnalyticsFormat } from "./format";
import { checkPeriod, PERIOD_PRESETS, type Period, type PeriodError } from "~/lib/analytics/period";

/**
 * The period (spec 2 §3/§4): from/to in the URL, presets as links. Changing the period resets the
 * sections: only the period (and the campaign id) is kept, so every list starts again at page 1.
 * A reversed or impossible range is a field error (issue 37 §6): with JavaScript the form is not
 * sent; without it the server shows the default period and this form, read from the same URL,
 * shows the dates as typed with the error (checkPeriod decides both).
 */
export function PeriodForm({ period, keep = {} }: { period: Period; keep?: Record<string, string> }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  const [searchParams] = useSearchParams();
  const fromUrl = checkPeriod(searchParams);
  const [typed, setTyped] = useState<Partial<Record<"from" | "to", PeriodError>> | null>(null);
  const errors = typed ?? fromUrl;
  const query = searchParams.toString();
  // a new URL (a preset, the server's answer) starts without the last submit's errors
  useEffect(() => setTyped(null), [query]);
  const invalid = Object.keys(fromUrl).length > 0;
  // the dates as typed when the URL's were refused, else the period shown
  const values = invalid ? { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" } : period;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = checkPeriod(new URLSearchParams({ from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") }));
    setTyped(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  const presetHref = (preset: string) => `?${new URLSearchParams({ ...keep, preset }).toString()}`;
  return (
    <div className="flex flex-wrap items-end gap-4" data-testid="period">
      <Form method="get" className="flex flex-wrap items-start gap-2" aria-label={t("period.label")} onSubmit={onSubmit} noValidate key={query}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DateField name="from" value={values.from} error={errors.from} />
        <DateField name="to" value={values.to} error={errors.to} />
        <button type="submit" className="mt-5 rounded-[6px] border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100">
          {t("period.apply")}
        </button>
      </Form>
      {invalid ? (
        <p role="alert" className="w-full text-sm text-red-700" data-period-not-applied>
          {t("period.error.not-applied", { from: f.day(period.from), to: f.day(period.to) })}
        </p>
      ) : null}
      <nav aria-label={t("period.presets")}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {PERIOD_PRESETS.map((preset) => (
            <li key={preset}>
              <Link
                to={presetHref(preset)}
                aria-current={period.preset === preset ? "true" : undefined}
                className={`block rounded-[6px] px-2 py-1 font-semibold ${period.preset === preset ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {t(`period.preset.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** One end of the period: a date field with its error, described by it. */
function DateField({ name, value, error }: { name: "from" | "to"; value: string; error?: PeriodError }) {
  const { t } = useTranslation("analytics");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col text-sm">
      <label htmlFor={id} className="text-slate-600">
        {t(`period.${name}`)}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        min="2017-01-01"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-[6px] border px-2 py-1 ${error ? "border-red-600" : "border-slate-300"}`}
      />
      <FieldError id={errorId} className="mt-1 max-w-56 text-xs text-red-700" errors={error ? [t(`period.error.${error}`)] : null} />
    </div>
  );
}
