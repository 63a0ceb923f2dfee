import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { deliveryMarkSchema } from "~/lib/validation/delivery";
import { markChannelDelivery } from "~/models/campaign-lifecycle.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { enqueueCampaignLifecycle } from "~/services/jobs/campaigns.server";
import { redirectWithToast } from "~/services/session.server";
import { notFound } from "~/lib/not-found";

/**
 * Consultants decide what the embedded default cannot know (docs/decisions/013): a consultant is
 * someone signed in through the two-factor login with consultant access, acting for this company.
 */
export function isConsultant(context: Pick<CompanyContext, "impersonator" | "roles">) {
  // both: the session's impersonator (consultant access at the two-factor login) and the role the
  // gate gives a consultant acting for a company (a member's own roles never carry impersonation)
  return context.impersonator !== null && context.roles.includes("consultant");
}

/** The performance page's action: a consultant marks a channel posted (live URL) or failed (reason). */
export async function deliveryAction(
  args: RequestArgs,
  context: CompanyContext,
  campaignId: string | null,
  formData: FormData,
) {
  // not a consultant, or not this company's campaign: nothing here to act on
  if (!isConsultant(context) || !campaignId) notFound();
  const submission = parseWithZod(formData, { schema: deliveryMarkSchema });
  if (submission.status !== "success") {
    const channelId = String(submission.payload.channelId ?? "");
    return data({ ...submission.reply(), channelId }, { status: 400 });
  }
  const mark = submission.value;
  const result = await markChannelDelivery(
    context.company.id,
    campaignId,
    mark.channelId,
    mark.intent === "mark-posted"
      ? { deliveryStatus: "processed", liveUrl: mark.liveUrl }
      : { deliveryStatus: "notProcessed", reason: mark.reason },
    context.user.id,
  );
  if (result === "not-found") notFound();
  if (result === "conflict") {
    return data(
      {
        ...submission.reply({ formErrors: ["performance.delivery.conflict"] }),
        channelId: mark.channelId,
      },
      { status: 409 },
    );
  }
  // the campaign may go online (or be not processed) now rather than at the next sweep
  await enqueueCampaignLifecycle(context.company.id, campaignId);
  return redirectWithToast(args, `/campaign-performance/campaign/?id=${campaignId}`, {
    kind: "success",
    key: "campaign-list:performance.delivery.saved",
  });
}
