import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { PDF_ERRORS, SECTIONS } from "~/lib/jobdesc/constants";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { plainText, sanitizeSectionHtml } from "~/lib/jobdesc/html";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { stepPath } from "~/lib/jobdesc/steps";
import { TEMPLATES, isTemplateName } from "~/lib/jobdesc/templates";
import { E, pdfBlockers, pdfSchema } from "~/lib/jobdesc/validation";
import { findCompanyDetails, listCompanyDetails } from "~/models/company-details.server";
import {
  GENERATOR_IMAGES,
  getGeneratorImages,
  getGeneratorSettings,
  listCompanyOptions,
  saveCompanyOption,
  SAVED_TEXTS_MAX,
  saveGeneratorImages,
  saveGeneratorSettings,
  type GeneratorImage,
  type StoredImage,
} from "~/models/jobdesc.server";
import { saveCompanyDetailsForm, readImageUpload } from "~/services/files/company-details.server";
import { IMAGE_VERSION } from "~/services/files/image.server";
import { LOGO_MAX_BYTES } from "~/services/files/logo.server";
import { readUploadForm } from "~/services/files/multipart.server";
import { qrTarget } from "~/services/jobdesc/document.server";
import { saveState, type Generator } from "~/services/jobdesc/generator.server";
import { notFound } from "~/lib/not-found";

/**
 * The preview step (spec 2 §2 "pdf" tab): PDF options, the company-details form with logo upload
 * (the checkout's form and upload rules), the company's header and footer images (spec 2 §3), the
 * embedded PDF and the inclusive-language check per section.
 */
export const PREVIEW_DIALOG = "company-details";

/**
 * The state keeps spec 2 §8's English message with the HTTP status text ("Bad Request"); the page
 * says the status in the reader's language (a Dutch page showed "Bad Request" in a Dutch sentence).
 */
const STATUS_TEXT_KEYS: Record<string, string> = {
  "Bad Request": "jobdesc-pdf:error.pdf-status.bad-request",
  "Internal Server Error": "jobdesc-pdf:error.pdf-status.internal-server-error",
};

/** A translation function of the reader's language (the loader's getT). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * spec 2 §8's message of the last failed download, in the reader's language, and the options that
 * were missing then. Translated here: its texts (namespace jobdesc-pdf) stay out of the page's
 * script, which is at the 120 kB budget.
 */
export function pdfErrorMessage(t: Translate, error: string | null | undefined, missing: string[] = []) {
  if (!error) return null;
  if (error === PDF_ERRORS.invalid) return { message: t("jobdesc-pdf:error.pdf-invalid"), missing: [] };
  const status = error.startsWith(PDF_ERRORS.fetchPrefix) ? error.slice(PDF_ERRORS.fetchPrefix.length) : error;
  const statusKey = STATUS_TEXT_KEYS[status];
  const key = missing.length ? "jobdesc-pdf:error.pdf-incomplete" : "jobdesc-pdf:error.pdf-fetch";
  return { message: t(key, { status: statusKey ? t(statusKey) : status }), missing };
}

export async function previewData({ context, campaign, state }: Generator, url: URL, t: Translate) {
  const companyId = context.company.id;
  const dialog = url.searchParams.get("dialog") === PREVIEW_DIALOG;
  const editId = dialog ? url.searchParams.get("edit") : null;
  const [companyDetails, signatures, images, editing] = await Promise.all([
    listCompanyDetails(companyId),
    listCompanyOptions(companyId, "signature"),
    getGeneratorImages(companyId),
    editId ? findCompanyDetails(companyId, editId) : Promise.resolve(null),
  ]);
  if (editId && !editing) notFound();
  const checks = SECTIONS.map((name) => {
    const inclusive = checkInclusive(plainText(state.sections[name].value), state.settings.language);
    return { section: name, title: state.sections[name].title, html: sanitizeSectionHtml(state.sections[name].value), inclusive };
  });
  const selected = companyDetails.find((d) => d.id === state.pdf.companyDetailsId);
  return {
    companyDetails: companyDetails.map((d) => ({ id: d.id, label: [d.companyName, d.city].filter(Boolean).join(", ") })),
    selectedDetails: selected
      ? { id: selected.id, logoUrl: selected.hasLogo ? `/company-details/${selected.id}/logo?v=${selected.updatedAt.getTime()}` : null }
      : null,
    signatures: signatures.map((s) => s.value),
    images: { header: Boolean(images.header), footer: Boolean(images.footer) },
    checks,
    template: TEMPLATES[state.pdf.templateName],
    // the embedded PDF and the downloads only when it can be made; otherwise the page says what is missing
    missing: pdfBlockers(state, plainText),
    pdfError: pdfErrorMessage(t, state.download.error, state.download.missing),
    // where the QR code leads, said beside its checkbox (issue 41 §4)
    qr: await qrTarget(companyId, campaign),
    dialog: dialog ? { editing: editing ?? null, logoMandatory: context.features.company_logo_mandatory, closeHref: stepPath("preview", campaign.id) } : null,
  };
}

/** The pdf tab's forms carry uploads (the logo, header and footer images): one file each. */
export function readPreviewForm(request: Request) {
  return readUploadForm(request, { maxFileBytes: LOGO_MAX_BYTES, repeatable: ["logo", "headerImage", "footerImage"] });
}

export async function previewAction(generator: Generator, formData: FormData) {
  switch (formData.get("intent")) {
    case "company-details.save":
      return companyDetailsAction(generator, formData);
    case "images.save":
      return imagesAction(generator, formData);
    default:
      return pdfOptionsAction(generator, formData);
  }
}

/** The company-details form of the pdf tab: saved through the checkout's path, then chosen for the PDF. */
async function companyDetailsAction(generator: Generator, formData: FormData) {
  const { context, campaign, state } = generator;
  const saved = await saveCompanyDetailsForm(context, formData);
  if (!saved.ok) return data({ form: PREVIEW_DIALOG, result: saved.result }, { status: 400 });
  await saveState(generator, {
    ...state,
    currentStep: "preview",
    pdf: { ...state.pdf, companyDetailsId: saved.id },
    download: { newPdf: true, error: null },
  });
  return redirect(stepPath("preview", campaign.id));
}

/** spec 2 §3 saved company settings: the header and footer images, under the logo's upload rules, stored normalised. */
async function imagesAction(generator: Generator, formData: FormData) {
  const { context, campaign, state } = generator;
  const fieldErrors: Record<string, string[]> = {};
  const changes: Partial<Record<GeneratorImage, StoredImage | null>> = {};
  for (const image of GENERATOR_IMAGES) {
    const upload = await readImageUpload(formData, `${image}Image`);
    if (upload && !upload.ok) fieldErrors[`${image}Image`] = [upload.error];
    else if (upload?.ok) changes[image] = { bytes: upload.bytes, mime: upload.mime, version: IMAGE_VERSION };
    else if (formData.get(`remove${image === "header" ? "Header" : "Footer"}Image`) === "on") changes[image] = null;
  }
  if (Object.keys(fieldErrors).length > 0) {
    return data({ form: "images" as const, result: { status: "error" as const, error: fieldErrors } }, { status: 400 });
  }
  await saveGeneratorImages(context.company.id, changes);
  await saveState(generator, { ...state, currentStep: "preview", download: { newPdf: true, error: null } });
  return redirect(`${stepPath("preview", campaign.id)}&saved=images`);
}

async function pdfOptionsAction(generator: Generator, formData: FormData) {
  const { context, campaign, state } = generator;
  const template = formData.get("templateName");
  const submission = parseWithZod(formData, { schema: pdfSchema() });
  if (submission.status !== "success") {
    // keep the chosen template so the form shows the right options
    if (isTemplateName(template)) await saveState(generator, { ...state, pdf: { ...state.pdf, templateName: template } });
    return data(submission.reply(), { status: 400 });
  }
  const value = submission.value;
  const known = value.companyDetailsId ? Boolean(await findCompanyDetails(context.company.id, value.companyDetailsId)) : false;
  if (value.companyDetailsId && !known) {
    return data(submission.reply({ fieldErrors: { companyDetailsId: [E.companyDetails] } }), { status: 400 });
  }
  // a new signature joins the company's saved ones, at most SAVED_TEXTS_MAX (issue 47 §7)
  if (!(await saveCompanyOption(context.company.id, "signature", value.signature))) {
    return data(submission.reply({ fieldErrors: { signature: [E.savedSignaturesFull(SAVED_TEXTS_MAX)] } }), { status: 400 });
  }
  const next: GeneratorState = {
    ...state,
    currentStep: "preview",
    pdf: { ...value, companyDetailsId: value.companyDetailsId || null },
    download: { newPdf: true, error: null },
  };
  await saveState(generator, next);
  const settings = await getGeneratorSettings(context.company.id);
  await saveGeneratorSettings(context.company.id, { sectionTitles: settings?.sectionTitles ?? {}, color: value.color });
  return redirect(`${stepPath("preview", campaign.id)}&saved=1`);
}
