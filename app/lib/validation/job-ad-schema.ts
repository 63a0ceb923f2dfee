import { z } from "zod";
import { normalisePriceInput } from "../price-input";
import { APPLICATION_METHODS, EMPLOYMENT_TYPES, JOB_AD_RULES, JOB_AD_TEXT_FIELDS, SALARY_PERIODS } from "./job-ad";
import { message } from "./messages";
import { checkField, rulesFor } from "./rules";
import { compileRules, fieldSchema } from "./rules-schema";
import { email, isBlank, parseNumber, publicUrl, wholeNumber } from "./validators";

// The job ad's zod schema (spec 1 §5), apart from job-ad.ts so the page's first load has no zod.

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

/**
 * One message per field at a time: each field reports its first failing rule, and the checks
 * across fields (destination, whole years, a range's order) speak only about a field whose own
 * rules pass — never "at most 80" and "at least 100" together on one field.
 */
const FIRST_ONLY = { firstOnly: true } as const;
const ownError = (field: (typeof JOB_AD_TEXT_FIELDS)[number], value: string) =>
  checkField(rulesFor(JOB_AD_RULES, field), value, FIRST_ONLY).length > 0;

/** spec 1 §5 price-input helpers: "45.000" or "3500,5" in a salary field is read as one plain number. */
const priceField = (field: "salaryMin" | "salaryMax") =>
  fieldSchema(rulesFor(JOB_AD_RULES, field), { ...FIRST_ONLY, normalise: normalisePriceInput });

export function jobAdSchema(options: JobAdSchemaOptions = { acceptHourlyRates: false }) {
  const periods = options.acceptHourlyRates ? SALARY_PERIODS : (["month", "year"] as const);
  return compileRules(JOB_AD_RULES, JOB_AD_TEXT_FIELDS, FIRST_ONLY)
    .extend({
      // checked as read by the price-input helpers; a failed submit shows them again as typed
      salaryMin: priceField("salaryMin"),
      salaryMax: priceField("salaryMax"),
      applicationMethod: choice(APPLICATION_METHODS),
      employmentType: choice(EMPLOYMENT_TYPES),
      salaryPeriod: choice(periods as unknown as [string, ...string[]]).optional(),
      contactPhoneCode: z.string().optional().transform((value) => value ?? "+44"),
    })
    .superRefine((ad, ctx) => {
      const issue = (path: string, key: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: key });
      const valid = (field: (typeof JOB_AD_TEXT_FIELDS)[number]) => !ownError(field, ad[field]);
      // the destination is a URL or an e-mail address depending on the method
      if (valid("applicationDestination")) {
        const url = ad.applicationMethod === "url";
        if (!(url ? publicUrl(ad.applicationDestination) : email(ad.applicationDestination))) {
          issue("applicationDestination", url ? "form.warning.url" : "form.warning.email");
        }
      }
      // docs/decisions/064: minimum years of experience in whole years
      if (valid("experienceYears") && !wholeNumber(ad.experienceYears)) issue("experienceYears", "job-ad:job-ad.warning.whole-number");
      // a range's maximum is not below its minimum: said on the maximum, once both are valid numbers
      for (const [low, high] of [
        ["workingHoursMin", "workingHoursMax"],
        ["salaryMin", "salaryMax"],
      ] as const) {
        if (isBlank(ad[low]) || isBlank(ad[high]) || !valid(low) || !valid(high)) continue;
        if (parseNumber(ad[high]) < parseNumber(ad[low])) {
          issue(high, message("job-ad:job-ad.warning.max-below-min", { min: parseNumber(ad[low]) }));
        }
      }
      if ((ad.salaryMin || ad.salaryMax) && !ad.salaryPeriod) issue("salaryPeriod", "form.warning.field-required");
      if (ad.contactPhone && options.validPhone && !options.validPhone(ad.contactPhoneCode, ad.contactPhone)) {
        issue("contactPhone", "form.warning.phone");
      }
    });
}
