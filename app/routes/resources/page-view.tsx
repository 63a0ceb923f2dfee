import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordPageView } from "~/models/page-view.server";
import { SUPPORTED_LOCALES } from "~/services/i18n/config";
import { getSession } from "~/services/session.server";

const pageViewSchema = z.object({
  url: z.string().min(1).max(2048).startsWith("/"),
  title: z.string().max(300),
  locale: z.enum(SUPPORTED_LOCALES),
  campaignId: z.string().uuid().nullish(),
});

/** spec 1 §2: one analytics event per page view, stored by the app for the signed-in user. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) return new Response(null, { status: 401 });
  const parsed = pageViewSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  await recordPageView({
    companyId: session.get("companyId") ?? null,
    userId,
    url: parsed.data.url,
    title: parsed.data.title,
    locale: parsed.data.locale,
    campaignId: parsed.data.campaignId ?? null,
  });
  return new Response(null, { status: 204 });
}
