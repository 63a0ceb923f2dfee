/**
 * The job-description generator's constants (spec 2 §2, §3, §9; issue 13). Bounds and their
 * meanings are recorded in docs/decisions/018-jobdesc.md.
 */
export const JOBDESC_FORM = "job-description";

export const STEPS = ["responsibilities", "requirements", "company", "benefits", "preview"] as const;
export type Step = (typeof STEPS)[number];

export const LANGUAGES = ["en", "nl", "de"] as const;
export type JobdescLanguage = (typeof LANGUAGES)[number];
export const TONALITIES = ["formal", "informal"] as const;
export type Tonality = (typeof TONALITIES)[number];

export const SECTIONS = ["responsibilities", "requirements", "company", "benefits"] as const;
export type SectionName = (typeof SECTIONS)[number];
/** A section in the list of what the PDF still needs (validation.ts pdfBlockers), beside the PDF options' names. */
export const sectionItem = (name: SectionName) => `section.${name}`;
export const itemSection = (item: string) => SECTIONS.find((name) => sectionItem(name) === item) ?? null;
/** Only these two can be written by the generator (spec 2 §3 aiGeneration flag). */
export const AI_SECTIONS = ["responsibilities", "requirements"] as const;
export type AiSection = (typeof AI_SECTIONS)[number];

/** spec 2 §5: "limits 10, 2000 and 100": text minimum, text maximum, signature maximum. */
export const TEXT_MIN_CHARS = 10;
export const TEXT_MAX_CHARS = 2000;
export const SIGNATURE_MAX_CHARS = 100;
/** Longest title, job reference id, location list we keep (not in the spec; generous but bounded). */
export const TITLE_MAX_CHARS = 150;
export const INSTRUCTIONS_MAX_CHARS = 500;

/** spec 2 §4, §9: polling every 2000 ms, at most 15 attempts. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_MAX_ATTEMPTS = 15;

/** spec 2 §3, §9 */
export const DEFAULT_COLOR = "#000000";

/** spec 2 §8: generation errors, stored in the state as written. */
export const GENERATION_ERRORS = {
  generate: "Invalid response from generateSections",
  retrieve: "Invalid response from retrieveSections",
  polling: "Polling exceeded maximum attempts",
} as const;

/** spec 2 §8: PDF download errors, stored in the state as written ("Error fetching PDF: Bad Request"). */
export const PDF_ERRORS = {
  fetchPrefix: "Error fetching PDF: ",
  invalid: "Invalid PDF format received",
} as const;

/** spec 2 §3: default section titles in en, nl and de. */
export const DEFAULT_SECTION_TITLES: Record<JobdescLanguage, Record<SectionName, string>> = {
  en: {
    responsibilities: "Your responsibilities",
    requirements: "Your profile",
    company: "About us",
    benefits: "What we offer",
  },
  de: {
    responsibilities: "Deine Aufgaben",
    requirements: "Dein Profil",
    company: "Über uns",
    benefits: "Das bieten wir",
  },
  nl: {
    responsibilities: "Jouw taken",
    requirements: "Jouw profiel",
    company: "Over ons",
    benefits: "Wat wij bieden",
  },
};

/** The formal German and Dutch titles address the reader with "Sie"/"u". */
export const FORMAL_SECTION_TITLES: Partial<Record<JobdescLanguage, Partial<Record<SectionName, string>>>> = {
  de: { responsibilities: "Ihre Aufgaben", requirements: "Ihr Profil" },
  nl: { responsibilities: "Uw taken", requirements: "Uw profiel" },
};

export function defaultSectionTitle(language: JobdescLanguage, tonality: Tonality, section: SectionName) {
  return (tonality === "formal" ? FORMAL_SECTION_TITLES[language]?.[section] : undefined) ??
    DEFAULT_SECTION_TITLES[language][section];
}

export function isStep(value: unknown): value is Step {
  return typeof value === "string" && (STEPS as readonly string[]).includes(value);
}
export function isLanguage(value: unknown): value is JobdescLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
export function isTonality(value: unknown): value is Tonality {
  return typeof value === "string" && (TONALITIES as readonly string[]).includes(value);
}
