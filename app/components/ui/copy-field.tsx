import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { COPIED_TOOLTIP_MS } from "~/lib/clipboard";
import { useHydrated } from "../hooks";
import { Button } from "./button";

/** How long the clipboard API may take before the selection-based copy is used. */
const CLIPBOARD_WAIT_MS = 1000;
/**
 * A value to copy (share link, tracking link, application pixel): a read-only field and, once
 * JavaScript runs, a copy button whose "copied" notice shows for COPIED_TOOLTIP_MS (spec 2 §4).
 * Without JavaScript the field alone is there: selectable text, copied with the keyboard.
 */
export function CopyField({
  id,
  label,
  value,
  labelClassName = "text-xs text-slate-500",
  monospace = false,
}: {
  id: string;
  label: string;
  value: string;
  labelClassName?: string;
  monospace?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      // a clipboard write that neither resolves nor fails (seen in a loaded headless Chromium just
      // after the permission was granted) would leave the click without an answer: after a second
      // the selection-based copy below does it
      await Promise.race([
        navigator.clipboard.writeText(value),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("clipboard timed out")), CLIPBOARD_WAIT_MS),
        ),
      ]);
    } catch {
      // no clipboard permission (or an insecure origin): the older selection-based copy
      input.current?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  }

  return (
    <div>
      <label htmlFor={id} className={`block ${labelClassName}`}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`min-w-0 flex-1 rounded-[6px] border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm ${monospace ? "font-mono text-xs" : ""}`}
        />
        {hydrated ? (
          <div className="relative shrink-0">
            <Button variant="secondary" onClick={copy} className="py-1.5">
              {t("copy-field.copy")}
              <span className="sr-only">{` – ${label}`}</span>
            </Button>
            {/* a live region, so a screen reader hears the confirmation too */}
            <span role="status" className="absolute right-0 -top-8">
              {copied ? (
                <span className="rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-white shadow">
                  {t("copy-field.copied")}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
