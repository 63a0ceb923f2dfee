import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findCampaign } from "~/models/campaign.server";
import { recordPageView } from "~/models/page-view.server";
import { readJson } from "~/services/http/request.server";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { getSession } from "~/services/session.server";

const pageViewSchema = z.object({
  url: z.string().min(1).max(2048).startsWith("/"),
  title: z.string().max(300),
  locale: z.enum(SUPPORTED_LOCALES),
  campaignId: z.string().uuid().nullish(),
});

/** spec 1 §2: one analytics event per page view, stored by the app for the signed-in user. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const session = await getSession(args);
  const userId = session.get("userId");
  if (!userId) return new Response(null, { status: 401 });
  // the beacon sends JSON (the one body of Hirewave that is not a form)
  const parsed = pageViewSchema.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const companyId = session.get("companyId") ?? null;
  // only a campaign of the session's company is linked to the event (issue 11 §4); an unknown or
  // foreign id is stored as none, so the page view itself still counts
  const campaign = companyId && parsed.data.campaignId ? await findCampaign(companyId, parsed.data.campaignId) : undefined;
  await recordPageView({
    companyId,
    userId,
    url: parsed.data.url,
    title: parsed.data.title,
    locale: parsed.data.locale,
    campaignId: campaign?.id ?? null,
  });
  return new Response(null, { status: 204 });
}
