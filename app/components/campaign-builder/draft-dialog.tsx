import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TARGET_GROUP_DIALOG_WIDTH } from "./target-group-dialog";

/**
 * spec 1 §2 "Campaign row actions": editing a draft without a target group opens the draft
 * dialog. It explains that the campaign has no target group and offers to add one or to go on
 * choosing channels in /media-channels-cb.
 */
export function DraftDialog({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation("campaigns");
  const navigate = useNavigate();
  const continueHref = `/media-channels-cb/?id=${campaignId}`;
  return (
    <Dialog
      title={t("draft.title")}
      width={TARGET_GROUP_DIALOG_WIDTH}
      onClose={() => navigate(continueHref, { preventScrollReset: true })}
    >
      <p className="text-slate-700">{t("draft.description")}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to={continueHref} className={buttonClasses.secondary} preventScrollReset>
          {t("draft.continue")}
        </Link>
        <Link to={`${continueHref}&dialog=target-group`} className={buttonClasses.primary} preventScrollReset>
          {t("draft.add-target-group")}
        </Link>
      </div>
    </Dialog>
  );
}
