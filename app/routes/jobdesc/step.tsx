import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PreviewPanel } from "~/components/jobdesc/preview-panel";
import { SectionForm } from "~/components/jobdesc/section-form";
import { JobdescStepBar } from "~/components/jobdesc/step-bar";
import { GENERATION_ERRORS, STEPS } from "~/lib/jobdesc/constants";
import { checkLength } from "~/lib/jobdesc/validation";
import { plainText, sectionHtmlToText } from "~/lib/jobdesc/html";
import { stepPath } from "~/lib/jobdesc/steps";
import { inLanguageFirst } from "~/lib/jobdesc/text-language";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { isMultiLocation } from "~/lib/jobdesc/title";
import { pageMeta } from "~/lib/title";
import { listCompanyOptions } from "~/models/jobdesc.server";
import { readForm, readUrl } from "~/services/http/request.server";
import { langOf } from "~/services/catalogue/provider";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { getWriter } from "~/services/jobdesc/writer.server";
import { loadGenerator, requireStep, sectionAction } from "~/services/jobdesc/generator.server";
import { previewAction, previewData, readPreviewForm } from "./preview.server";

export const handle = { i18n: ["jobdesc", "checkout"] };
await loadRouteNamespaces(handle);

/** spec 2 §8 generation messages → this page's translation keys. */
const ERROR_KEYS: Record<string, string> = {
  [GENERATION_ERRORS.generate]: "error.generate",
  [GENERATION_ERRORS.retrieve]: "error.retrieve",
  [GENERATION_ERRORS.polling]: "error.polling",
};

/** /job-description/{step}/?id= (spec 2 §2): one step of the generator. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const step = requireStep(params.step);
  const generator = await loadGenerator(args);
  const { context, campaign, state } = generator;
  const t = await getT(args, "jobdesc");
  const base = {
    title: `${t(`step.${step}`)} · ${t("title")}`,
    step,
    campaign: { id: campaign.id, name: campaign.name },
    settings: state.settings,
    error: state.generation.error ? (ERROR_KEYS[state.generation.error] ?? "error.generate") : null,
    // the writer's notes, in the description's language (it wrote them with the text)
    notes: state.generation.notes ?? [],
  };
  if (step === "preview") {
    return { ...base, preview: { ...(await previewData(generator, readUrl(request), t)), pdf: state.pdf }, section: null };
  }
  const kind = step === "company" ? "information" : step === "benefits" ? "benefits" : null;
  const saved = kind ? await listCompanyOptions(context.company.id, kind) : [];
  // issue 38 §10: texts in the description's language, then in the page's, before the others
  const options = inLanguageFirst(saved, (o) => plainText(o.value), [state.settings.language, langOf(await getLocale(args))]);
  const section = state.sections[step];
  return {
    ...base,
    preview: null,
    section: {
      title: section.title,
      text: sectionHtmlToText(section.value),
      // spec 2 §5: a draft kept over the maximum (Save, Back, the job ad) says so on its field when
      // the step opens — the PDF tab and a refused "Generate" link here for it
      textErrors: [checkLength(section.value, plainText, { min: false })].filter((problem) => problem !== null),
      aiGeneration: Boolean(section.aiGeneration),
      editedInJobAd: Boolean(section.editedInJobAd),
      writer: getWriter().name,
      // edit mode: taken from a saved text; new mode otherwise
      editing: Boolean(section.optionId) && (step === "company" || step === "benefits"),
      templateName: state.pdf.templateName,
      // spec 2 §3 option list "jobTitles": the writer's; the catalogue's arrive while typing (a
      // catalogue look-up here would cost every step up to a second)
      suggestions: state.jobTitleSuggestions,
      // the inclusive-language check of the saved text: rendered before the browser has the word
      // lists, which it loads when the text is first edited (issue 10 §4)
      inclusive: checkInclusive(sectionHtmlToText(section.value), state.settings.language),
      options: options.map((o) => {
        const text = sectionHtmlToText(o.value).replace(/\s+/g, " ");
        return { id: o.id, label: text.length > 80 ? `${text.slice(0, 79)}…` : text };
      }),
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const step = requireStep(params.step);
  const generator = await loadGenerator(args);
  // the pdf tab's forms carry uploads (logo, header and footer images)
  if (step === "preview") return previewAction(generator, await readPreviewForm(request));
  return sectionAction(request, generator, step, await readForm(request));
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function JobDescriptionStep() {
  const { step, campaign, settings, error, notes, section, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : null;
  const formResult = (form: string) => (actionData && "form" in actionData && actionData.form === form ? actionData.result : null);
  const images = formResult("images");
  const { t } = useTranslation("jobdesc");
  const location = useLocation();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <p>{campaign.name}</p>
        {/* the job descriptions generated from the menu have their own list (decision 062) */}
        <Link to="/job-description" className="text-brand-700 underline">
          {t("saved.title")}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <nav aria-label={t("tab.label")} className="mt-4 flex gap-1 border-b border-slate-200">
        <Link
          to={stepPath(step === "preview" ? "responsibilities" : step, campaign.id)}
          aria-current={step !== "preview" ? "page" : undefined}
          className={`px-4 py-2 text-sm ${step !== "preview" ? "border-b-2 border-brand-600 font-semibold" : "text-slate-600"}`}
        >
          {t("tab.settings")}
        </Link>
        <Link
          to={stepPath("preview", campaign.id)}
          aria-current={step === "preview" ? "page" : undefined}
          className={`px-4 py-2 text-sm ${step === "preview" ? "border-b-2 border-brand-600 font-semibold" : "text-slate-600"}`}
        >
          {t("tab.pdf")}
        </Link>
      </nav>
      {error ? (
        <p role="alert" className="mt-4 rounded-[6px] border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t(error)}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <section aria-labelledby="jobdesc-notes" className="mt-4 rounded-[6px] border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <h2 id="jobdesc-notes" className="font-semibold">
            {t("notes.title")}
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {section ? (
        <div className="mt-6 flex flex-col gap-6 md:flex-row">
          <JobdescStepBar current={step} campaignId={campaign.id} />
          <section className="flex-1" aria-labelledby="jobdesc-step-title">
            <h2 id="jobdesc-step-title" className="mb-4 text-lg font-semibold">
              {t(`step.${step}`)}
            </h2>
            {section.editedInJobAd ? (
              // decision 068: the campaign's job ad and its description are one text until the order
              <p className="mb-4 rounded-[6px] border border-brand-200 bg-brand-50 p-3 text-sm">
                {t("section.edited-in-job-ad")}{" "}
                <Link to={`/campaigns/job-ad/?id=${campaign.id}`} className="text-brand-700 underline">
                  {t("section.open-job-ad")}
                </Link>
              </p>
            ) : null}
            <SectionForm
              key={location.key}
              step={step as Exclude<typeof step, "preview">}
              defaults={{ ...settings, title: section.title, text: section.text, aiGeneration: section.aiGeneration }}
              templateName={section.templateName}
              suggestions={section.suggestions}
              options={section.options}
              inclusive={section.inclusive}
              editing={section.editing}
              lastResult={lastResult}
              savedTextErrors={section.textErrors}
              campaignId={campaign.id}
              first={step === STEPS[0]}
              writer={section.writer}
            />
          </section>
        </div>
      ) : null}
      {preview ? (
        <PreviewPanel
          campaignId={campaign.id}
          preview={preview}
          multiLocation={isMultiLocation(settings.jobTitle)}
          results={{
            pdf: lastResult,
            details: formResult("company-details") as SubmissionResult<string[]> | null,
            images: images && "error" in images ? (images.error as Record<string, string[]>) : null,
          }}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
