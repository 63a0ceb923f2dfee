import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/title";
import { getIntegration } from "~/models/vacancy.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["vacancies"] };
await loadRouteNamespaces(handle);

const CODES = ["unreachable", "source", "malformed", "too-large", "too-many", "forbidden"] as const;

/** /integration-error (spec 1 §2 error page titles, issue 12 §2): the broken integration's message. */
export async function loader(args: LoaderFunctionArgs) {
  const { company } = await requireCompany(args);
  const t = await getT(args);
  const integration = await getIntegration(company.id);
  const failing = integration?.fetchStatus === "error";
  const code = failing ? (CODES.find((c) => c === integration.lastError) ?? "source") : null;
  return {
    // spec 1 §2 document titles: "error page for /error and /integration-error" — one title for both
    title: t("titles.error"),
    code,
    detail: failing ? integration.lastErrorDetail : null,
    // without an integration "it works, no error" would be untrue: say none is connected
    connected: Boolean(integration),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function IntegrationError() {
  const { code, detail, connected } = useLoaderData<typeof loader>();
  const { t } = useTranslation("vacancies");
  return (
    <div className="mx-auto max-w-[700px]">
      <Card className="p-6">
        <h1 className="text-xl font-semibold">
          {code ? t("integration-error.title") : t("titles.integration-error")}
        </h1>
        {code ? (
          <>
            <p className="mt-2 text-sm text-slate-700">{t("integration-error.intro")}</p>
            <p className="mt-3 font-semibold text-red-800">{t(`ats-error.${code}`)}</p>
            {detail ? (
              <p className="mt-1 break-words text-sm text-slate-700">
                {t("integration-error.detail", { detail })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            {connected ? t("integration-error.none") : t("overview.not-integrated")}
          </p>
        )}
        <Link to="/settings/integrations" className={`${buttonClasses.primary} mt-5`}>
          {connected ? t("integration-error.settings") : t("overview.connect")}
        </Link>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
