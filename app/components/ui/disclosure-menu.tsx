import { useEffect, useRef, type ReactNode } from "react";

/**
 * spec 1 §9 "click-away re-enable 500 ms": a menu that just opened ignores clicks outside it for
 * this long, so the click (or a touch screen's late synthetic click) that opened it cannot also
 * close it.
 */
export const CLICK_AWAY_REENABLE_MS = 500;

/** Whether a click outside closes a menu that opened at `openedAt`. */
export function clickAwayCloses(openedAt: number, now: number) {
  return now - openedAt >= CLICK_AWAY_REENABLE_MS;
}

/**
 * A drop-down built on <details>: opens with Enter/Space and works without JavaScript.
 * With JavaScript it also closes on Escape, on a click outside and after choosing an item.
 */
export function DisclosureMenu({
  label,
  summaryClassName = "",
  panelClassName = "",
  align = "right",
  sheetOnPhone = false,
  children,
}: {
  label: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  align?: "left" | "right";
  /**
   * Below the sm breakpoint the panel opens as a sheet at the bottom of the viewport: fixed, so a
   * table scrolling inside its card neither clips it nor scrolls sideways with it (issue 38 §9).
   */
  sheetOnPhone?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const openedAt = useRef(0);

  useEffect(() => {
    function close(event: Event) {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (!details.contains(event.target as Node) && clickAwayCloses(openedAt.current, Date.now())) details.open = false;
    }
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details
      ref={ref}
      className="relative"
      onToggle={(event) => {
        if (event.currentTarget.open) openedAt.current = Date.now();
      }}
    >
      <summary className={summaryClassName}>{label}</summary>
      <div
        className={`absolute z-30 mt-2 min-w-56 rounded-[6px] border border-slate-200 bg-white py-1 shadow-lg ${
          align === "right" ? "right-0" : "left-0"
        } ${sheetOnPhone ? "max-sm:fixed max-sm:inset-x-2 max-sm:top-auto max-sm:right-2 max-sm:bottom-2 max-sm:left-2 max-sm:mt-0" : ""} ${panelClassName}`}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest("a,button[data-close]") || !ref.current) return;
          ref.current.open = false;
          // the chosen item is hidden now and would take the focus with it (to the page): keep
          // it on the menu's button, where a dialog the item opened also gives it back
          ref.current.querySelector("summary")?.focus();
        }}
        role="presentation"
      >
        {children}
      </div>
    </details>
  );
}
