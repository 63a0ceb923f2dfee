import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";

function InfoIcon() {
  return (
    <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true" fill="currentColor">
      <circle cx="8" cy="4" r="1.3" />
      <rect x="6.9" y="6.5" width="2.2" height="7" rx="1" />
    </svg>
  );
}

/**
 * An info tooltip that needs no JavaScript: the text shows while the button is hovered or focused
 * and describes the button for screen readers (aria-describedby reads hidden text too).
 */
export function InfoTip({ text, topic }: { text: string; topic: string }) {
  const id = useId();
  const { t } = useTranslation("market");
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        aria-label={t("info.label", { topic })}
        // WCAG 1.4.13: Escape dismisses the text shown on focus
        onKeyDown={(event) => {
          if (event.key === "Escape") event.currentTarget.blur();
        }}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 text-xs font-bold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <InfoIcon />
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute top-7 right-0 z-30 w-72 rounded-[6px] bg-slate-900 p-3 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {text}
      </span>
    </span>
  );
}
