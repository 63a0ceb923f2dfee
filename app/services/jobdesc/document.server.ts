import { countryLabel } from "~/lib/countries";
import { createHash } from "node:crypto";
import { SECTIONS, type JobdescLanguage } from "~/lib/jobdesc/constants";
import { sectionBlocks, type TextBlock } from "~/lib/jobdesc/html";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { TEMPLATES, type Template } from "~/lib/jobdesc/templates";
import { publishedTitle } from "~/lib/jobdesc/title";
import { isPending } from "~/lib/campaign/status";
import { findCompanyDetails } from "~/models/company-details.server";
import { getFormState } from "~/models/form-state.server";
import { getEnv } from "~/platform/env.server";
import { readCompanyLogo, readGeneratorImages } from "../files/stored-images.server";
import { serverI18n } from "../i18n/i18next.server";

/**
 * The content of a job description as the PDF and Word writers need it (spec 2 §3 PDF options):
 * sections as blocks, the title with the gender suffix rule, company details with logo, the QR
 * code's target, labels in the PDF's language. Built once, rendered by either writer.
 */
export interface JobDocument {
  template: Template;
  language: JobdescLanguage;
  jobTitle: string;
  /** the employer, named in every template (issue 50 §10): the chosen company details' name, else the company's */
  employer: string;
  color: string;
  /** show the colour band and logo (header) and the company lines (footer) */
  header: boolean;
  footer: boolean;
  sections: { title: string; blocks: TextBlock[] }[];
  jobRefId: string | null;
  company: { name: string; department: string; address: string[]; logo: Buffer | null } | null;
  locations: string[];
  allowRemoteWork: boolean;
  signature: string;
  qr: { url: string; png: Buffer } | null;
  /** spec 2 §3 saved company settings: drawn when the header option is on / the template has a footer image and the footer is on */
  headerImage: Buffer | null;
  footerImage: Buffer | null;
  labels: { jobRefId: string; locations: string; remote: string; apply: string };
}

export type QrKind = "job-page" | "vacancy" | "application";

/**
 * Where the QR code leads (issue 41 §4: "to the public job page or the application URL"): an
 * ordered campaign's public job page; before that the job ad's vacancy page or application URL
 * when one is given, else the public job page, which goes online when the campaign is ordered.
 */
export async function qrTarget(companyId: string, campaign: { id: string; status: string }): Promise<{ url: string; kind: QrKind; live: boolean }> {
  const jobPage = { url: `${getEnv().APP_URL}/jobs/${campaign.id}`, kind: "job-page" as const };
  if (!isPending(campaign.status)) return { ...jobPage, live: true };
  const jobAd = await getFormState<{ vacancyPageUrl?: string; applicationDestination?: string; applicationMethod?: string }>(
    companyId,
    "job-ad",
    campaign.id,
  );
  const web = (url: unknown): url is string => typeof url === "string" && /^https?:\/\/\S+$/i.test(url);
  if (web(jobAd?.vacancyPageUrl)) return { url: jobAd.vacancyPageUrl, kind: "vacancy", live: true };
  if (jobAd?.applicationMethod === "url" && web(jobAd.applicationDestination)) return { url: jobAd.applicationDestination, kind: "application", live: true };
  return { ...jobPage, live: false };
}

/** The apply link as a QR code; qrcode loads on first use, not with the server (as renderJobPdf). */
async function qrCodePng(url: string) {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toBuffer(url, { type: "png", margin: 1, width: 240 });
}

export async function buildJobDocument(input: {
  companyId: string;
  campaign: { id: string; status: string };
  state: GeneratorState;
  companyName: string;
  appendGender: boolean;
}): Promise<JobDocument> {
  const { state, companyId } = input;
  const template = TEMPLATES[state.pdf.templateName] ?? TEMPLATES.default_template;
  const language = state.settings.language;
  const t = serverI18n.getFixedT(language === "de" ? "de-DE" : language === "nl" ? "nl-NL" : "en-US", "jobdesc-pdf");
  const details = state.pdf.companyDetailsId ? await findCompanyDetails(companyId, state.pdf.companyDetailsId) : undefined;
  const logo = details ? await readCompanyLogo(companyId, details.id) : undefined;
  const images = state.pdf.header || state.pdf.footer ? await readGeneratorImages(companyId) : { header: null, footer: null };
  // issue 50 §10: only to a page that exists when the file is made — never the job page before it is online
  const target = template.hasQrCode && state.pdf.qrCode ? await qrTarget(companyId, input.campaign) : null;
  const url = target?.live ? target.url : null;
  return {
    template,
    language,
    // spec 2 §5 (issue 48 §7): German and Dutch titles get "(m/w/d)" / "(m/v/x)" only when the
    // company's append_gender_after_job_title flag is on
    jobTitle: publishedTitle(state.settings.jobTitle, language, input.appendGender),
    employer: details?.companyName || input.companyName,
    color: state.pdf.color,
    header: state.pdf.header,
    footer: state.pdf.footer,
    sections: SECTIONS.filter((name) => name !== "company" || template.hasCompanyInformationText)
      .map((name) => ({ title: state.sections[name].title, blocks: sectionBlocks(state.sections[name].value) }))
      .filter((s) => s.blocks.length > 0),
    jobRefId: template.hasJobReferenceId && state.pdf.jobRefId ? state.pdf.jobRefId : null,
    company: details
      ? {
          name: details.companyName,
          department: details.departmentName,
          address: [details.addressLine1, [details.postcode, details.city].filter(Boolean).join(" "), countryLabel(details.country, language)].filter(Boolean),
          logo: logo && /png|jpe?g/.test(logo.mime) ? Buffer.from(logo.bytes) : null,
        }
      : null,
    locations: state.pdf.locations.split(/\n|;/).map((l) => l.trim()).filter(Boolean),
    allowRemoteWork: state.pdf.allowRemoteWork,
    signature: state.pdf.signature,
    qr: url ? { url, png: await qrCodePng(url) } : null,
    headerImage: state.pdf.header ? (images.header?.bytes ?? null) : null,
    footerImage: template.hasFooterImage && state.pdf.footer ? (images.footer?.bytes ?? null) : null,
    labels: {
      jobRefId: t("pdf.label.job-ref-id"),
      locations: t("pdf.label.locations"),
      remote: t("pdf.label.remote"),
      apply: t("pdf.label.apply"),
    },
  };
}

/** spec 2 §4 newPdf: the stored PDF is reused while the content it was made from is the same. */
export function documentHash(document: JobDocument) {
  const { qr, company, headerImage, footerImage, ...rest } = document;
  const digest = (bytes: Buffer | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : null);
  return createHash("sha256")
    .update(
      JSON.stringify({
        ...rest,
        qr: qr?.url ?? null,
        company: company && { ...company, logo: digest(company.logo) },
        headerImage: digest(headerImage),
        footerImage: digest(footerImage),
      }),
    )
    .digest("hex");
}
