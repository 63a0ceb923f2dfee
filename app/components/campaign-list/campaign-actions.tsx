import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { exportDisabled } from "~/lib/campaign/basket";
import {
  campaignActions,
  campaignPaths,
  editPath,
  jobDescriptionPath,
  searchString,
  withDialog,
  type CampaignAction,
  type CampaignListRow,
  type ListDialog,
} from "~/lib/campaign/list";
import { buttonClasses } from "../ui/button";
import { DisclosureMenu } from "../ui/disclosure-menu";

export interface ListFeatures {
  aiJobDescriptionGenerator?: boolean;
  copyCampaign?: boolean;
  shareCampaignDetails?: boolean;
}

/** the "more actions" button shows an ellipsis; its name is for screen readers */
const MORE_SYMBOL = "⋯";
const item = "block w-full px-4 py-2 text-left text-sm text-ink hover:bg-slate-50";
const disabledItem = "block w-full cursor-not-allowed px-4 py-2 text-left text-sm text-slate-400";

/**
 * The actions of one campaign (spec 1 §2 "Campaign row actions" and the overview cards): the main
 * action as a button, the others in a menu. Dialogs open through the URL, so all of it works
 * without JavaScript.
 */
export function CampaignActions({
  campaign,
  features,
}: {
  campaign: CampaignListRow;
  features: ListFeatures;
}) {
  const { t } = useTranslation("campaign-list");
  const [params] = useSearchParams();
  const actions = campaignActions(campaign, features);
  // the main action (edit or view) as a button, the others in the menu
  const isMain = (a: CampaignAction) => a === "edit" || a === "view";
  const primary = actions.find(isMain);
  const rest = actions.filter((a) => !isMain(a));
  const dialogHref = (dialog: ListDialog) =>
    searchString(withDialog(params, dialog, campaign.id)) || "?";
  const name = campaign.name || t("no-name");

  function render(action: CampaignAction, asMenuItem: boolean) {
    const label = t(`actions.${action}`);
    const className = asMenuItem ? item : buttonClasses.secondary;
    const aria = t("actions.for", { action: label, name });
    switch (action) {
      case "edit":
        return (
          <Link to={editPath(campaign)} className={className} aria-label={aria}>
            {label}
          </Link>
        );
      case "view":
        return (
          <Link to={campaignPaths.performance(campaign.id)} className={className} aria-label={aria}>
            {label}
          </Link>
        );
      case "jobDescription":
        return (
          <Link to={jobDescriptionPath(campaign)} className={className} aria-label={aria}>
            {label}
          </Link>
        );
      case "share":
        if (!features.shareCampaignDetails)
          return <DisabledItem label={label} reason={t("share.disabled")} />;
        return (
          <Link to={dialogHref("share")} preventScrollReset className={className} aria-label={aria}>
            {label}
          </Link>
        );
      case "export":
        if (exportDisabled(campaign.purchasableCount))
          return <DisabledItem label={label} reason={t("export.disabled")} />;
        return (
          <Link
            to={dialogHref("export")}
            preventScrollReset
            className={className}
            aria-label={aria}
          >
            {label}
          </Link>
        );
      case "delete":
        return (
          <Link
            to={dialogHref("delete")}
            preventScrollReset
            className={`${className} text-red-700`}
            aria-label={aria}
          >
            {label}
          </Link>
        );
      case "reorder":
        return (
          <Link
            to={dialogHref("reorder")}
            preventScrollReset
            className={className}
            aria-label={aria}
          >
            {label}
          </Link>
        );
    }
  }

  return (
    <div className="flex items-center justify-end gap-2">
      {primary ? render(primary, false) : null}
      {rest.length > 0 ? (
        <DisclosureMenu
          sheetOnPhone
          label={
            <>
              <span aria-hidden="true">{MORE_SYMBOL}</span>
              <span className="sr-only">{t("actions.more", { name })}</span>
            </>
          }
          summaryClassName="inline-flex h-9 w-9 items-center justify-center rounded-[6px] border border-slate-300 bg-white text-lg font-semibold text-slate-700 hover:bg-slate-100"
        >
          <ul>
            {rest.map((action) => (
              <li key={action}>{render(action, true)}</li>
            ))}
          </ul>
        </DisclosureMenu>
      ) : null}
    </div>
  );
}

/** A menu entry that cannot be used, with the reason for screen readers and as a tooltip. */
function DisabledItem({ label, reason }: { label: string; reason: string }) {
  return (
    <button type="button" disabled className={disabledItem} title={reason}>
      {label}
      <span className="sr-only">{` (${reason})`}</span>
    </button>
  );
}
