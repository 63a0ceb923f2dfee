import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { buttonClasses } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  const t = await getT(args, "auth");
  return { title: t("logged-out.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function LoggedOut() {
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("logged-out.title")}>
      <p className="text-slate-600">{t("logged-out.description")}</p>
      <a href="/login" className={`${buttonClasses.primary} mt-6 w-full`}>
        {t("logged-out.login")}
      </a>
    </CenteredPage>
  );
}
