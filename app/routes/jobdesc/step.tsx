import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InclusiveFindings } from "~/components/jobdesc/inclusive-findings";
import { PdfForm } from "~/components/jobdesc/pdf-form";
import { SectionForm } from "~/components/jobdesc/section-form";
import { JobdescStepBar } from "~/components/jobdesc/step-bar";
import { buttonClasses } from "~/components/ui/button";
import { GENERATION_ERRORS, STEPS } from "~/lib/jobdesc/constants";
import { sectionHtmlToText } from "~/lib/jobdesc/html";
import { stepPath } from "~/lib/jobdesc/steps";
import { isMultiLocation } from "~/lib/jobdesc/title";
import { documentTitle } from "~/lib/title";
import { listCompanyOptions } from "~/models/jobdesc.server";
import { readForm } from "~/services/http/request.server";
import { getT } from "~/services/i18n/i18next.server";
import { loadGenerator, requireStep, sectionAction } from "./generator.server";
import { previewAction, previewData } from "./preview.server";

export const handle = { i18n: ["jobdesc", "checkout"] };

/** the preview's "options saved" flag, set by its action's redirect */
const SAVED_FLAG = "saved";

/** spec 2 §8 generation messages → this page's translation keys. */
const ERROR_KEYS: Record<string, string> = {
  [GENERATION_ERRORS.generate]: "error.generate",
  [GENERATION_ERRORS.retrieve]: "error.retrieve",
  [GENERATION_ERRORS.polling]: "error.polling",
};

/** /job-description/{step}/?id= (spec 2 §2): one step of the generator. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = requireStep(params.step);
  const generator = await loadGenerator(request);
  const { context, campaign, state } = generator;
  const t = await getT(request, "jobdesc");
  const base = {
    title: `${t(`step.${step}`)} · ${t("title")}`,
    step,
    campaign: { id: campaign.id, name: campaign.name },
    settings: state.settings,
    error: state.generation.error ? (ERROR_KEYS[state.generation.error] ?? "error.generate") : null,
  };
  if (step === "preview") {
    return { ...base, preview: { ...(await previewData(generator)), pdf: state.pdf }, section: null };
  }
  const kind = step === "company" ? "information" : step === "benefits" ? "benefits" : null;
  const options = kind ? await listCompanyOptions(context.company.id, kind) : [];
  const section = state.sections[step];
  return {
    ...base,
    preview: null,
    section: {
      title: section.title,
      text: sectionHtmlToText(section.value),
      aiGeneration: Boolean(section.aiGeneration),
      // edit mode: taken from a saved text; new mode otherwise
      editing: Boolean(section.optionId) && (step === "company" || step === "benefits"),
      templateName: state.pdf.templateName,
      suggestions: state.jobTitleSuggestions,
      options: options.map((o) => {
        const text = sectionHtmlToText(o.value).replace(/\s+/g, " ");
        return { id: o.id, label: text.length > 80 ? `${text.slice(0, 79)}…` : text };
      }),
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const step = requireStep(params.step);
  const generator = await loadGenerator(request);
  const formData = await readForm(request);
  if (step === "preview") return previewAction(generator, formData);
  return sectionAction(request, generator, step, formData);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function JobDescriptionStep() {
  const { step, campaign, settings, error, section, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : null;
  const { t } = useTranslation("jobdesc");
  const location = useLocation();
  const download = (format: "pdf" | "docx") => `/job-description/download/${format}?id=${campaign.id}`;
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm text-slate-600">{campaign.name}</p>
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
      {section ? (
        <div className="mt-6 flex flex-col gap-6 md:flex-row">
          <JobdescStepBar current={step} campaignId={campaign.id} />
          <section className="flex-1" aria-labelledby="jobdesc-step-title">
            <h2 id="jobdesc-step-title" className="mb-4 text-lg font-semibold">
              {t(`step.${step}`)}
            </h2>
            <SectionForm
              key={location.key}
              step={step as Exclude<typeof step, "preview">}
              defaults={{ ...settings, title: section.title, text: section.text, aiGeneration: section.aiGeneration }}
              templateName={section.templateName}
              suggestions={section.suggestions}
              options={section.options}
              editing={section.editing}
              lastResult={lastResult}
              first={step === STEPS[0]}
            />
          </section>
        </div>
      ) : null}
      {preview ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <h2 className="text-lg font-semibold">{t("step.preview")}</h2>
            <PdfForm
              key={location.key}
              defaults={preview.pdf}
              companyDetails={preview.companyDetails}
              signatures={preview.signatures}
              lastResult={lastResult}
              multiLocation={isMultiLocation(settings.jobTitle)}
            />
            {new URLSearchParams(location.search).has(SAVED_FLAG) ? (
              <p role="status" className="text-sm text-emerald-800">
                {t("pdf.saved")}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <a href={download("pdf")} download className={buttonClasses.primary}>
                {t("download.pdf")}
              </a>
              <a href={download("docx")} download className={buttonClasses.secondary}>
                {t("download.docx")}
              </a>
              <Link to={stepPath("benefits", campaign.id)} className={buttonClasses.ghost}>
                {t("nav.back")}
              </Link>
            </div>
            <object data={`${download("pdf")}&inline=1`} type="application/pdf" className="h-[32rem] w-full rounded-[6px] border border-slate-200" aria-label={t("preview.pdf")}>
              <p className="p-4 text-sm">
                <a href={download("pdf")} className="text-brand-700 underline">
                  {t("preview.pdf")}
                </a>
              </p>
            </object>
          </div>
          <div className="space-y-4">
            {preview.checks.map((c) => (
              <section key={c.section} aria-labelledby={`preview-${c.section}`} className="space-y-2">
                <h3 id={`preview-${c.section}`} className="font-semibold">
                  {c.title || t(`step.${c.section}`)}
                </h3>
                {/* sanitised to p, ul, ol, li, strong, em, br on save and again in the loader */}
                <div className="text-sm [&_li]:ml-5 [&_ul]:list-disc [&_ol]:list-decimal [&_p]:mb-2" dangerouslySetInnerHTML={{ __html: c.html }} />
                {c.html ? <InclusiveFindings findings={c.findings} score={c.score} /> : null}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
