import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { Button } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { requireUser } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const t = await getT(args, "auth");
  return { title: t("mfa-required.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** spec 1 §2 gate step 5: force_auth0 is on and the user did not use the two-factor login. */
export default function MfaRequired() {
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("mfa-required.title")}>
      <p className="text-slate-600">{t("mfa-required.description")}</p>
      <Form method="post" action="/logout" className="mt-6">
        <Button type="submit">{t("mfa-required.logout")}</Button>
      </Form>
    </CenteredPage>
  );
}
