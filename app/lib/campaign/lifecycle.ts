/**
 * The campaign lifecycle after ordering (issue 11 §5, docs/decisions/013-campaign-lifecycle.md).
 * Pure rules: the job in app/services/jobs/campaigns.server.ts loads a campaign, asks `nextLifecycle`
 * what should change at `now`, and writes only that. Running it twice changes nothing the second
 * time, so a sweep and an enqueued job may overlap freely.
 *
 *   ordered ──(order)──▶ each channel `processing`
 *   processing ──(consultant: posted + live URL / free channel)──▶ `processed`
 *   processing ──(consultant: failed + reason / cancelled / end passed)──▶ `notProcessed`
 *   campaign: ordered ──(availability date reached, ≥ 1 channel processed)──▶ online
 *             online  ──(longest days online over)──▶ expired
 *             ordered ──(end passed or every channel notProcessed)──▶ notProcessed
 *             a cancellation request stops it: online → expired, ordered → notProcessed
 */

export const DELIVERY_STATUSES = ["processing", "processed", "notProcessed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Reasons the system writes itself; a consultant's reason is free text. */
export const SYSTEM_REASONS = {
  cancelled: "cancelled",
  notPostedInTime: "not-posted-in-time",
} as const;

/** Campaign statuses the lifecycle still moves; every other status is final or not ordered. */
export const LIVE_STATUSES = ["ordered", "online"] as const;

export interface LifecycleChannel {
  channelId: string;
  deliveryStatus: DeliveryStatus | null;
  /** price frozen at order time; 0 = nothing to buy (free, organic or the company's own channel) */
  orderedPriceCents: number | null;
  onlineUntil: Date | null;
}

export interface LifecycleCampaign {
  status: string;
  availabilityDate: Date | null;
  cancellationRequestedAt: Date | null;
  channels: LifecycleChannel[];
}

export interface ChannelChange {
  channelId: string;
  deliveryStatus: DeliveryStatus;
  reason: string | null;
}

export interface LifecycleStep {
  /** the campaign's status after this step (unchanged when nothing is due) */
  status: string;
  channelChanges: ChannelChange[];
}

/**
 * A channel ordered at price 0 needs no one to buy a posting: the company publishes it itself with
 * its tracking link, so it counts as processed at once. Paid channels wait for a consultant.
 */
export function needsManualPosting(channel: Pick<LifecycleChannel, "orderedPriceCents">) {
  return (channel.orderedPriceCents ?? 0) > 0;
}

/** The campaign ends when its longest-running channel does (availability + longest days online). */
export function campaignEnd(campaign: Pick<LifecycleCampaign, "availabilityDate" | "channels">) {
  const ends = campaign.channels.flatMap((c) => (c.onlineUntil ? [c.onlineUntil.getTime()] : []));
  if (ends.length > 0) return new Date(Math.max(...ends));
  return campaign.availabilityDate;
}

/** What is due for a campaign at `now`. Idempotent: applying the step and asking again yields no change. */
export function nextLifecycle(campaign: LifecycleCampaign, now: Date): LifecycleStep {
  if (!(LIVE_STATUSES as readonly string[]).includes(campaign.status)) {
    return { status: campaign.status, channelChanges: [] };
  }
  const cancelled =
    campaign.cancellationRequestedAt !== null && campaign.cancellationRequestedAt <= now;
  const end = campaignEnd(campaign);
  const ended = end !== null && now >= end;

  const channelChanges: ChannelChange[] = [];
  const delivery = new Map<string, DeliveryStatus | null>();
  for (const channel of campaign.channels) {
    let next: ChannelChange | null = null;
    // a channel ordered before delivery statuses existed counts as processing
    const current = channel.deliveryStatus ?? "processing";
    if (current === "processing") {
      if (cancelled)
        next = {
          channelId: channel.channelId,
          deliveryStatus: "notProcessed",
          reason: SYSTEM_REASONS.cancelled,
        };
      else if (!needsManualPosting(channel))
        next = { channelId: channel.channelId, deliveryStatus: "processed", reason: null };
      else if (ended)
        next = {
          channelId: channel.channelId,
          deliveryStatus: "notProcessed",
          reason: SYSTEM_REASONS.notPostedInTime,
        };
      else if (channel.deliveryStatus === null)
        next = { channelId: channel.channelId, deliveryStatus: "processing", reason: null };
    }
    if (next) channelChanges.push(next);
    delivery.set(channel.channelId, next?.deliveryStatus ?? current);
  }
  const statuses = [...delivery.values()];
  const anyProcessed = statuses.includes("processed");
  const allFailed = statuses.length > 0 && statuses.every((s) => s === "notProcessed");

  let status = campaign.status;
  if (cancelled) status = campaign.status === "online" ? "expired" : "notProcessed";
  else if (ended)
    status = campaign.status === "online" || anyProcessed ? "expired" : "notProcessed";
  else if (campaign.status === "ordered" && allFailed) status = "notProcessed";
  else if (
    campaign.status === "ordered" &&
    anyProcessed &&
    campaign.availabilityDate !== null &&
    now >= campaign.availabilityDate
  ) {
    status = "online";
  }
  return { status, channelChanges };
}

/** Only a channel still being processed can be marked; the decision is final. */
export function canMarkDelivery(campaignStatus: string, deliveryStatus: DeliveryStatus | null) {
  return (
    (LIVE_STATUSES as readonly string[]).includes(campaignStatus) &&
    (deliveryStatus ?? "processing") === "processing"
  );
}

/**
 * The status badge of one channel on the performance page: its delivery first (a channel still
 * processing is only ordered, a failed one is not processed), then its own online window; a
 * processed channel of a campaign that ended early (cancellation) shows expired.
 */
export function channelDisplayStatus(
  campaignStatus: string,
  delivery: DeliveryStatus | null,
  dateStatus: "pending" | "ordered" | "online" | "expired",
) {
  if (delivery === null) return dateStatus;
  if (delivery === "notProcessed") return "notProcessed" as const;
  if (delivery === "processing") return "ordered" as const;
  if (dateStatus === "online" && campaignStatus === "expired") return "expired" as const;
  return dateStatus;
}
