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
 * The title a job ad is published under: as typed, and — spec 2 §5, when the company's
 * append_gender_after_job_title flag is on (issue 48 §7) — in German and Dutch with the market's
 * gender-inclusive suffix unless the user wrote an inclusive form. The PDF heading, the Word file
 * and the file names use it.
 */
export function publishedTitle(jobTitle: string, language: JobdescLanguage, appendGender: boolean) {
  return titleWithGender(jobTitle, language, appendGender);
}

/**
 * The file is named after the title in readable form (issue 50 §10: "Pflegefachkraft (m-w-d).pdf",
 * not spec 2 §4's "Pflegefachkraft__m_w_d_.pdf"): only what file systems refuse is replaced
 * (/ \ : * ? " < > | and control characters), spaces collapsed.
 */
export function pdfFileName(jobTitle: string, extension: "pdf" | "docx" = "pdf") {
  const base =
    jobTitle
      .replace(/[/\\]/g, "-")
      .replace(/[:*?"<>|]/g, "")
      .replace(/\p{Cc}/gu, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 120) || "Job description";
  return `${base}.${extension}`;
}

/** Content-Disposition with the readable name (RFC 6266 filename*), and an ASCII fallback for old clients. */
export function contentDisposition(kind: "inline" | "attachment", name: string) {
  const ascii = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ß/g, "ss").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
