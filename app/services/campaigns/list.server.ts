import type { RequestArgs } from "~/services/http/request-context.server";
import { data, redirect } from "@remix-run/node";
import { clampPage, jumpRedirect, pageCount, pageOffset } from "~/lib/pagination";
import type { UiFeatures } from "~/lib/features";
import { z } from "zod";
import { copyCampaign, deleteCampaign, requireCampaign } from "~/models/campaign.server";
import { findListCampaign } from "./list-labels.server";
import { purchasableChannelIds } from "~/models/campaign-summary.server";
import { openDialog, reorderPath, type CampaignListRow } from "~/lib/campaign/list";
import { isPending } from "~/lib/campaign/status";
import { safeRedirectPath } from "~/lib/redirects";
import { requireCompany } from "~/services/auth/gate.server";
import { redirectWithToast } from "~/services/session.server";
import { once } from "~/services/http/once.server";
import { readForm } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";

/**
 * The actions both campaign lists (dashboard, /campaigns) share: delete a draft and re-order
 * (copy) another campaign. Plain form posts that redirect; the enhanced delete answers with data
 * so the list can reload on its 2-second timer (spec 1 §4).
 */
const actionSchema = z.object({
  intent: z.enum(["delete", "reorder"]),
  campaignId: z.string().uuid(),
  // where the list was (a same-site path), to go back to without JavaScript
  returnTo: z
    .string()
    .refine((v) => safeRedirectPath(v) !== null)
    .transform((v) => safeRedirectPath(v) ?? v)
    .optional(),
  enhanced: z.literal("1").optional(),
});

export async function campaignListAction(args: RequestArgs, fallbackPath: string) {
  const { request } = args;
  const { user, company, features } = await requireCompany(args);
  const formData = await readForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  }
  const { intent, campaignId, returnTo = fallbackPath, enhanced } = parsed.data;

  if (intent === "delete") {
    // another company's draft, or one already gone, is a 404 like every foreign id (issue 11 §4)
    await deleteCampaign(company.id, campaignId);
    if (enhanced) return { deletedId: campaignId };
    return redirectWithToast(args, returnTo, {
      kind: "success",
      key: "campaign-list:toast.deleted",
    });
  }

  // re-order (spec 1 §2): only with copy_campaign, only for campaigns that left the draft state
  if (!features.copy_campaign) notFound();
  const source = await requireCampaign(company.id, campaignId);
  if (isPending(source.status)) {
    return redirectWithToast(args, returnTo, {
      kind: "error",
      key: "campaign-list:toast.reorder-draft",
    });
  }
  // one copy per click, however often the request arrives (issue 36 §6)
  throw await once(company.id, formData, `reorder:${campaignId}`, async () => {
    const copy = await copyCampaign(company.id, user.id, campaignId, purchasableChannelIds(company.id));
    return redirect(reorderPath(copy, Boolean(source.targetGroup)));
  });
}

/**
 * One page of a campaign list (dashboard, /campaigns): the no-JS jump form answers with a
 * redirect, and a page out of range is clamped between 1 and the last page (spec 1 §4) and
 * queried again.
 */
export async function loadListPage<T extends { total: number }>(
  url: URL,
  requested: number,
  pageSize: number,
  query: (limit: number, offset: number) => Promise<T>,
  pageParam = "page",
) {
  let result = await query(pageSize, pageOffset(requested, pageSize));
  const lastPage = pageCount(result.total, pageSize);
  const jump = jumpRedirect(url, lastPage, pageParam);
  if (jump) throw redirect(jump);
  const page = clampPage(requested, lastPage);
  if (page !== requested) result = await query(pageSize, pageOffset(page, pageSize));
  return { result, page, lastPage };
}

/** The flags the row and card actions read. */
export function listFeatures(uiFeatures: UiFeatures) {
  return {
    aiJobDescriptionGenerator: uiFeatures.aiJobDescriptionGenerator,
    copyCampaign: uiFeatures.copyCampaign,
    shareCampaignDetails: uiFeatures.shareCampaignDetails,
  };
}

/**
 * The campaign of a dialog link (?delete=<id>, ?share=<id> …) that is not among the rows on the
 * page: looked up, still company-scoped, so a typed or shared URL opens the dialog too.
 */
export async function loadDialogCampaign(companyId: string, url: URL, rows: CampaignListRow[], locale?: string) {
  const open = openDialog(url.searchParams);
  if (!open || rows.some((row) => row.id === open.campaignId)) return null;
  return (await findListCampaign(companyId, open.campaignId, locale)) ?? null;
}

