import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { ShownToast } from "~/lib/flash";

/** spec 1 §4: a notification auto-closes after 3000 ms when its timer is enabled. */
export const NOTIFICATION_TIMEOUT_MS = 3000;

type Toast = ShownToast;

export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Toast | null>(toast);

  useEffect(() => {
    setCurrent(toast);
    if (!toast) return;
    const timer = setTimeout(() => setCurrent(null), NOTIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!current) return null;
  const tone =
    current.kind === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : current.kind === "success"
        ? "border-emerald-200 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-white text-ink";
  return (
    <div className="fixed right-4 bottom-4 z-50 max-w-sm" role="status" aria-live="polite">
      <div className={`flex items-start gap-3 rounded-[6px] border p-4 shadow-lg ${tone}`}>
        <p className="text-sm">{current.text}</p>
        <button
          type="button"
          className="ml-auto text-sm font-semibold underline"
          onClick={() => setCurrent(null)}
        >
          {t("notification.close")}
        </button>
      </div>
    </div>
  );
}
