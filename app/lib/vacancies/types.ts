/**
 * A vacancy as every ATS connector hands it over (spec 1 §3 "Vacancy details", camelCase). The
 * connectors in app/services/ats/ fill what their source knows; everything else stays null.
 */
export const ATS_CONNECTORS = [
  "greenhouse",
  "lever",
  "personio",
  "indeed-xml",
  "jobposting-json",
] as const;
export type AtsConnectorKind = (typeof ATS_CONNECTORS)[number];

export type EmploymentType =
  "full-time" | "part-time" | "temporary" | "contract" | "internship" | "freelance";
export type SalaryPeriod = "hour" | "month" | "year";

export interface AtsVacancy {
  /** the source's own id: upsert key together with company and source (issue 12 §2) */
  externalId: string;
  title: string;
  /** sanitised HTML */
  description: string;
  employmentType: EmploymentType | null;
  workingHours: { min: number | null; max: number | null } | null;
  salary: {
    min: number | null;
    max: number | null;
    currency: string | null;
    period: SalaryPeriod | null;
  } | null;
  contact: { name: string | null; phoneNumber: string | null } | null;
  applicationDestination: { method: "url" | "email"; destination: string } | null;
  vacancyPageUrl: string | null;
  remote: boolean;
  referenceId: string | null;
  /** the source's location text ("Munich, Bavaria, DE") and its parts when known */
  region: string | null;
  city: string | null;
  country: string | null;
  category: string | null;
  industry: string | null;
  level: string | null;
  education: string | null;
  postedAt: string | null;
  /** spec 1 §3 minimum_years_of_experience: the least years the source asks for (a whole number) */
  experienceYears: number | null;
  /** spec 1 §3 seniority: the source's own word for the level ("Senior", "Mid-level") */
  seniority: string | null;
  /** spec 1 §3 salary_description: the source's salary in its own words ("€45k–55k plus bonus") */
  salaryDescription: string | null;
  /** spec 1 §3 uploadFile: a PDF or Word document the source attaches to the job (a public http(s) link) */
  uploadFile: { name: string; url: string } | null;
}

/**
 * The spec 1 §3 vacancy details added by issue 42 §11, read from a stored vacancy: rows written
 * before the connectors carried them have no such keys in their details.
 */
export function vacancyExtras(v: Partial<AtsVacancy>) {
  return {
    experienceYears: typeof v.experienceYears === "number" ? v.experienceYears : null,
    seniority: v.seniority ?? null,
    salaryDescription: v.salaryDescription ?? null,
    uploadFile: v.uploadFile ?? null,
  };
}

/** What a fetch may be refused for (issue 12 §2): shown to the user as the status message. */
export type AtsErrorCode = "unreachable" | "source" | "malformed" | "too-large" | "too-many" | "forbidden";

/** issue 12 §1: a payload over 20 MB or with more than 5,000 jobs is refused. */
export const MAX_PAYLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_JOBS = 5_000;
/** One source request may take this long before it counts as unreachable. */
export const FETCH_TIMEOUT_MS = 30_000;
