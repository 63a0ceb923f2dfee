import type { SubmissionResult } from "@conform-to/react";
import { useNavigate } from "@remix-run/react";
import { lazy } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { TargetGroupFormData } from "~/lib/campaign/target-group-form";
import { Dialog, LazyDialogContent } from "../ui/dialog";
import { CampaignStepBar } from "./step-bar";
import { TargetGroupForm as ServerTargetGroupForm } from "./target-group-form";
import { loadTargetGroupForm } from "./target-group-loader";

/** spec 1 §2: the start-campaign / build-audience dialog is 700 px wide. */
export const TARGET_GROUP_DIALOG_WIDTH = 700;

// issue 10 §4: the dialog is closed on most page loads, and its form (Conform, Zod, the comboboxes)
// is most of /dashboard's and /cb's JavaScript. The server renders the form in place (that is the
// no-JS dialog); in the browser it is a chunk loaded when the dialog opens. A server-rendered open
// dialog keeps its HTML until the chunk has arrived, then hydrates.
const TargetGroupForm = import.meta.env.SSR
  ? ServerTargetGroupForm
  : /* @__PURE__ */ lazy(() => loadTargetGroupForm().then((module) => ({ default: module.TargetGroupForm })));

/**
 * The start-campaign dialog (spec 1 §2 "Modals", "Target-group form"), opened by
 * /dashboard?start-campaign (and /start-campaign/?id= to edit) or by the step bar's "Build
 * audience" over the builder. Rendered in place, so it works without JavaScript.
 */
export function TargetGroupDialog({
  data,
  cancelHref,
  withStepBar = false,
  lastResult,
}: {
  data: TargetGroupFormData;
  cancelHref: string;
  withStepBar?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("campaigns");
  const navigate = useNavigate();
  return (
    <Dialog
      title={data.campaignId ? t("target-group.title.edit") : t("target-group.title.new")}
      width={TARGET_GROUP_DIALOG_WIDTH}
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
    >
      <div className="max-h-[75vh] overflow-y-auto pr-1">
        {withStepBar ? <CampaignStepBar campaignId={data.campaignId} current="audience" compact /> : null}
        <p className="mb-4 text-sm text-slate-600">{t("target-group.intro")}</p>
        <LazyDialogContent>
          <TargetGroupForm data={data} cancelHref={cancelHref} lastResult={lastResult} />
        </LazyDialogContent>
      </div>
    </Dialog>
  );
}
