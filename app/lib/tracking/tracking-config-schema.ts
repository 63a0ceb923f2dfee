import { z } from "zod";
import { message } from "~/lib/validation/messages";
import { CUSTOM_PRODUCT_NAME_MAX, PRODUCT_SOURCE_MAX_PAGES, PRODUCT_SOURCE_PAGE_SIZE } from "./product-source";
import { NAME_PATTERN, TRACKING_FIELDS_MAX, TRACKING_NAME_MAX, TRACKING_VALUE_MAX } from "./tracking-config";

// The tracking settings' zod schemas (spec 2 §5), apart from tracking-config.ts: the settings page
// and the tracking redirect use its helpers; the browser loads these with the form validators.

const required = z
  .string({ required_error: "form.warning.field-required" })
  .trim()
  .min(1, "form.warning.field-required");

/** spec 2 §5: each field name required; each value required. */
export const trackingConfigSchema = z.object({
  enabled: z.boolean().default(false),
  fields: z
    .array(
      z.object({
        name: required
          .max(TRACKING_NAME_MAX, message("form.warning.max-length", { max: TRACKING_NAME_MAX }))
          .regex(NAME_PATTERN, "tracking.warning.name-characters"),
        value: required.max(TRACKING_VALUE_MAX, message("form.warning.max-length", { max: TRACKING_VALUE_MAX })),
        custom: z.boolean().default(false),
      }),
    )
    .max(TRACKING_FIELDS_MAX, message("tracking.warning.too-many-fields", { max: TRACKING_FIELDS_MAX }))
    .default([])
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        const key = field.name.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: "custom", path: [index, "name"], message: "tracking.warning.duplicate-name" });
        }
        seen.add(key);
      });
    }),
});

export const customProductNamesSchema = z.object({
  products: z
    .array(
      z.object({
        channelId: z.string().uuid(),
        // spec 2 §4: an empty custom name removes the entry
        customName: z
          .string()
          .trim()
          .max(CUSTOM_PRODUCT_NAME_MAX, message("form.warning.max-length", { max: CUSTOM_PRODUCT_NAME_MAX }))
          .default(""),
      }),
    )
    .max(PRODUCT_SOURCE_PAGE_SIZE * PRODUCT_SOURCE_MAX_PAGES)
    .default([]),
});

/** What the settings form holds (Conform's view of the schema). */
export type TrackingConfigInput = z.input<typeof trackingConfigSchema>;
