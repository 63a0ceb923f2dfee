import { MAX_JOBS, type AtsVacancy } from "~/lib/vacancies/types";
import { richTextFromInput } from "../html/sanitize.server";
import { AtsError } from "./types";

/**
 * The last step of every connector: sanitise the description (docs/conventions/architecture-decisions.md §8), trim texts, drop
 * jobs without id or title, keep the first of duplicate ids, refuse more than MAX_JOBS.
 */
export function finishVacancies(list: AtsVacancy[]): AtsVacancy[] {
  if (list.length > MAX_JOBS) throw new AtsError("too-many", String(list.length));
  const seen = new Set<string>();
  const out: AtsVacancy[] = [];
  for (const v of list) {
    const externalId = v.externalId.trim().slice(0, 200);
    const title = v.title.replace(/\s+/g, " ").trim().slice(0, 300);
    if (!externalId || !title || seen.has(externalId)) continue;
    seen.add(externalId);
    out.push({
      ...v,
      externalId,
      title,
      description: richTextFromInput(v.description ?? "").slice(0, 100_000),
      seniority: v.seniority?.replace(/\s+/g, " ").trim().slice(0, 100) || null,
      salaryDescription: v.salaryDescription?.replace(/\s+/g, " ").trim().slice(0, 500) || null,
    });
  }
  return out;
}

/** Greenhouse sends its content HTML-escaped ("&lt;p&gt;"): unescape before sanitising. */
export function unescapeHtml(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

export const str = (value: unknown): string | null =>
  typeof value === "string"
    ? value.trim() || null
    : typeof value === "number"
      ? String(value)
      : null;

export function emptyVacancy(externalId: string, title: string): AtsVacancy {
  return {
    externalId,
    title,
    description: "",
    employmentType: null,
    workingHours: null,
    salary: null,
    contact: null,
    applicationDestination: null,
    vacancyPageUrl: null,
    remote: false,
    referenceId: null,
    region: null,
    city: null,
    country: null,
    category: null,
    industry: null,
    level: null,
    education: null,
    postedAt: null,
    experienceYears: null,
    seniority: null,
    salaryDescription: null,
    uploadFile: null,
  };
}

/** An ISO date from a date string or epoch milliseconds; null when it is not a date. */
export function isoDate(value: unknown): string | null {
  const date =
    typeof value === "number"
      ? new Date(value)
      : typeof value === "string"
        ? new Date(value)
        : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
