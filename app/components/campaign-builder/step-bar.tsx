import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { showStepBar, stepViews, type StepBarInput } from "~/lib/campaign/step-bar";
import { CheckIcon } from "./icons";
import { prefetchTargetGroupForm } from "./target-group-loader";

export type CampaignStepBarProps = StepBarInput & {
  /** tighter spacing, e.g. inside the 700 px start-campaign dialog */
  compact?: boolean;
};

const LABEL_KEYS = {
  audience: "campaign-steps.audience",
  campaign: "campaign-steps.campaign",
  "job-ad": "campaign-steps.job-ad",
  order: "campaign-steps.order",
} as const;

const CIRCLE_CLASSES = {
  done: "bg-brand-600 text-white",
  current: "border-2 border-brand-600 bg-white text-brand-700",
  upcoming: "border border-slate-300 bg-white text-slate-500",
} as const;

/**
 * spec 1 §2 "Campaign step bar": build audience, build campaign, create job ad, order campaign and
 * the ordered marker. Renders nothing where the spec does not show it (other pages, a missing
 * campaign id, ?status=loading). Done steps are links; steps not done are plain text (§5: their
 * clicks are ignored). "Build audience" opens the target-group dialog (700 px).
 */
export function CampaignStepBar(props: CampaignStepBarProps) {
  const { t } = useTranslation("common");
  const location = useLocation();
  if (!showStepBar(location.pathname, location.search)) return null;
  const steps = stepViews(props);
  return (
    // one row from 640 px: a long label ("Kampagne zusammenstellen") wraps inside its step rather
    // than the last step wrapping onto a line of its own (896 px pages in German and Dutch)
    <nav aria-label={t("campaign-steps.label")} className={props.compact ? "mb-4" : "mb-6"}>
      <ol className={`flex flex-wrap items-center gap-y-2 sm:flex-nowrap ${props.compact ? "gap-x-1 text-xs" : "gap-x-2 text-sm"}`}>
        {steps.map((step, index) => {
          const label = t(LABEL_KEYS[step.key]);
          const circle = CIRCLE_CLASSES[step.state];
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`inline-flex shrink-0 items-center justify-center rounded-full text-xs font-semibold ${props.compact ? "h-6 w-6" : "h-7 w-7"} ${circle}`}
              >
                {step.state === "done" ? <CheckIcon /> : index + 1}
              </span>
              <span className={`leading-tight ${step.state === "upcoming" ? "text-slate-500" : "font-semibold text-ink"}`}>{label}</span>
              <span className="sr-only">
                {step.state === "done" ? t("campaign-steps.state.done") : step.state === "current" ? t("campaign-steps.state.current") : ""}
              </span>
            </>
          );
          return (
            <li key={step.key} className={`flex min-w-0 items-center ${props.compact ? "gap-1" : "gap-2"}`} data-step={step.key} data-state={step.state}>
              {step.href ? (
                <Link
                  to={step.href}
                  className={`flex items-center gap-2 rounded-[6px] py-1 hover:bg-brand-50 ${props.compact ? "px-0.5" : "px-1"}`}
                  preventScrollReset
                  // "Build audience" opens the target-group dialog: its form can start loading now
                  {...(step.key === "audience" ? prefetchTargetGroupForm : {})}
                >
                  {content}
                </Link>
              ) : (
                <span className={`flex items-center gap-2 py-1 ${props.compact ? "px-0.5" : "px-1"}`} aria-current={step.state === "current" ? "step" : undefined}>
                  {content}
                </span>
              )}
              <span aria-hidden="true" className={`h-px shrink-0 bg-slate-300 ${props.compact ? "w-1.5" : "w-6"}`} />
            </li>
          );
        })}
        <li
          data-step="ordered"
          data-state={props.ordered ? "done" : "upcoming"}
          className={`flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full py-1 text-xs font-semibold ${props.compact ? "px-2" : "px-3"} ${
            props.ordered ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-600"
          }`}
        >
          {t("campaign-steps.ordered")}
        </li>
      </ol>
    </nav>
  );
}
