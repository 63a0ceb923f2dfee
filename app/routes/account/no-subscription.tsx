import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { listUserCompanies } from "~/models/company.server";
import { requireUser } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  const { user } = await requireUser(args);
  const companies = await listUserCompanies(user.id);
  const t = await getT(args, "auth");
  return { title: t("no-subscription.title"), canSwitch: companies.length > 1 };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** spec 1 §2 gate step 6: logout, and switch company when the user has several. */
export default function NoSubscription() {
  const { canSwitch } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("no-subscription.title")}>
      <p className="text-slate-600">{t("no-subscription.update-account")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {canSwitch ? (
          <a href="/select-company" className={buttonClasses.primary}>
            {t("no-subscription.switch-company")}
          </a>
        ) : null}
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            {t("no-subscription.logout")}
          </Button>
        </Form>
      </div>
    </CenteredPage>
  );
}
