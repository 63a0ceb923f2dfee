import type { ValidationRule } from "./rules";

/**
 * The job ad (issue 4 §4): the posting content channels need, validated with the validators of
 * spec 1 §5 and saved as form state (name "job-ad", reference id = campaign id). The field names
 * follow spec 1 §3 "Vacancy details" (camelCase).
 */
export const JOB_AD_FORM = "job-ad";

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "temporary", "contract", "internship", "freelance"] as const;
export const APPLICATION_METHODS = ["url", "email"] as const;
/** "hour" only with the accept_hourly_rates feature. */
export const SALARY_PERIODS = ["hour", "month", "year"] as const;
export const SALARY_CURRENCY = "EUR";
/** The job ad's price fields, normalised by the price-input helpers (spec 1 §5) before any check. */
export const SALARY_PRICE_FIELDS = ["salaryMin", "salaryMax"] as const;

export const JOB_AD_TEXT_FIELDS = [
  "jobTitle",
  "description",
  "applicationDestination",
  "vacancyPageUrl",
  "locations",
  "workingHoursMin",
  "workingHoursMax",
  "salaryMin",
  "salaryMax",
  "contactName",
  "contactPhone",
  // spec 1 §3 vacancy details carried from the ATS (issue 42 §11); all optional
  "experienceYears",
  "seniority",
  "salaryDescription",
  "uploadFile",
] as const;

/** Working hours per week and yearly-scale salary bounds (docs/decisions/010-checkout-and-ordering.md). */
export const WORKING_HOURS_MIN = 1;
export const WORKING_HOURS_MAX = 80;
export const SALARY_MAX = 1_000_000;
export const DESCRIPTION_MIN_CHARS = 50;
export const DESCRIPTION_MAX_CHARS = 10_000;
/** Minimum years of experience: whole years up to this many (docs/decisions/064). */
export const EXPERIENCE_YEARS_MAX = 50;
export const SALARY_DESCRIPTION_MAX_CHARS = 500;
export const SENIORITY_MAX_CHARS = 100;

export const JOB_AD_RULES: ValidationRule[] = [
  { field: "jobTitle", validator: "required" },
  { field: "jobTitle", validator: "minLength", value: "2" },
  { field: "jobTitle", validator: "maxLength", value: "150" },
  { field: "description", validator: "required" },
  { field: "description", validator: "minTextLength", value: String(DESCRIPTION_MIN_CHARS) },
  { field: "description", validator: "maxTextLength", value: String(DESCRIPTION_MAX_CHARS) },
  { field: "applicationDestination", validator: "required" },
  { field: "applicationDestination", validator: "maxLength", value: "2048" },
  { field: "vacancyPageUrl", validator: "url" },
  { field: "vacancyPageUrl", validator: "maxLength", value: "2048" },
  { field: "locations", validator: "required" },
  { field: "locations", validator: "maxItems", value: "5" },
  { field: "workingHoursMin", validator: "min", value: String(WORKING_HOURS_MIN) },
  { field: "workingHoursMin", validator: "max", value: String(WORKING_HOURS_MAX) },
  { field: "workingHoursMax", validator: "min", value: String(WORKING_HOURS_MIN) },
  { field: "workingHoursMax", validator: "max", value: String(WORKING_HOURS_MAX) },
  { field: "salaryMin", validator: "min", value: "0" },
  { field: "salaryMin", validator: "max", value: String(SALARY_MAX) },
  { field: "salaryMax", validator: "min", value: "0" },
  { field: "salaryMax", validator: "max", value: String(SALARY_MAX) },
  { field: "contactName", validator: "maxLength", value: "100" },
  { field: "contactName", validator: "noAtSign" },
  { field: "experienceYears", validator: "min", value: "0" },
  { field: "experienceYears", validator: "max", value: String(EXPERIENCE_YEARS_MAX) },
  { field: "seniority", validator: "maxLength", value: String(SENIORITY_MAX_CHARS) },
  { field: "salaryDescription", validator: "maxLength", value: String(SALARY_DESCRIPTION_MAX_CHARS) },
  { field: "uploadFile", validator: "url" },
  { field: "uploadFile", validator: "maxLength", value: "2048" },
];

/** The saved job ad (form state): every field as typed, plus the parsed phone. */
export type JobAdState = Partial<Record<(typeof JOB_AD_TEXT_FIELDS)[number], string>> & {
  applicationMethod?: string;
  employmentType?: string;
  salaryPeriod?: string;
  salaryCurrency?: string;
  contactPhoneCode?: string;
  contactPhoneCountry?: string | null;
  contactPhoneE164?: string | null;
};
