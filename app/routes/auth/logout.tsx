import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { DEFAULT_ROUTE } from "~/lib/redirects";
import { documentTitle } from "~/lib/title";
import { logout } from "~/services/auth/logout.server";
import { readQuery } from "~/services/http/request.server";
import { getT } from "~/services/i18n/i18next.server";
import { getSession } from "~/services/session.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

/**
 * spec 1 §4 logout: reset the session but keep the locale, go to /logging-out, end the session
 * at the identity provider, return to /logged-out. Only a POST logs out (the user menu's form);
 * a GET asks first, so a link on another site cannot sign anybody out (issue 36 §11). The forced
 * logout of spec 1 §8 happens in the route gate itself.
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  // "log out everywhere" (issue 11 §2) posts to /logout?scope=everywhere
  const everywhere = readQuery(request).get("scope") === "everywhere";
  return logout(args, { everywhere });
}

export async function loader(args: LoaderFunctionArgs) {
  const session = await getSession(args);
  if (!session.get("userId")) throw redirect("/login");
  const t = await getT(args, "auth");
  return { title: t("logout-confirm.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function ConfirmLogout() {
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("logout-confirm.title")}>
      <p className="text-slate-600">{t("logout-confirm.description")}</p>
      <Form method="post" action="/logout" className="mt-6 space-y-3">
        <Button type="submit" className="w-full">
          {t("logout-confirm.submit")}
        </Button>
        <a href={DEFAULT_ROUTE} className={`${buttonClasses.secondary} w-full`}>
          {t("logout-confirm.cancel")}
        </a>
      </Form>
    </CenteredPage>
  );
}
