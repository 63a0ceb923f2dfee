import { advanceCampaign, campaignsDue } from "~/models/campaign-lifecycle.server";
import { logger } from "~/platform/logger.server";
import type { OutboxJob } from "~/models/job-outbox.server";
import { enqueue } from "./runner.server";
import { defineJob, nowOf, type ClockData } from "./types";

/**
 * The campaign lifecycle (docs/decisions/013): one job per campaign, enqueued when it is ordered
 * and when a consultant marks a channel, plus a sweep every minute for what dates make due
 * (availability date, end of the longest days online, a cancellation).
 */
export const CAMPAIGN_LIFECYCLE = "campaign-lifecycle";
export const CAMPAIGN_LIFECYCLE_SWEEP = "campaign-lifecycle-sweep";

export interface CampaignLifecycleData extends ClockData {
  companyId: string;
  campaignId: string;
}

/** After a consultant's mark: advance this campaign now rather than at the next sweep. */
export function enqueueCampaignLifecycle(companyId: string, campaignId: string) {
  return enqueue(CAMPAIGN_LIFECYCLE, { companyId, campaignId } satisfies CampaignLifecycleData);
}

/** The lifecycle job of an order, written in the order's own transaction (the outbox, issue 36 §10). */
export function campaignLifecycleJob(companyId: string, campaignId: string): OutboxJob {
  return { queue: CAMPAIGN_LIFECYCLE, data: { companyId, campaignId } satisfies CampaignLifecycleData };
}

export async function runCampaignLifecycle(data: CampaignLifecycleData) {
  const step = await advanceCampaign(data.companyId, data.campaignId, nowOf(data));
  if (step && step.status !== step.from) {
    logger.info(
      { campaignId: data.campaignId, from: step.from, to: step.status },
      "campaign status changed",
    );
  }
  return { status: step?.status ?? null };
}

/** Every campaign with something due; returns how many it looked at and how many changed. */
export async function runCampaignLifecycleSweep(data: ClockData = {}) {
  const now = nowOf(data);
  let changed = 0;
  const due = await campaignsDue(now);
  for (const campaign of due) {
    const step = await advanceCampaign(campaign.companyId, campaign.id, now);
    if (step && (step.status !== step.from || step.channelChanges.length > 0)) changed++;
  }
  if (changed > 0) logger.info({ checked: due.length, changed }, "campaign lifecycle sweep");
  return { checked: due.length, changed };
}

export const campaignJobs = [
  defineJob<CampaignLifecycleData>({
    name: CAMPAIGN_LIFECYCLE,
    handler: runCampaignLifecycle,
    // a consultant's mark should show within seconds, not at the next sweep
    pollingIntervalSeconds: 1,
    queue: { retryLimit: 3, retryDelay: 10, expireInSeconds: 60 },
  }),
  defineJob<ClockData>({
    name: CAMPAIGN_LIFECYCLE_SWEEP,
    handler: runCampaignLifecycleSweep,
    schedule: "* * * * *",
    runAtStart: true,
    // stately: at most one sweep waiting and one running, however many instances fire
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 300 },
  }),
];
