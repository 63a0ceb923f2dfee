import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { Step } from "~/lib/jobdesc/constants";
import { stepBar, stepPath } from "~/lib/jobdesc/steps";

/** spec 2 §2: a vertical step bar; earlier steps done (clickable), the current one active. */
export function JobdescStepBar({ current, campaignId }: { current: Step; campaignId: string }) {
  const { t } = useTranslation("jobdesc");
  return (
    <nav aria-label={t("steps.label")} className="w-full md:w-56">
      <ol className="space-y-1 border-l-2 border-slate-200">
        {stepBar(current).map((item, index) => {
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold ${
                  item.state === "active" ? "bg-brand-600 text-white" : item.state === "done" ? "bg-emerald-600 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {item.state === "done" ? (
                  <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M3 8.5l3 3 7-7" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              {t(`step.${item.step}`)}
              {item.state === "done" ? <span className="sr-only"> ({t("steps.done")})</span> : null}
            </>
          );
          return (
            <li key={item.step} className="-ml-0.5">
              {item.clickable ? (
                <Link to={stepPath(item.step, campaignId)} className="flex items-center border-l-2 border-transparent px-3 py-2 text-sm text-ink hover:bg-slate-100">
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={item.state === "active" ? "step" : undefined}
                  className={`flex items-center border-l-2 px-3 py-2 text-sm ${item.state === "active" ? "border-brand-600 font-semibold text-ink" : "border-transparent text-slate-600"}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
