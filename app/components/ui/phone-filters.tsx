import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";

const NARROW = "(max-width: 1023.98px)";

/**
 * Filters folded behind a "Filters" button on a phone (issue 38 §9), beside the results as before
 * from the lg breakpoint on. The server renders them open, so without JavaScript they are there;
 * in the browser a narrow screen closes them until the button is pressed.
 */
export function PhoneFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => {
      if (ref.current) ref.current.open = !query.matches;
    };
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return (
    <details ref={ref} open className="group">
      <summary className="mb-3 inline-flex items-center gap-2 rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm font-semibold lg:hidden">
        {t("filters.toggle")}
      </summary>
      {children}
    </details>
  );
}
