import type { RequestArgs } from "~/services/http/request-context.server";
import { data } from "@remix-run/node";
import { z } from "zod";
import { ADVICE_RULES, budgetAdvice, type Advice } from "~/lib/outcomes/advice";
import { median } from "~/lib/outcomes/figures";
import { campaignPaths } from "~/lib/campaign/list";
import { displayStatus } from "~/lib/campaign/status";
import { copyCampaignWithBasket } from "~/models/campaign.server";
import { applicationsSince, campaignOutcomes } from "~/models/campaign-outcomes.server";
import { applicantsInFirstDays } from "~/models/campaign-performance.server";
import { purchasableChannelIds, type CampaignSummary } from "~/models/campaign-summary.server";
import { requireCampaignSummary } from "../campaigns/summary.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { once } from "~/services/http/once.server";
import { redirectWithToast } from "~/services/session.server";
import { notFound } from "~/lib/not-found";

/**
 * Budget advice for a running campaign (issue 52 §4, docs/decisions/080): the campaign's outcomes
 * over its whole life, its recent applications and, for "stop", its channels' first days against
 * the company's other campaigns of the job family — read here, judged by lib/outcomes/advice.ts.
 */
const DAY_MS = 86_400_000;

export async function campaignBudgetAdvice(companyId: string, summary: CampaignSummary, now = new Date()): Promise<Advice[] | null> {
  const { campaign } = summary;
  // advice is for a running campaign: there is still budget to move, extend or stop
  if (displayStatus(campaign.status) !== "online") return null;
  const jobFunction = campaign.targetGroup?.jobFunction ?? null;
  const [outcomes, recent, postings] = await Promise.all([
    campaignOutcomes(companyId, campaign),
    applicationsSince(companyId, campaign.id, new Date(now.getTime() - ADVICE_RULES.recentDays * DAY_MS)),
    applicantsInFirstDays(companyId, campaign.id, jobFunction?.id ?? null, ADVICE_RULES.stopAfterDays, now),
  ]);
  const family = postings.filter((p) => p.campaignId !== campaign.id).map((p) => p.applicants);
  const own = new Map(postings.filter((p) => p.campaignId === campaign.id).map((p) => [p.channelId, p.applicants]));
  const byId = new Map(outcomes.channels.map((c) => [c.channelId, c]));
  const channels = summary.channels.flatMap((c) => {
    const o = byId.get(c.id);
    if (!o) return [];
    const from = c.onlineFrom ?? campaign.availabilityDate;
    return [
      {
        channelId: c.id,
        name: c.name,
        priceCents: o.costCents,
        durationDays: c.daysOnline,
        onlineFrom: from,
        onlineUntil: c.onlineUntil ?? (from ? new Date(from.getTime() + c.daysOnline * DAY_MS) : null),
        applications: o.applications,
        hires: o.hires,
        costPerHireCents: o.costPerHireCents,
        recentApplications: recent.get(c.id) ?? 0,
        firstDaysApplicants: own.get(c.id) ?? null,
      },
    ];
  });
  return budgetAdvice({ now, channels, family: { label: jobFunction?.label ?? null, median: median(family), postings: family.length } });
}

const applySchema = z.object({ intent: z.literal("apply-advice"), advice: z.string().min(1).max(200) });

/**
 * "Apply" (the performance page's POST form, works without JavaScript): the advice, judged again
 * from today's figures, becomes a re-order draft — a new draft campaign with the campaign's target
 * group and the advised basket — and the recruiter lands in its builder to review it. One draft per
 * rendered form (submission key); another company's campaign is a 404.
 */
export async function applyAdviceAction(args: RequestArgs, context: CompanyContext, campaignId: string | null, formData: FormData, locale: string) {
  // a re-order, so only where re-ordering is on (spec 1 §2 copy_campaign), like the lists' one
  if (!context.features.copy_campaign) notFound();
  const summary = await requireCampaignSummary(context.company.id, campaignId, locale);
  const parsed = applySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ adviceError: "advice.error.invalid" as const }, { status: 400 });
  const performancePath = campaignPaths.performance(summary.campaign.id);
  return once(context.company.id, formData, `advice:${summary.campaign.id}:${parsed.data.advice}`, async () => {
    const advice = (await campaignBudgetAdvice(context.company.id, summary))?.find((a) => a.id === parsed.data.advice);
    // the figures moved on since the page was drawn: this advice no longer holds
    if (!advice) return redirectWithToast(args, performancePath, { kind: "error", key: "outcomes:advice.gone" });
    const draftId = await copyCampaignWithBasket(context.company.id, context.user.id, summary.campaign.id, advice.basket, purchasableChannelIds(context.company.id));
    return redirectWithToast(args, summary.campaign.targetGroup ? campaignPaths.builder(draftId) : campaignPaths.mediaChannelsBuilder(draftId), {
      kind: "success",
      key: "campaigns:toast.advice-applied",
    });
  });
}
