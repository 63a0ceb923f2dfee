import { z } from "zod";

/** spec 1 §5: consultant login requires a non-empty company id. */
export const consultantLoginSchema = z.object({
  companyId: z
    .string({ required_error: "form.warning.field-required" })
    .trim()
    .min(1, "form.warning.field-required"),
});
