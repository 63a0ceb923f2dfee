import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { SECTIONS } from "~/lib/jobdesc/constants";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { plainText, sanitizeSectionHtml } from "~/lib/jobdesc/html";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { stepPath } from "~/lib/jobdesc/steps";
import { TEMPLATES, isTemplateName } from "~/lib/jobdesc/templates";
import { E, pdfSchema } from "~/lib/jobdesc/validation";
import { listCompanyDetails } from "~/models/company-details.server";
import { getGeneratorSettings, listCompanyOptions, saveCompanyOption, saveGeneratorSettings } from "~/models/jobdesc.server";
import { saveState, type Generator } from "./generator.server";

/** The preview step (spec 2 §2 "pdf" tab): PDF options, the inclusive-language check per section. */
export async function previewData({ context, state }: Generator) {
  const [companyDetails, signatures] = await Promise.all([
    listCompanyDetails(context.company.id),
    listCompanyOptions(context.company.id, "signature"),
  ]);
  const checks = SECTIONS.map((name) => {
    const { findings, score } = checkInclusive(plainText(state.sections[name].value), state.settings.language);
    return { section: name, title: state.sections[name].title, html: sanitizeSectionHtml(state.sections[name].value), findings, score };
  });
  return {
    companyDetails: companyDetails.map((d) => ({ id: d.id, label: [d.companyName, d.city].filter(Boolean).join(", ") })),
    signatures: signatures.map((s) => s.value),
    checks,
    template: TEMPLATES[state.pdf.templateName],
  };
}

export async function previewAction(generator: Generator, formData: FormData) {
  const { context, campaign, state } = generator;
  const template = formData.get("templateName");
  const submission = parseWithZod(formData, { schema: pdfSchema() });
  if (submission.status !== "success") {
    // keep the chosen template so the form shows the right options
    if (isTemplateName(template)) await saveState(generator, { ...state, pdf: { ...state.pdf, templateName: template } });
    return data(submission.reply(), { status: 400 });
  }
  const value = submission.value;
  const known = value.companyDetailsId
    ? (await listCompanyDetails(context.company.id)).some((d) => d.id === value.companyDetailsId)
    : false;
  if (value.companyDetailsId && !known) {
    return data(submission.reply({ fieldErrors: { companyDetailsId: [E.companyDetails] } }), { status: 400 });
  }
  const next: GeneratorState = {
    ...state,
    currentStep: "preview",
    pdf: { ...value, companyDetailsId: value.companyDetailsId || null },
    download: { newPdf: true },
  };
  await saveState(generator, next);
  await saveCompanyOption(context.company.id, "signature", value.signature);
  const settings = await getGeneratorSettings(context.company.id);
  await saveGeneratorSettings(context.company.id, { sectionTitles: settings?.sectionTitles ?? {}, color: value.color });
  return redirect(`${stepPath("preview", campaign.id)}&saved=1`);
}
