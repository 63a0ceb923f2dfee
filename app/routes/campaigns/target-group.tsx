import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { TargetGroupForm } from "~/components/campaign-builder/target-group-form";
import { Card } from "~/components/ui/card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/title";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { loadTargetGroupForm, saveTargetGroupForm } from "./target-group.server";
import { readQuery } from "~/services/http/request.server";

export const handle = { i18n: ["campaigns", "channels"] };
await loadRouteNamespaces(handle);

/**
 * /start-campaign/target-group[?id=] — the target-group form as a page: where the dialog posts,
 * and where it continues without JavaScript (search-and-choose, validation errors).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const id = readQuery(request).get("id");
  const [form, t] = await Promise.all([loadTargetGroupForm(args, context, id), getT(args, "campaigns")]);
  return { title: t("titles.start-campaign"), form };
}

export async function action(args: ActionFunctionArgs) {
  const context = await requireCompany(args);
  return saveTargetGroupForm(args, context);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function TargetGroupPage() {
  const { form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { t } = useTranslation("campaigns");
  return (
    <div className="mx-auto max-w-[700px]">
      <CampaignStepBar campaignId={form.campaignId} current="audience" />
      <Card className="p-6">
        <h1 className="text-xl font-semibold">
          {form.campaignId ? t("target-group.title.edit") : t("target-group.title.new")}
        </h1>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t("target-group.intro")}</p>
        <TargetGroupForm
          data={form}
          lastResult={lastResult}
          cancelHref={form.campaignId ? `/cb/?id=${form.campaignId}` : "/dashboard"}
        />
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
