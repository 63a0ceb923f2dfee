import { z } from "zod";
import { APPLICATION_METHODS, EMPLOYMENT_TYPES, JOB_AD_RULES, JOB_AD_TEXT_FIELDS, SALARY_PERIODS } from "./job-ad";
import { message } from "./messages";
import { compileRules } from "./rules-schema";
import { email, minNumber, numeric, publicUrl } from "./validators";

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

