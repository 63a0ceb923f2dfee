import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal dialog rendered in place, so it also works from the server without JavaScript
 * (dialogs are addressable by URL). With JavaScript: focus moves in, Tab stays inside,
 * Escape closes unless `locked` (spec 1 §2: the language dialog cannot close while saving).
 */
export function Dialog({
  title,
  onClose,
  locked = false,
  width = 480,
  children,
}: {
  title: string;
  onClose?: () => void;
  locked?: boolean;
  width?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      "input:not([disabled]):not([type='hidden']), button:not([disabled]), a[href], select, textarea, [tabindex]:not([tabindex='-1'])",
    );
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && !locked) {
      event.stopPropagation();
      onClose?.();
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = Array.from(
      panel.current.querySelectorAll<HTMLElement>(
        "input:not([disabled]):not([type='hidden']), button:not([disabled]), a[href], select, textarea, [tabindex]:not([tabindex='-1'])",
      ),
    );
    if (focusable.length === 0) return;
    const firstEl = focusable[0];
    const lastEl = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === firstEl) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && document.activeElement === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-4">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles Escape and Tab itself */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        style={{ maxWidth: width }}
        className="w-full rounded-[6px] bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
