import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { deliveryMarkSchema } from "~/lib/validation/delivery";
import { markChannelDelivery } from "~/models/campaign-lifecycle.server";
import { campaignResults } from "~/lib/campaign/results";
import { channelCostPerApplicant } from "~/lib/campaign/figures";
import { ORDERED_LIST_PATH } from "~/lib/redirects";
import { canMarkDelivery, channelDisplayStatus } from "~/lib/campaign/lifecycle";
import { channelLifecycleStatus, isOrdered } from "~/lib/campaign/status";
import { requireCampaignSummary } from "~/services/campaigns/summary.server";
import { CANCELLABLE_STATUSES, latestOrder } from "~/models/order.server";
import { PUBLIC_STATUSES } from "~/models/public-job.server";
import { channelDeliveries } from "~/models/campaign-lifecycle.server";
import { campaignFigures, campaignPeriodOf } from "~/models/campaign-figures.server";
import { channelPerformance } from "~/models/campaign-performance.server";
import { campaignOutcomes } from "~/models/campaign-outcomes.server";
import { campaignBudgetAdvice } from "~/services/outcomes/budget-advice.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { readQuery, readUrl } from "~/services/http/request.server";
import { requireCompany, requestOrigin, type CompanyContext } from "~/services/auth/gate.server";
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
        ...submission.reply({ formErrors: ["campaign-performance:performance.delivery.conflict"] }),
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

/**
 * /campaign-performance/campaign/?id= (spec 1 §2 "view performance"): the campaign's results with
 * their period (the same figures as its analytics, share page and exports: docs/decisions/045), the
 * order summary with each channel's status, live link, dates, price, clicks and applicants and its
 * tracking links, and the target group. The charts live in the campaign's analytics
 * (/analytics/campaign/?id=), linked from here when the company has recruitment_analytics.
 */
export async function loadPerformancePage(args: RequestArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const { company, features } = context;
  const id = readQuery(request).get("id");
  // without an id there is no campaign to show: the ordered campaigns to choose from (issue 42 §2)
  if (!id) throw redirect(ORDERED_LIST_PATH);
  const locale = await getLocale(args);
  const t = await getT(locale, "campaign-list");
  const summary = await requireCampaignSummary(company.id, id, locale);
  const { campaign } = summary;
  const now = new Date();
  const ordered = isOrdered(campaign.status);
  const period = campaignPeriodOf(readUrl(request), campaign.createdAt);
  const [results, deliveries, figures, outcomes, advice] = ordered
    ? await Promise.all([
        channelPerformance(company.id, campaign.id),
        channelDeliveries(company.id, campaign.id),
        // the campaign's figures, counted where every other screen counts them (docs/decisions/045)
        campaignFigures(company.id, campaign, period),
        // applications and hires back from the ATS, of the same period (issue 52 §3, decision 080)
        campaignOutcomes(company.id, campaign, period, locale),
        // budget advice from those results while the campaign runs (issue 52 §4)
        campaignBudgetAdvice(company.id, summary, now),
      ])
    : ([new Map(), new Map(), null, null, null] as [
        Awaited<ReturnType<typeof channelPerformance>>,
        Awaited<ReturnType<typeof channelDeliveries>>,
        null,
        null,
        null,
      ]);
  const consultant = isConsultant(context);
  const origin = requestOrigin(request);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const approval = await approvalOf(context, campaign.id, campaign.status);
  return {
    title: t("titles.performance", { name: campaign.name || t("no-name") }),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      createdAt: campaign.createdAt.toISOString(),
      orderedAt: iso(campaign.orderedAt),
      availabilityDate: iso(campaign.availabilityDate),
      orderedTotalCents: campaign.orderedTotalCents,
      orderedCurrency: campaign.orderedCurrency ?? summary.price.currency,
      targetGroup: campaign.targetGroup,
      // spec 1 §7 campaign.cancellation.request: asked on the order's page, reached from here
      cancellable: CANCELLABLE_STATUSES.includes(campaign.status ?? ""),
      cancellationRequestedAt: iso(campaign.cancellationRequestedAt),
      // issue 12 §5: the public job page (schema.org JobPosting), while the campaign is public
      jobPage: PUBLIC_STATUSES.includes(campaign.status ?? "") ? `/jobs/${campaign.id}` : null,
    },
    channels: summary.channels.map((c) => {
      const from = c.onlineFrom ?? campaign.availabilityDate;
      const delivery = deliveries.get(c.id);
      return {
        id: c.id,
        name: c.name,
        homepage: c.homepage,
        focus: c.focus,
        price: c.price,
        currency: c.currency,
        liveUrl: c.liveUrl,
        onlineFrom: iso(from),
        onlineUntil: iso(
          c.onlineUntil ?? (from ? new Date(from.getTime() + c.daysOnline * 86_400_000) : null),
        ),
        status: channelDisplayStatus(
          campaign.status,
          delivery?.status ?? null,
          channelLifecycleStatus(campaign.orderedAt, from, c.daysOnline, now),
        ),
        // docs/decisions/013: processing → processed | notProcessed (with a reason)
        delivery: delivery?.status ? { status: delivery.status, reason: delivery.reason } : null,
        canMark: consultant && canMarkDelivery(campaign.status, delivery?.status ?? null),
        // the links the channel publishes: clicks and applicants count only for ordered campaigns
        tracking: ordered
          ? {
              clicks: results.get(c.id)?.clicks ?? 0,
              applicants: results.get(c.id)?.applicants ?? 0,
              costPerApplicantCents: channelCostPerApplicant(c.price, results.get(c.id)?.applicants ?? 0),
              link: `${origin}/t/${campaign.id}/${c.id}`,
              pixel: `${origin}/t/${campaign.id}/${c.id}/application`,
            }
          : null,
      };
    }),
    approval: approval && {
      status: approval.status,
      requestedAt: iso(approval.requestedAt),
      decidedAt: iso(approval.decidedAt),
      reason: approval.rejectionReason,
      canDecide: approval.canDecide,
    },
    figures,
    // actual against the builder's forecast (issue 51 §5, docs/decisions/078)
    againstForecast: figures ? campaignResults(summary.channels, figures, summary.forecast, summary.campaign.orderedTotalCents ?? summary.price.total).forecast : null,
    outcomes,
    advice,
    // "Apply" makes a re-order draft: only where re-ordering is on (spec 1 §2 copy_campaign)
    reorder: features.copy_campaign,
    price: summary.price,
    // spec 2 §2: the campaign's analytics, when the company has them (issue 14)
    analytics: features.recruitment_analytics,
  };
}

/**
 * An order request's state for the campaign's page (approve_flow, issue 4 §6): while it waits, and
 * once rejected with the approver's reason — which the requester saw nowhere but on the
 * thank-you page they had already left. Approvers get the way to decide.
 */
async function approvalOf(context: CompanyContext, campaignId: string, campaignStatus: string | null) {
  if (campaignStatus !== "awaiting_approval" && campaignStatus !== "approval_rejected") return null;
  const status: "awaiting_approval" | "approval_rejected" = campaignStatus;
  const order = await latestOrder(context.company.id, campaignId);
  if (!order) return null;
  return { ...order, status, canDecide: status === "awaiting_approval" && context.roles.includes("approver") };
}
