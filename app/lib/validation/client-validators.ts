/**
 * The browser's validators of the forms, loaded on demand by useDeferredValidation (issue 10 §4):
 * everything here pulls in zod. Each runs the schema the action runs, so client and server agree.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { SectionName } from "~/lib/jobdesc/constants";
import type { TemplateName } from "~/lib/jobdesc/templates";
import { generateSchema, pdfSchema, sectionSchema } from "~/lib/jobdesc/validation";
import { trackingConfigSchema } from "~/lib/tracking/tracking-config-schema";
import { integrationSchema } from "~/lib/vacancies/integration-settings";
import { checkoutDraftSchema, checkoutSchema } from "./checkout-schema";
import { companyDetailsSchema, invoiceSchema } from "./company-details-schema";
import { jobAdSchema } from "./job-ad-schema";
import type { ValidationRule } from "./rules";

/** Only ordering (and field validation while typing) needs valid fields; other buttons keep a draft. */
export function validateCheckout(formData: FormData, rules: ValidationRule[]) {
  const intent = formData.get("intent");
  return parseWithZod(formData, { schema: !intent || intent === "order" ? checkoutSchema(rules) : checkoutDraftSchema() });
}

/** "Save" keeps a job-ad draft as typed: only "Continue" must pass the validators. */
export function validateJobAd(formData: FormData, options: { acceptHourlyRates: boolean }) {
  const validate = (data: FormData) => parseWithZod(data, { schema: jobAdSchema(options) });
  // "Save" and "Use my job description" keep a draft as typed: only "Continue" must be valid
  const intent = formData.get("intent");
  // the schema reads the salary fields with the price-input helpers, so the form keeps them as typed
  if (intent !== "save" && intent !== "use-description") return validate(formData);
  return parseWithZod(formData, { schema: z.object({}).passthrough() }) as unknown as ReturnType<typeof validate>;
}

export function validateCompanyDetails(formData: FormData, options: { logoMandatory: boolean; hasLogo: boolean }) {
  return parseWithZod(formData, { schema: companyDetailsSchema(options) });
}

export function validateInvoice(formData: FormData) {
  return parseWithZod(formData, { schema: invoiceSchema() });
}

export function validateTrackingConfig(formData: FormData) {
  return parseWithZod(formData, { schema: trackingConfigSchema });
}

/**
 * A generator step: "Next" must pass the rules and "Generate" the bounds of what the writer is
 * given; "Save", "Back" and option picks keep a draft.
 */
export function validateJobdescSection(formData: FormData, step: SectionName, templateName: TemplateName) {
  const validate = (data: FormData) => parseWithZod(data, { schema: sectionSchema(step, { templateName }) });
  const intent = formData.get("intent");
  if (intent === "next") return validate(formData);
  if (intent === "generate") return parseWithZod(formData, { schema: generateSchema() }) as unknown as ReturnType<typeof validate>;
  return parseWithZod(formData, { schema: z.object({}).passthrough() }) as unknown as ReturnType<typeof validate>;
}

export function validateJobdescPdf(formData: FormData) {
  return parseWithZod(formData, { schema: pdfSchema() });
}

export function validateIntegration(formData: FormData) {
  return parseWithZod(formData, { schema: integrationSchema });
}
