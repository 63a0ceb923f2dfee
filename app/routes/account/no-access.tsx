import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { getEnv } from "~/platform/env.server";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  const t = await getT(args);
  return { title: t("titles.no-access"), registerUrl: getEnv().REGISTER_URL, supportEmail: getEnv().SUPPORT_EMAIL };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** spec 1 §2/§8: no company with the webshop app — three texts: no organisations, logout, contact. */
export default function NoAccess() {
  const { registerUrl, supportEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("no-access.title")}>
      <p className="text-slate-600">{t("no-access.no-organisations")}</p>
      <p className="mt-3 text-slate-600">
        {t("no-access.contact")} <a className="underline" href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={registerUrl} className={buttonClasses.primary}>
          {t("no-access.register")}
        </a>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            {t("no-access.logout")}
          </Button>
        </Form>
      </div>
    </CenteredPage>
  );
}
