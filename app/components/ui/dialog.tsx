import { createContext, Suspense, useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Spinner } from "./spinner";

const FOCUSABLE =
  "input:not([disabled]):not([type='hidden']), button:not([disabled]), a[href], select, textarea, [tabindex]:not([tabindex='-1'])";

/** The open dialog's panel, for content that arrives after the dialog opened. */
const DialogPanel = createContext<RefObject<HTMLDivElement> | null>(null);

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
  returnFocus,
  children,
}: {
  title: string;
  onClose?: () => void;
  locked?: boolean;
  width?: number;
  /**
   * Where the focus goes on closing when nothing had it before the dialog opened (a dialog in the
   * server's HTML, hydrated with the focus on the page itself).
   */
  returnFocus?: RefObject<HTMLElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // content that is still loading has nothing to focus yet: the panel holds the focus until then
    (firstField(panel.current) ?? panel.current)?.focus();
    return () => {
      // read when the dialog closes, not when it opened: the element is on the page then
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const fallback = returnFocus?.current;
      const back = previous && previous !== document.body && previous.isConnected ? previous : fallback;
      back?.focus?.();
    };
    // once: the focus moves in when the dialog opens and back when it closes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && !locked) {
      event.stopPropagation();
      onClose?.();
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = tabStops(panel.current);
    if (focusable.length === 0) {
      // still loading: Tab must not leave the modal
      event.preventDefault();
      return;
    }
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
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ maxWidth: width }}
        className="w-full rounded-[6px] bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-4">
          <DialogPanel.Provider value={panel}>{children}</DialogPanel.Provider>
        </div>
      </div>
    </div>
  );
}

/**
 * Dialog content loaded on demand (React.lazy, issue 10 §4): a spinner while its chunk loads, then
 * the focus moves from the panel to the content's first field, as if it had been there all along.
 */
export function LazyDialogContent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-8">
          <Spinner label={t("spinner.loading")} />
        </div>
      }
    >
      <FocusFirstField />
      {children}
    </Suspense>
  );
}

/**
 * The panel's Tab stops in order. A radio group is one stop, at its checked option (its first when
 * none is checked), as the browser's own Tab treats it.
 */
function tabStops(panel: HTMLElement | null) {
  const all = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])] as HTMLInputElement[];
  const group = (name: string) => all.filter((other) => other.type === "radio" && other.name === name);
  return all.filter((el) => el.type !== "radio" || !el.name || el === (group(el.name).find((r) => r.checked) ?? group(el.name)[0]));
}

const firstField = (panel: HTMLElement | null) => tabStops(panel)[0];

/** Mounts together with the lazy content (same Suspense boundary). */
function FocusFirstField() {
  const panel = useContext(DialogPanel);
  useEffect(() => {
    const element = panel?.current;
    if (element && document.activeElement === element) firstField(element)?.focus();
  }, [panel]);
  return null;
}
