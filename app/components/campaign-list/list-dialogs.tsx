import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { exportDisabled } from "~/lib/campaign/basket";
import {
  campaignPaths,
  searchString,
  withoutDialogs,
  type CampaignListRow,
  type ListDialog,
} from "~/lib/campaign/list";
import { Button, buttonClasses } from "../ui/button";
import { CopyField } from "../ui/copy-field";
import { Dialog } from "../ui/dialog";
import type { ListFeatures } from "./campaign-actions";
import { useHydrated } from "../hooks";
import { DELETE_FETCHER_KEY, type DeleteResult } from "./hooks";
import { SubmissionKey } from "../ui/submission-key";

/**
 * The list dialogs of spec 1 §2 "Modals" (share, export, delete) and the re-order confirmation,
 * each opened by a search parameter (?share=<id> …) so they also work without JavaScript.
 */
export function CampaignDialog({
  dialog,
  campaign,
  features,
  origin,
}: {
  dialog: ListDialog;
  campaign: CampaignListRow;
  features: ListFeatures;
  origin: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const closeHref = `${location.pathname}${searchString(withoutDialogs(new URLSearchParams(location.search)))}`;
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });
  const props = { campaign, closeHref, close };
  switch (dialog) {
    case "delete":
      return <DeleteDialog {...props} />;
    case "reorder":
      return features.copyCampaign ? <ReorderDialog {...props} /> : null;
    case "share":
      return features.shareCampaignDetails ? <ShareDialog {...props} origin={origin} /> : null;
    case "export":
      return <ExportDialog {...props} />;
  }
}

interface DialogProps {
  campaign: CampaignListRow;
  closeHref: string;
  close: () => void;
}

function CancelLink({ href }: { href: string }) {
  const { t } = useTranslation("campaign-list");
  return (
    <Link to={href} replace preventScrollReset className={buttonClasses.secondary}>
      {t("dialog.cancel")}
    </Link>
  );
}

/** spec 1 §2: a confirmation naming the campaign; the delete button is disabled after the click. */
function DeleteDialog({ campaign, closeHref, close }: DialogProps) {
  const { t } = useTranslation("campaign-list");
  const fetcher = useFetcher<DeleteResult>({ key: DELETE_FETCHER_KEY });
  const hydrated = useHydrated();
  const [clicked, setClicked] = useState(false);
  const name = campaign.name || t("no-name");
  return (
    <Dialog title={t("delete.title")} onClose={close}>
      <fetcher.Form method="post" onSubmit={() => setClicked(true)}>
        <p className="text-slate-700">{t("delete.question", { name })}</p>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="campaignId" value={campaign.id} />
        <input type="hidden" name="returnTo" value={closeHref} />
        {/* with JavaScript the action answers with data and the list reloads on its timer */}
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <div className="mt-6 flex justify-end gap-3">
          <CancelLink href={closeHref} />
          <Button type="submit" variant="danger" disabled={clicked || fetcher.state !== "idle"}>
            {t("delete.confirm")}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** spec 1 §2 re-order: a confirmation, then copy and go to checkout or the builder. */
function ReorderDialog({ campaign, closeHref, close }: DialogProps) {
  const { t } = useTranslation("campaign-list");
  const navigation = useNavigation();
  const [clicked, setClicked] = useState(false);
  const name = campaign.name || t("no-name");
  return (
    <Dialog title={t("reorder.title")} onClose={close}>
      <Form method="post" onSubmit={() => setClicked(true)}>
        <p className="text-slate-700">{t("reorder.question", { name })}</p>
        <input type="hidden" name="intent" value="reorder" />
        <input type="hidden" name="campaignId" value={campaign.id} />
        <SubmissionKey />
        <input type="hidden" name="returnTo" value={closeHref} />
        <div className="mt-6 flex justify-end gap-3">
          <CancelLink href={closeHref} />
          <Button type="submit" disabled={clicked || navigation.state !== "idle"}>
            {t("reorder.confirm")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** spec 1 §2 share: read-only URL, copy button with a "copied" tooltip for 4 s, open in a new tab. */
function ShareDialog({ campaign, closeHref, close, origin }: DialogProps & { origin: string }) {
  const { t } = useTranslation("campaign-list");
  const url = `${origin}${campaignPaths.share(campaign.id)}`;
  return (
    <Dialog title={t("share.title")} onClose={close} width={560}>
      <p className="text-sm text-slate-600">
        {t("share.description", { name: campaign.name || t("no-name") })}
      </p>
      <div className="mt-4">
        <CopyField id="share-url" label={t("share.url")} value={url} labelClassName="text-sm font-semibold text-ink" />
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <CancelLink href={closeHref} />
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses.primary}>
          {t("share.open")}
        </a>
      </div>
    </Dialog>
  );
}

/** spec 1 §2 export: choose a PDF or a Word file; nothing to choose without purchasable channels. */
function ExportDialog({ campaign, closeHref, close }: DialogProps) {
  const { t } = useTranslation("campaign-list");
  const href = (format: "pdf" | "docx") => `/resources/campaign-export/${format}?id=${campaign.id}`;
  return (
    <Dialog title={t("export.title")} onClose={close}>
      {exportDisabled(campaign.purchasableCount) ? (
        <p className="text-slate-700">{t("export.disabled")}</p>
      ) : (
        <>
          <p className="text-slate-700">
            {t("export.description", { name: campaign.name || t("no-name") })}
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <a href={href("pdf")} download className={`${buttonClasses.secondary} flex-col py-4`}>
              <span className="text-base">{t("export.pdf")}</span>
              <span className="text-xs font-normal text-slate-500">{t("export.pdf-hint")}</span>
            </a>
            <a href={href("docx")} download className={`${buttonClasses.secondary} flex-col py-4`}>
              <span className="text-base">{t("export.docx")}</span>
              <span className="text-xs font-normal text-slate-500">{t("export.docx-hint")}</span>
            </a>
          </div>
          <p className="mt-3 text-xs text-slate-500">{t("export.vat-note")}</p>
        </>
      )}
      <div className="mt-6 flex justify-end">
        <CancelLink href={closeHref} />
      </div>
    </Dialog>
  );
}
