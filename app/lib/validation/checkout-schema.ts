import { z } from "zod";
import { CHECKOUT_FIELDS, TRACKING_FIELDS, type CheckoutField, type TrackingField } from "./checkout";
import { message } from "./messages";
import type { ValidationRule } from "./rules";
import { compileRules, fieldSchema } from "./rules-schema";
import { rulesFor } from "./rules";

// The checkout's zod schemas (spec 1 §5), apart from checkout.ts so the page's first load has no zod.

const required = (schema: z.ZodString = z.string()) =>
  z
    .string({ required_error: "form.warning.field-required" })
    .trim()
    .min(1, "form.warning.field-required")
    .pipe(schema);

export function checkoutSchema(rules: ValidationRule[]) {
  const trackingRow = z.object({
    channelId: z.string().uuid(),
    ...(Object.fromEntries(TRACKING_FIELDS.map((f) => [f, fieldSchema(rulesFor(rules, `tracking.${f}`))])) as Record<
      TrackingField,
      ReturnType<typeof fieldSchema>
    >),
  });
  return compileRules(rules, CHECKOUT_FIELDS).extend({
    tracking: z.array(trackingRow).default([]),
    companyDetailsId: required(z.string().uuid("form.warning.field-required")),
    invoiceInformationId: required(z.string().uuid("form.warning.field-required")),
    payment: required(),
  });
}


/** The draft schema: accepts anything typed, to save it as form state (never fails on content). */
const DRAFT_TEXT_MAX = 5000;
export function checkoutDraftSchema() {
  const draftText = z.string().max(DRAFT_TEXT_MAX, message("form.warning.max-length", { max: DRAFT_TEXT_MAX })).optional();
  return z.object({
    ...(Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, draftText])) as Record<CheckoutField, typeof draftText>),
    tracking: z
      .array(
        z.object({
          channelId: z.string().uuid(),
          source: draftText,
          medium: draftText,
          campaign: draftText,
        }),
      )
      .max(100)
      .optional(),
    companyDetailsId: draftText,
    invoiceInformationId: draftText,
    payment: draftText,
  });
}
