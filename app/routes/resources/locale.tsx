import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeRedirectPath } from "~/lib/redirects";
import { updateUserLocale } from "~/models/user.server";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { localeCookie } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";
import { commitSession, getSession } from "~/services/session.server";
import { readForm } from "~/services/http/request.server";

const localeSchema = z.object({
  locale: z.enum(SUPPORTED_LOCALES),
  // only a path of our own origin (issue 11 §4: "/\evil.com" is "//evil.com" to a browser)
  redirectTo: z
    .string()
    .refine((v) => safeRedirectPath(v) !== null)
    .optional(),
});

/**
 * Saves the interface language: for a signed-in user on their account (spec 1 §4 locale save),
 * always in the locale cookie. A failed account save logs "Unable to save locale" and the dialog
 * still closes (spec 1 §8).
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const parsed = localeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return Response.json({ ok: false, errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  }
  const { locale, redirectTo } = parsed.data;
  const session = await getSession(args);
  const userId = session.get("userId");
  if (userId) {
    try {
      await updateUserLocale(userId, locale);
      session.set("locale", locale);
    } catch (error) {
      logger.error({ err: error }, "Unable to save locale");
    }
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await localeCookie.serialize(locale));
  // a visitor's language lives in the locale cookie alone: no session row for a visitor (issue 36 §4)
  if (userId) headers.append("Set-Cookie", await commitSession(session));
  // without JavaScript the form posts here and comes back to the page, dialog closed
  const back = (safeRedirectPath(redirectTo) ?? "/dashboard").replace(/([?&])dialog=language(&|$)/, "$1").replace(/[?&]$/, "");
  return redirect(back, { headers, status: 303 });
}
