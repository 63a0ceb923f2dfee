import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PERIOD_PRESETS, type Period } from "~/lib/analytics/period";

/**
 * The period (spec 2 §3/§4): from/to in the URL, presets as links. Changing the period resets the
 * sections: only the period (and the campaign id) is kept, so every list starts again at page 1.
 */
export function PeriodForm({ period, keep = {} }: { period: Period; keep?: Record<string, string> }) {
  const { t } = useTranslation("analytics");
  const fromId = useId();
  const toId = useId();
  const presetHref = (preset: string) => `?${new URLSearchParams({ ...keep, preset }).toString()}`;
  return (
    <div className="flex flex-wrap items-end gap-4" data-testid="period">
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={t("period.label")}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col text-sm">
          <label htmlFor={fromId} className="text-slate-600">
            {t("period.from")}
          </label>
          <input id={fromId} type="date" name="from" defaultValue={period.from} min="2017-01-01" className="rounded-[6px] border border-slate-300 px-2 py-1" />
        </div>
        <div className="flex flex-col text-sm">
          <label htmlFor={toId} className="text-slate-600">
            {t("period.to")}
          </label>
          <input id={toId} type="date" name="to" defaultValue={period.to} min="2017-01-01" className="rounded-[6px] border border-slate-300 px-2 py-1" />
        </div>
        <button type="submit" className="rounded-[6px] border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100">
          {t("period.apply")}
        </button>
      </Form>
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
