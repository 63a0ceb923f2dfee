import { z } from "zod";
import { message } from "../validation/messages";
import {
  AI_SECTIONS,
  INSTRUCTIONS_MAX_CHARS,
  LANGUAGES,
  SIGNATURE_MAX_CHARS,
  TEXT_MAX_CHARS,
  TEXT_MIN_CHARS,
  TITLE_MAX_CHARS,
  SECTIONS,
  TONALITIES,
  sectionItem,
  type AiSection,
  type SectionName,
} from "./constants";
import type { PdfOptions } from "./state";
import { TEMPLATE_NAMES, TEMPLATES, type TemplateName } from "./templates";

/**
 * spec 2 §5 "Generator", the same on server and client (Conform + Zod). `plain` turns a section's
 * text into what the length rules count (markup stripped, trimmed); the server passes the
 * sanitiser's version, the browser a tag-stripping one — both give the same count for typed text.
 */
export const E = {
  required: "jobdesc:error.required",
  titleNoValue: "jobdesc:error.title-no-value",
  minChars: (min: number) => message("jobdesc:error.min-chars", { min }),
  maxChars: (max: number) => message("jobdesc:error.max-chars", { max }),
  companyDetails: "jobdesc:error.company-details-required",
  color: "jobdesc:error.color",
  savedTextsFull: (max: number) => message("jobdesc:error.saved-texts-full", { max }),
  savedSignaturesFull: (max: number) => message("jobdesc:error.saved-signatures-full", { max }),
};

export type PlainText = (text: string) => string;
export const stripTags: PlainText = (text) => text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

const requiredText = (max = TITLE_MAX_CHARS) =>
  z.string({ required_error: E.required }).trim().min(1, E.required).max(max, E.maxChars(max));

const settingsShape = {
  jobTitle: requiredText(),
  language: z.enum(LANGUAGES, { required_error: E.required, invalid_type_error: E.required, message: E.required }),
  tonality: z.enum(TONALITIES, { required_error: E.required, invalid_type_error: E.required, message: E.required }),
};

/** Length check of spec 2 §5, on the stripped text. `required` = the minimum applies. */
export function checkLength(text: string, plain: PlainText, { min }: { min: boolean }) {
  const length = plain(text).length;
  if (min && length < TEXT_MIN_CHARS) return E.minChars(TEXT_MIN_CHARS);
  if (length > TEXT_MAX_CHARS) return E.maxChars(TEXT_MAX_CHARS);
  return null;
}

/**
 * What "Generate" gives the writer besides the instructions: the texts of both AI sections, the one
 * it writes and the one it keeps (spec 2 §7 tasks_responsibilities, requirements). "Save", "Back"
 * and an edit of the job ad keep a text as typed, so a saved one can be over the maximum; none of
 * them goes to the writer then. The field message per section that is too long, none when all fit.
 */
export function writerTextProblems(sections: Record<AiSection, { value: string }>, plain: PlainText) {
  const problems: Partial<Record<AiSection, string>> = {};
  for (const name of AI_SECTIONS) {
    const problem = checkLength(sections[name].value, plain, { min: false });
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * The writer's instructions: at most INSTRUCTIONS_MAX_CHARS, line breaks counted once (a browser
 * posts a textarea's line break as CRLF, while its maxlength counts one character).
 */
const instructionsSchema = z
  .string()
  .default("")
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .refine((text) => text.length <= INSTRUCTIONS_MAX_CHARS, E.maxChars(INSTRUCTIONS_MAX_CHARS));

/**
 * "Generate" on responsibilities or requirements: the settings, and what the writer is given
 * within its bounds — the step's text at most TEXT_MAX_CHARS (the hint says so in every mode; no
 * minimum, the writer fills it) and the instructions.
 */
export function generateSchema(options: { plain?: PlainText } = {}) {
  const plain = options.plain ?? stripTags;
  return z
    .object({ text: z.string().default(""), instructions: instructionsSchema })
    .superRefine((value, ctx) => {
      const problem = checkLength(value.text, plain, { min: false });
      if (problem) ctx.addIssue({ code: "custom", path: ["text"], message: problem });
    })
    .and(z.object(settingsShape));
}

export function sectionSchema(section: SectionName, options: { plain?: PlainText; templateName?: TemplateName } = {}) {
  const plain = options.plain ?? stripTags;
  const template = TEMPLATES[options.templateName ?? "default_template"];
  return z
    .object({
      title: z.string().trim().max(TITLE_MAX_CHARS, E.maxChars(TITLE_MAX_CHARS)).default(""),
      text: z.string().default(""),
      aiGeneration: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
      instructions: instructionsSchema,
    })
    .superRefine((value, ctx) => {
      const hasText = plain(value.text).length > 0;
      // benefits: the title is required only when there is text (spec 2 §5)
      const titleRequired = section !== "benefits" || hasText;
      if (titleRequired && !value.title) ctx.addIssue({ code: "custom", path: ["title"], message: E.titleNoValue });
      let problem: string | null = null;
      if (section === "responsibilities" || section === "requirements") {
        // with AI generation on, the generator writes the text: no minimum for what is there now,
        // but the maximum the form states holds in every mode (QA: it was skipped with AI on)
        problem = checkLength(value.text, plain, { min: !value.aiGeneration });
      } else if (section === "company") {
        if (template.hasCompanyInformationText) problem = checkLength(value.text, plain, { min: true });
      } else {
        problem = checkLength(value.text, plain, { min: false });
      }
      if (problem) ctx.addIssue({ code: "custom", path: ["text"], message: problem });
    })
    // an intersection, so section messages show even while a setting is missing
    .and(z.object(settingsShape));
}

/** The PDF tab (preview step). */
export function pdfSchema() {
  return z
    .object({
      templateName: z.enum(TEMPLATE_NAMES, { message: E.required }),
      jobRefId: z.string().trim().max(TITLE_MAX_CHARS, E.maxChars(TITLE_MAX_CHARS)).default(""),
      header: z.preprocess((v) => v === "on", z.boolean()),
      footer: z.preprocess((v) => v === "on", z.boolean()),
      qrCode: z.preprocess((v) => v === "on", z.boolean()),
      allowRemoteWork: z.preprocess((v) => v === "on", z.boolean()),
      color: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, E.color),
      companyDetailsId: z.string().trim().default(""),
      locations: z.string().trim().max(TEXT_MAX_CHARS, E.maxChars(TEXT_MAX_CHARS)).default(""),
      signature: z.string().trim().max(SIGNATURE_MAX_CHARS, E.maxChars(SIGNATURE_MAX_CHARS)).default(""),
    })
    .superRefine((value, ctx) => {
      // spec 2 §5: company details must be selected unless the template supports several locations
      if (!TEMPLATES[value.templateName].supportsMultipleLocations && !value.companyDetailsId) {
        ctx.addIssue({ code: "custom", path: ["companyDetailsId"], message: E.companyDetails });
      }
    });
}

/** The saved PDF options (booleans, null) checked by the same schema as the form that wrote them. */
export function parsePdfOptions(pdf: PdfOptions) {
  const on = (flag: boolean) => (flag ? "on" : undefined);
  return pdfSchema().safeParse({
    ...pdf,
    header: on(pdf.header),
    footer: on(pdf.footer),
    qrCode: on(pdf.qrCode),
    allowRemoteWork: on(pdf.allowRemoteWork),
    companyDetailsId: pdf.companyDetailsId ?? "",
  });
}

/** The PDF options a download cannot be made without (issue 41 §4: the page says which and links to it). */
function missingPdfOptions(pdf: PdfOptions) {
  const parsed = parsePdfOptions(pdf);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))].filter(Boolean);
}

/**
 * What a download cannot be made without: the PDF options, and every section within the maximum
 * the form states. Back and the tabs keep a step's text as typed, so a saved draft can be longer
 * than TEXT_MAX_CHARS; the PDF is not made from it, the page links to the section instead.
 */
export function pdfBlockers(state: { pdf: PdfOptions; sections: Record<SectionName, { value: string }> }, plain: PlainText) {
  const overlong = SECTIONS.filter((name) => plain(state.sections[name].value).length > TEXT_MAX_CHARS);
  return [...missingPdfOptions(state.pdf), ...overlong.map(sectionItem)];
}
