import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
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
  const fromId = useId();
  const toId = useId();
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
  const errorId = (field: "from" | "to") => `${field === "from" ? fromId : toId}-error`;
  const presetHref = (preset: string) => `?${new URLSearchParams({ ...keep, preset }).toString()}`;
  return (
    <div className="flex flex-wrap items-end gap-4" data-testid="period">
      <Form method="get" className="flex flex-wrap items-start gap-2" aria-label={t("period.label")} onSubmit={onSubmit} noValidate key={query}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col text-sm">
          <label htmlFor={fromId} className="text-slate-600">
            {t("period.from")}
          </label>
          <input
            id={fromId}
            type="date"
            name="from"
            defaultValue={values.from}
            min="2017-01-01"
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? errorId("from") : undefined}
            className={`rounded-[6px] border px-2 py-1 ${errors.from ? "border-red-600" : "border-slate-300"}`}
          />
          {errors.from ? (
            <span id={errorId("from")} className="mt-1 max-w-56 text-xs text-red-700" data-period-error={errors.from}>
              {t(`period.error.${errors.from}`)}
            </span>
          ) : null}
        </div>
        <div className="flex flex-col text-sm">
          <label htmlFor={toId} className="text-slate-600">
            {t("period.to")}
          </label>
          <input
            id={toId}
            type="date"
            name="to"
            defaultValue={values.to}
            min="2017-01-01"
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? errorId("to") : undefined}
            className={`rounded-[6px] border px-2 py-1 ${errors.to ? "border-red-600" : "border-slate-300"}`}
          />
          {errors.to ? (
            <span id={errorId("to")} className="mt-1 max-w-56 text-xs text-red-700" data-period-error={errors.to}>
              {t(`period.error.${errors.to}`)}
            </span>
          ) : null}
        </div>
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
