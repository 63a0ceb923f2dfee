import { z } from "zod";
import { COMPANY_DETAILS_FIELDS, COMPANY_DETAILS_RULES, INVOICE_FIELDS, INVOICE_RULES, LOGO_REQUIRED_MESSAGE } from "./company-details";
import { compileRules } from "./rules-schema";

// The company-details and invoice zod schemas, apart from company-details.ts (no zod on first load).

function hasFile(value: unknown) {
  return typeof value === "object" && value !== null && "size" in value && (value as { size: number }).size > 0;
}

export function companyDetailsSchema(options: { logoMandatory: boolean; hasLogo: boolean }) {
  return compileRules(COMPANY_DETAILS_RULES, COMPANY_DETAILS_FIELDS)
    .extend({ id: z.string().optional(), logo: z.unknown().optional() })
    .superRefine((value, ctx) => {
      if (options.logoMandatory && !options.hasLogo && !hasFile(value.logo)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["logo"], message: LOGO_REQUIRED_MESSAGE });
      }
    });
}

export function invoiceSchema() {
  return compileRules(INVOICE_RULES, INVOICE_FIELDS).extend({ id: z.string().optional() });
}
