import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { CopyField } from "~/components/ui/copy-field";
import { FUNNEL_STEPS, stepMarkup } from "~/lib/analytics/steps";
import { pageMeta } from "~/lib/title";
import { ensureSiteKey } from "~/models/analytics.server";
import { hasAnalyticsData } from "~/models/analytics-reports.server";
import { requestOrigin } from "~/services/auth/gate.server";
import { analyticsContext } from "./analytics.server";

export const handle = { i18n: ["analytics"] };
await loadRouteNamespaces(handle);

/**
 * /analytics-get-started (spec 2 §2; /analytics/get-started redirects here): the career-site
 * snippet with the company's key, copyable, and how to mark the funnel steps (issue 14 §1).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { company, t } = await analyticsContext(args);
  const [siteKey, hasData] = await Promise.all([ensureSiteKey(company.id), hasAnalyticsData(company.id)]);
  const origin = requestOrigin(request);
  return {
    title: t("analytics:titles.get-started"),
    siteKey,
    hasData,
    snippet: `<script src="${origin}/t.js" data-hw-key="${siteKey}" defer></script>`,
    origin,
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AnalyticsGetStarted() {
  const { siteKey, snippet, hasData, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation("analytics");
  const code = "rounded-[6px] bg-slate-100 px-1 font-mono text-xs";
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("titles.get-started")}</h1>
      <p className="text-slate-700">{t("get-started.intro")}</p>
      {hasData ? (
        <p className="rounded-[6px] bg-green-50 p-3 text-sm text-green-900">
          {t("get-started.receiving")}{" "}
          <Link to="/analytics" className="font-semibold underline">
            {t("get-started.open")}
          </Link>
        </p>
      ) : (
        <p className="rounded-[6px] bg-slate-50 p-3 text-sm text-slate-700">{t("get-started.waiting")}</p>
      )}
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("get-started.step1")}</h2>
        <CopyField id="analytics-snippet" label={t("get-started.snippet-label")} value={snippet} monospace />
        <CopyField id="analytics-key" label={t("get-started.key-label")} value={siteKey} monospace />
        <p className="text-sm text-slate-600">{t("get-started.snippet-help")}</p>
      </Card>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold">{t("get-started.step2")}</h2>
        <p className="text-sm text-slate-700">{t("get-started.steps-help")}</p>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {FUNNEL_STEPS.map((step) => (
            <li key={step}>
              <code className={code}>{stepMarkup(step)}</code> {t(`step.${step}`)}
            </li>
          ))}
        </ol>
      </Card>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold">{t("get-started.step3")}</h2>
        <p className="text-sm text-slate-700">{t("get-started.pixel-help")}</p>
        <p className="text-sm">
          <code className={`${code} break-all`}>{`<img src="${origin}/t/{campaignId}/{channelId}/application?step=application-success" alt="" width="1" height="1">`}</code>
        </p>
        <p className="text-sm text-slate-600">{t("get-started.privacy")}</p>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
