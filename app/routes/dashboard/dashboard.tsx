import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { documentTitle } from "~/lib/title";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["dashboard"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, company } = await requireCompany(request);
  const t = await getT(request);
  return { title: t("titles.dashboard"), firstName: user.firstName, companyName: company.name };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** spec 1 §2 "Dashboard": the header; the campaign and vacancy widgets sit below it. */
export default function Dashboard() {
  const { firstName, companyName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-500">{companyName}</p>
          <h1 className="text-2xl font-semibold">{t("header.my-campaigns")}</h1>
          <p className="mt-1 text-slate-600">{t("header.welcome", { name: firstName })}</p>
        </div>
      </div>
    </div>
  );
}
