import type { JobdescLanguage } from "./constants";

/**
 * Job-title rules of spec 2 §5: a title with m/w/d marks a multi-location vacancy template; with
 * append_gender_after_job_title a title without a gender suffix gets the PDF language's one.
 */
export const GENDER_SUFFIX: Record<JobdescLanguage, string> = { de: "(m/w/d)", nl: "(m/v/x)", en: "" };

/** m/w/d, m/f/d, m/v/x, w/m/d… in any order, with or without brackets. */
const SUFFIX_PATTERN = /\(?\b[mwfvdx]\s*\/\s*[mwfvdx]\s*\/\s*[mwfvdx]\b\)?|\(all genders\)|\(alle\)/i;
const MWD_PATTERN = /\bm\s*\/\s*w\s*\/\s*d\b/i;

export function isMultiLocation(jobTitle: string) {
  return MWD_PATTERN.test(jobTitle);
}

export function hasGenderSuffix(jobTitle: string) {
  return SUFFIX_PATTERN.test(jobTitle);
}

/** A form that already names every gender: a suffix, "Entwickler:in", "Lehrer*innen", "LehrerIn", "Koch/Köchin". */
const INCLUSIVE_FORM = /(?::|\*|_|\/-?)in(?:nen)?(?![\p{L}])|\p{Ll}In(?:nen)?(?![\p{L}])|\/\s*\p{L}+(?:in|frau|ster|es)(?![\p{L}])/u;

export function hasInclusiveForm(jobTitle: string) {
  return hasGenderSuffix(jobTitle) || INCLUSIVE_FORM.test(jobTitle);
}

export function titleWithGender(jobTitle: string, language: JobdescLanguage, append: boolean) {
  const title = jobTitle.trim();
  const suffix = GENDER_SUFFIX[language];
  if (!append || !suffix || hasInclusiveForm(title)) return title;
  return `${title} ${suffix}`;
}

/**
 * The title a German or Dutch job ad is published under (issue 41 §1): as typed, with the market's
 * gender-inclusive suffix when the user has not written an inclusive form. The PDF heading, the
 * Word file and the file names use it.
 */
export function publishedTitle(jobTitle: string, language: JobdescLanguage) {
  return titleWithGender(jobTitle, language, true);
}

/** spec 2 §4: the file is named after the job title, every non-alphanumeric character an underscore. */
export function pdfFileName(jobTitle: string, extension: "pdf" | "docx" = "pdf") {
  const base = jobTitle.trim().replace(/[^A-Za-z0-9]/g, "_") || "job_description";
  return `${base}.${extension}`;
}
