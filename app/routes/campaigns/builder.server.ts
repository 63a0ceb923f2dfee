import type { RequestArgs } from "~/services/http/request-context.server";
import { alreadyOrderedPath } from "~/lib/campaign/links";
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { CAMPAIGN_NAME_MAX, REQUIRED } from "~/lib/campaign/target-group";
import { message } from "~/lib/validation/messages";
import { isOrdered, isPending } from "~/lib/campaign/status";
import { getBasket } from "~/models/basket.server";
import { getChannelName } from "~/models/channel.server";
import { addChannel, removeChannel, renameCampaign, requireCampaign } from "~/models/campaign.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { getChannelDetails } from "~/services/catalogue/catalogue.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";
import { parseCriteria } from "~/lib/catalogue/criteria";
import { loadTargetGroupForm } from "./target-group.server";
import { readForm, readUrl } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";

/**
 * What both builders share (/cb with a target group, /media-channels-cb without): the campaign and
 * its basket, the basket's actions, and the target-group dialog.
 */

export const builderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), channelId: z.string().uuid() }),
  z.object({ intent: z.literal("remove"), channelId: z.string().uuid() }),
  // spec 1 §5: blank or whitespace only is refused with form.warning.field-required
  z.object({
    intent: z.literal("rename"),
    name: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(CAMPAIGN_NAME_MAX, message("form.warning.max-length", { max: CAMPAIGN_NAME_MAX })),
  }),
]);

/** The campaign of ?id= (404 when missing or another company's) with its basket. */
export async function loadCampaignWithBasket(args: RequestArgs, context: CompanyContext) {
  const { request } = args;
  const url = readUrl(request);
  const campaign = await requireCampaign(context.company.id, url.searchParams.get("id"));
  const locale = await getLocale(args);
  const basket = await getBasket(context.company.id, campaign.id, locale, campaign.orderedCurrency, campaign.targetGroup);
  return { url, campaign, basket, locale, editable: isPending(campaign.status) };
}

/** The "Build audience" dialog over the builder (?dialog=target-group). */
export async function loadAudienceDialog(args: RequestArgs, context: CompanyContext, campaignId: string, editable: boolean) {
  const { request } = args;
  const url = readUrl(request);
  if (url.searchParams.get("dialog") !== "target-group" || !editable) return null;
  return loadTargetGroupForm(args, context, campaignId);
}

/** The builder URL without the dialog marker, for closing a dialog. */
export function withoutDialog(url: URL) {
  const params = new URLSearchParams(url.search);
  params.delete("dialog");
  return `${url.pathname}?${params.toString()}`;
}

/**
 * The basket's form actions (spec 1 §7 add_channel_to_campaign / remove_channel_from_campaign /
 * name_campaign): add (a product already present is ignored), remove by product id, rename (blank
 * never saved). Every answer but the 400 is a redirect back, so forms work without JavaScript.
 */
export async function basketAction(request: Request, context: CompanyContext) {
  const url = readUrl(request);
  const campaign = await requireCampaign(context.company.id, url.searchParams.get("id"));
  const submission = parseWithZod(await readForm(request), { schema: builderActionSchema });
  if (submission.status !== "success") {
    return Response.json({ ...submission.reply(), intent: submission.payload.intent ?? null, name: submission.payload.name ?? null }, {
      status: 400,
    });
  }
  const input = submission.value;
  switch (input.intent) {
    case "add": {
      const channel = await getChannelName(context.company.id, input.channelId);
      if (!channel) notFound();
      await addChannel(context.company.id, campaign.id, input.channelId);
      break;
    }
    case "remove":
      await removeChannel(context.company.id, campaign.id, input.channelId);
      break;
    case "rename":
      if (!isPending(campaign.status)) throw redirect(alreadyOrderedPath(campaign.id));
      await renameCampaign(context.company.id, campaign.id, input.name);
      break;
  }
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * The catalogue's channel-details dialog over the builder (?channel=<id>), addressable by URL so it
 * works without JavaScript. spec 1 §8: a failed load shows "Could not get channel details".
 */
export async function loadChannelDialog(request: Request, context: CompanyContext, locale: string) {
  const url = readUrl(request);
  const channelId = url.searchParams.get("channel");
  if (!channelId) return null;
  const params = new URLSearchParams(url.search);
  params.delete("channel");
  const closeHref = `${url.pathname}?${params.toString()}`;
  try {
    const channel = await getChannelDetails(context.company.id, channelId, locale);
    return { channel, error: channel ? null : ("not-found" as const), closeHref };
  } catch (error) {
    logger.error({ err: error, channelId }, "Could not get channel details");
    return { channel: null, error: "failed" as const, closeHref };
  }
}

/**
 * The part of both builders' loaders that is the same: the campaign with its basket (a campaign
 * without a target group belongs in /media-channels-cb when `requireTargetGroup`), the search
 * criteria (bad ones are a 400), the dialogs, and what the basket card and the page shell need.
 */
export async function loadBuilderPage(args: RequestArgs, context: CompanyContext, options: { requireTargetGroup: boolean }) {
  const { request } = args;
  const { url, campaign, basket, locale, editable } = await loadCampaignWithBasket(args, context);
  // spec 1 §2: campaigns without a target group are built in /media-channels-cb; an edit opens the draft dialog
  if (options.requireTargetGroup && !campaign.targetGroup) throw redirect(`/media-channels-cb/?id=${campaign.id}&dialog=draft`);
  const criteria = parseCriteria(url.searchParams);
  if (!criteria.success) throw new Response("Bad Request", { status: 400 });
  const [audience, channelDialog] = await Promise.all([
    loadAudienceDialog(args, context, campaign.id, editable),
    loadChannelDialog(request, context, locale),
  ]);
  return {
    url,
    campaign,
    criteria,
    page: {
      ordered: isOrdered(campaign.status),
      editable,
      basket,
      audience,
      channelDialog,
      closeDialogHref: withoutDialog(url),
      locale,
      canShare: context.features.share_campaign_details,
    },
  };
}
