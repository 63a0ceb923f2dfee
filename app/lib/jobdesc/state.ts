import {
  DEFAULT_COLOR,
  SECTIONS,
  defaultSectionTitle,
  type JobdescLanguage,
  type SectionName,
  type Step,
  type Tonality,
} from "./constants";
import type { TemplateName } from "./templates";

/**
 * The generator state kept as form state (name "job-description", reference id = campaign id),
 * in the shape of spec 2 §3 "Job-description generator state".
 */
export interface Section {
  title: string;
  /** sanitised HTML (p, ul, ol, li, strong, em, br) */
  value: string;
  aiGeneration?: boolean;
  /** company and benefits: the saved text this one was taken from (edit mode), null = new */
  optionId?: string | null;
  /** the text last came from an edit of the campaign's job ad (decision 068) */
  editedInJobAd?: boolean;
}

export interface PdfOptions {
  templateName: TemplateName;
  jobRefId: string;
  header: boolean;
  footer: boolean;
  qrCode: boolean;
  color: string;
  companyDetailsId: string | null;
  locations: string;
  allowRemoteWork: boolean;
  signature: string;
}

export interface GeneratorState {
  currentStep: Step;
  settings: { jobTitle: string; language: JobdescLanguage; tonality: Tonality };
  sections: Record<SectionName, Section>;
  pdf: PdfOptions;
  jobTitleSuggestions: string[];
  /** the running or last generation request */
  generation: { id: string | null; error: string | null; notes?: string[] };
  /**
   * spec 2 §3 "Download": newPdf is true after any change, false once a PDF was rendered; `error`
   * is the last download's spec 2 §8 message, until a download succeeds or the options change;
   * `missing` names the PDF options that made it fail ("companyDetailsId"), for the page to say why.
   */
  download: { newPdf: boolean; error?: string | null; missing?: string[] };
  /** the job ad's own HTML these sections were last taken from (decision 068), to know it is still in step */
  jobAdText?: string;
}

export function initialState(input: {
  jobTitle: string;
  language: JobdescLanguage;
  tonality?: Tonality;
  sectionTitles?: Partial<Record<SectionName, string>>;
  color?: string;
}): GeneratorState {
  const tonality = input.tonality ?? "informal";
  const sections = Object.fromEntries(
    SECTIONS.map((name) => [
      name,
      {
        title: input.sectionTitles?.[name] || defaultSectionTitle(input.language, tonality, name),
        value: "",
        ...(name === "responsibilities" || name === "requirements" ? { aiGeneration: false } : {}),
      },
    ]),
  ) as Record<SectionName, Section>;
  return {
    currentStep: "responsibilities",
    settings: { jobTitle: input.jobTitle, language: input.language, tonality },
    sections,
    pdf: {
      templateName: "default_template",
      jobRefId: "",
      header: true,
      footer: true,
      qrCode: true,
      color: input.color ?? DEFAULT_COLOR,
      companyDetailsId: null,
      locations: "",
      allowRemoteWork: false,
      signature: "",
    },
    jobTitleSuggestions: [],
    generation: { id: null, error: null },
    download: { newPdf: true },
  };
}

/** A saved state from an older shape or a hand-edited row: missing parts come from the defaults. */
export function mergeState(defaults: GeneratorState, saved: Partial<GeneratorState> | null): GeneratorState {
  if (!saved || typeof saved !== "object") return defaults;
  return {
    ...defaults,
    ...saved,
    settings: { ...defaults.settings, ...saved.settings },
    sections: Object.fromEntries(
      SECTIONS.map((name) => [name, { ...defaults.sections[name], ...saved.sections?.[name] }]),
    ) as Record<SectionName, Section>,
    pdf: { ...defaults.pdf, ...saved.pdf },
    generation: { ...defaults.generation, ...saved.generation },
    download: { ...defaults.download, ...saved.download },
    jobTitleSuggestions: Array.isArray(saved.jobTitleSuggestions) ? saved.jobTitleSuggestions : [],
  };
}
