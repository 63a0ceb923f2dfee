import { z } from "zod";
import { message } from "./messages";
import { compileRules, type ValidationRule } from "./rules";
import { email, minNumber, numeric, publicUrl } from "./validators";

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
] as const;

/** Working hours per week and yearly-scale salary bounds (docs/decisions/010-checkout-and-ordering.md). */
export const WORKING_HOURS_MIN = 1;
export const WORKING_HOURS_MAX = 80;
export const SALARY_MAX = 1_000_000;
export const DESCRIPTION_MIN_CHARS = 50;
export const DESCRIPTION_MAX_CHARS = 10_000;

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
];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: "form.warning.field-required" }) });

export interface JobAdSchemaOptions {
  acceptHourlyRates: boolean;
  /**
   * The phone check (spec 1 §5). Only the server passes it (job-ad.server.ts): libphonenumber's
   * metadata is 30 kB gzip, too much for the browser's first load (issue 10 §4), so in the
   * browser a number is checked when the form is submitted.
   */
  validPhone?: (callingCode: string, number: string) => boolean;
}

export function jobAdSchema(options: JobAdSchemaOptions = { acceptHourlyRates: false }) {
  const periods = options.acceptHourlyRates ? SALARY_PERIODS : (["month", "year"] as const);
  return compileRules(JOB_AD_RULES, JOB_AD_TEXT_FIELDS)
    .extend({
      applicationMethod: choice(APPLICATION_METHODS),
      employmentType: choice(EMPLOYMENT_TYPES),
      salaryPeriod: choice(periods as unknown as [string, ...string[]]).optional(),
      contactPhoneCode: z.string().optional().transform((value) => value ?? "+44"),
    })
    .superRefine((ad, ctx) => {
      // the destination is a URL or an e-mail address depending on the method
      const destinationValid = ad.applicationMethod === "url" ? publicUrl(ad.applicationDestination) : email(ad.applicationDestination);
      if (!destinationValid) {
        const key = ad.applicationMethod === "url" ? "form.warning.url" : "form.warning.email";
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["applicationDestination"], message: key });
      }
      // a range's maximum is not below its minimum
      for (const [low, high] of [
        ["workingHoursMin", "workingHoursMax"],
        ["salaryMin", "salaryMax"],
      ] as const) {
        const min = Number(ad[low].replace(",", "."));
        if (ad[low] && ad[high] && numeric(ad[low]) && !minNumber(ad[high], min)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [high], message: message("form.warning.min-number", { min }) });
        }
      }
      if ((ad.salaryMin || ad.salaryMax) && !ad.salaryPeriod) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["salaryPeriod"], message: "form.warning.field-required" });
      }
      if (ad.contactPhone && options.validPhone && !options.validPhone(ad.contactPhoneCode, ad.contactPhone)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["contactPhone"], message: "form.warning.phone" });
      }
    });
}

export type JobAdValues = z.infer<ReturnType<typeof jobAdSchema>>;

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
