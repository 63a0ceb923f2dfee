import { useTranslation } from "~/lib/i18n/react";
import type { BuilderTransitionStatus } from "~/lib/campaign/builder-transition";

/**
 * spec 1 §2 "/cb/?status=loading": shown after the target-group form is submitted, while the
 * target group is saved and the builder's recommendations load (no step bar, no basket).
 */
export function BuilderLoadingScreen({ status }: { status: BuilderTransitionStatus }) {
  const { t } = useTranslation("campaigns");
  const message =
    status === "saving-target-group"
      ? t("loading.saving-target-group")
      : status === "target-group-saved"
        ? t("loading.target-group-saved")
        : t("loading.updating-campaign");
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="builder-loading"
      data-status={status}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95"
    >
      <span aria-hidden="true" className="h-12 w-12 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
      <p className="text-lg font-semibold text-ink">{message}</p>
    </div>
  );
}
