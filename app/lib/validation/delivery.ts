import { z } from "zod";
import { message } from "./messages";
import { publicUrl } from "./validators";
import { DELIVERY_REASON_MAX, LIVE_URL_MAX } from "./delivery-limits";

/**
 * A consultant's decision on a channel's delivery (performance page, docs/decisions/013): posted,
 * with the live ad's public http(s) address, or failed, with a reason the customer reads.
 */
export { DELIVERY_REASON_MAX, LIVE_URL_MAX };

const liveUrl = z
  .string({ required_error: "form.warning.field-required" })
  .trim()
  .min(1, "form.warning.field-required")
  .max(LIVE_URL_MAX, message("form.warning.max-length", { max: LIVE_URL_MAX }))
  .refine(
    (value) => /^https?:\/\//i.test(value) && publicUrl(value),
    "campaign-performance:performance.delivery.live-url-invalid",
  );

export const deliveryMarkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-posted"), channelId: z.string().uuid(), liveUrl }),
  z.object({
    intent: z.literal("mark-failed"),
    channelId: z.string().uuid(),
    reason: z
      .string({ required_error: "form.warning.field-required" })
      .trim()
      .min(1, "form.warning.field-required")
      .max(DELIVERY_REASON_MAX, message("form.warning.max-length", { max: DELIVERY_REASON_MAX })),
  }),
]);
