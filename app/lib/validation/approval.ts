import { z } from "zod";
import { CANCELLATION_REASON_MAX, REJECTION_REASON_MAX } from "./approval-limits";
import { message } from "./messages";

export { CANCELLATION_REASON_MAX, REJECTION_REASON_MAX };

/** The approvals screen's decisions (spec 1 §7 approve_order / reject_order): a reason is required to reject. */
export const approvalDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), campaignId: z.string().uuid() }),
  z.object({
    intent: z.literal("reject"),
    campaignId: z.string().uuid(),
    reason: z
      .string({ required_error: "form.warning.field-required" })
      .trim()
      .min(1, "form.warning.field-required")
      .max(REJECTION_REASON_MAX, message("form.warning.max-length", { max: REJECTION_REASON_MAX })),
  }),
]);

/** The cancellation request on the thank-you page: an optional reason. */
export const cancellationSchema = z.object({
  intent: z.literal("request-cancellation"),
  reason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX, message("form.warning.max-length", { max: CANCELLATION_REASON_MAX }))
    .optional(),
});
