import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { JobAdForm } from "~/components/checkout/job-ad-form";
import { isAutosave } from "~/lib/autosave";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isPending } from "~/lib/campaign/status";
import { callingCodeOptions, defaultCallingCode } from "~/lib/phone";
import { pageMeta } from "~/lib/title";
import { JOB_AD_FORM, SALARY_PRICE_FIELDS, type JobAdState } from "~/lib/validation/job-ad";
import { serverJobAdSchema } from "~/lib/validation/job-ad.server";
import { withNormalisedPrices } from "~/lib/price-input";
import { requireCampaign } from "~/models/campaign.server";
import { getFormState, saveFormState } from "~/models/form-state.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import {
  descriptionHtml,
  jobAdDraft,
  jobAdPrefill,
  jobDescriptionOf,
  jobDescriptionText,
  saveJobAd,
  withDescription,
} from "./job-ad.server";
import { readQuery } from "~/services/http/request.server";
import { jobAdFileInfo } from "~/models/job-ad-file.server";
import { readJobAdForm, storeJobAdFile } from "./job-ad-file.server";

export const handle = { i18n: ["checkout", "campaigns", "job-ad"] };
await loadRouteNamespaces(handle);

/** Issue 4 §4: the job ad of a pending campaign; once ordered, the thank-you page shows it. */
async function loadCampaign(args: RequestArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const id = readQuery(request).get("id");
  const campaign = await requireCampaign(context.company.id, id);
  if (!isPending(campaign.status)) throw redirect(`/campaigns/ordered/?id=${campaign.id}`);
  return { ...context, campaign };
}

export async function loader(args: LoaderFunctionArgs) {
  const { company, features, campaign } = await loadCampaign(args);
  const [t, locale] = await Promise.all([getT(args, "job-ad"), getLocale(args)]);
  const [saved, generated, file] = await Promise.all([
    getFormState<JobAdState>(company.id, JOB_AD_FORM, campaign.id),
    jobDescriptionOf(company.id, campaign.id),
    company.allowPdfWordUpload ? jobAdFileInfo(company.id, campaign.id) : null,
  ]);
  const state = withDescription(saved ?? jobAdPrefill(campaign, defaultCallingCode(locale)), generated.text);
  return {
    title: t("job-ad.title"),
    campaign: { id: campaign.id, name: campaign.name, hasTargetGroup: Boolean(campaign.targetGroup) },
    state,
    descriptionHtml: descriptionHtml(state),
    acceptHourlyRates: features.accept_hourly_rates,
    // issue 42 §12: the PDF/Word upload only for companies with it switched on
    fileUpload: company.allowPdfWordUpload ? { current: file ? { fileName: file.fileName, href: `/campaigns/${campaign.id}/job-ad-file` } : null } : null,
    callingCodes: callingCodeOptions(),
    // issue 38 §2: the campaign's job description is the job ad's text; without one, offer to write it
    jobDescription: {
      differs: Boolean(generated.text) && !generated.sameText(state.description),
      canGenerate: !generated.text && features.ai_job_description_generator,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { company, user, features, campaign } = await loadCampaign(args);
  // spec 1 §5 price-input helpers: "45.000" or "3500,5" in a salary field become one plain number
  // in the draft; the schema reads them the same way, and a failed submit shows them as typed
  const { form, files } = await readJobAdForm(request, company.allowPdfWordUpload);
  const formData = withNormalisedPrices(form, SALARY_PRICE_FIELDS);
  const intent = formData.get("intent");
  // PUT form.state: the draft is kept whatever the intent, valid or not
  const draft = jobAdDraft(formData);
  const here = `/campaigns/job-ad/?id=${campaign.id}`;
  if (intent === "use-description") {
    const generated = await jobDescriptionText(company.id, campaign.id);
    await saveFormState(company.id, user.id, JOB_AD_FORM, campaign.id, { ...draft, description: generated || draft.description });
    return redirect(`${here}#job-ad-description`);
  }
  await saveJobAd(company.id, user.id, campaign, draft);
  // the file is checked and stored whatever the intent (Save keeps it as well as Continue)
  const fileError = await storeJobAdFile(company.id, campaign.id, user.id, files);
  if (fileError) {
    const submission = parseWithZod(form, { schema: serverJobAdSchema({ acceptHourlyRates: features.accept_hourly_rates }) });
    return data(submission.reply({ fieldErrors: { jobAdFile: [fileError] } }), { status: 400 });
  }
  if (intent === "autosave") return { savedAt: new Date().toISOString() };
  if (intent === "save") return redirectWithToast(args, here, { kind: "success", key: "checkout:autosave.saved" });
  // the form as posted, so a failed submit shows every field as typed (the reply's initial value)
  const submission = parseWithZod(form, { schema: serverJobAdSchema({ acceptHourlyRates: features.accept_hourly_rates }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return redirect(`/campaigns/checkout/?id=${campaign.id}`);
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isAutosave(formData) ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function JobAd() {
  const { campaign, state, descriptionHtml, acceptHourlyRates, callingCodes, jobDescription, fileUpload } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : null;
  const { t } = useTranslation("job-ad");
  return (
    <div className="mx-auto max-w-4xl">
      <CampaignStepBar
        campaignId={campaign.id}
        current="job-ad"
        // "Order campaign" is done once ordered, never on a pending campaign's job ad (issue 38 §8),
        // even when the checkout has a saved draft
        builderHref={campaign.hasTargetGroup ? `/cb/?id=${campaign.id}` : `/media-channels-cb/?id=${campaign.id}`}
      />
      <p className="text-sm text-slate-500">{campaign.name}</p>
      <h1 className="text-2xl font-semibold">{t("job-ad.title")}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t("job-ad.intro")}</p>
      <JobAdForm
        defaultValue={state}
        lastResult={lastResult}
        acceptHourlyRates={acceptHourlyRates}
        callingCodes={callingCodes}
        jobDescription={{ ...jobDescription, generateHref: `/job-description/?id=${campaign.id}` }}
        previewHtml={descriptionHtml}
        fileUpload={fileUpload}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
