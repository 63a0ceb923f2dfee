import { and, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaignChannels, campaigns } from "~/db/schema";
import {
  canMarkDelivery,
  LIVE_STATUSES,
  nextLifecycle,
  type DeliveryStatus,
  type LifecycleStep,
} from "~/lib/campaign/lifecycle";
import { isUuid } from "~/lib/uuid";

/**
 * The campaign lifecycle's SQL (docs/decisions/013). The rules are in app/lib/campaign/lifecycle.ts;
 * this loads a campaign, applies the step the rules give, and writes every change as a conditional
 * UPDATE (… WHERE status = the status it was read with), so two runs at once — a sweep on one
 * instance and an enqueued job on another — cannot move a campaign twice or backwards.
 */

/** At most this many campaigns per sweep; the next sweep takes the rest. */
export const SWEEP_BATCH = 500;

/** Advances one of a company's campaigns to what is due at `now`. Returns what it changed. */
export async function advanceCampaign(companyId: string, campaignId: string, now = new Date()) {
  if (!isUuid(companyId) || !isUuid(campaignId)) return null;
  const db = await getDb();
  return db.transaction(async (tx): Promise<(LifecycleStep & { from: string }) | null> => {
    const [campaign] = await tx
      .select({
        status: campaigns.status,
        availabilityDate: campaigns.availabilityDate,
        cancellationRequestedAt: campaigns.cancellationRequestedAt,
      })
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
    if (!campaign) return null;
    const channels = await tx
      .select({
        channelId: campaignChannels.channelId,
        deliveryStatus: campaignChannels.deliveryStatus,
        orderedPriceCents: campaignChannels.orderedPriceCents,
        onlineUntil: campaignChannels.onlineUntil,
      })
      .from(campaignChannels)
      .where(eq(campaignChannels.campaignId, campaignId));
    const step = nextLifecycle({ ...campaign, channels }, now);
    for (const change of step.channelChanges) {
      await tx
        .update(campaignChannels)
        .set({
          deliveryStatus: change.deliveryStatus,
          deliveryReason: change.reason,
          // a channel that only got its initial "processing" has no decision yet
          deliveryDecidedAt: change.deliveryStatus === "processing" ? null : now,
        })
        .where(
          and(
            eq(campaignChannels.campaignId, campaignId),
            eq(campaignChannels.channelId, change.channelId),
            or(
              sql`${campaignChannels.deliveryStatus} is null`,
              eq(campaignChannels.deliveryStatus, "processing"),
            ),
          ),
        );
    }
    if (step.status !== campaign.status) {
      await tx
        .update(campaigns)
        .set({ status: step.status, updatedAt: now })
        .where(
          and(
            eq(campaigns.companyId, companyId),
            eq(campaigns.id, campaignId),
            eq(campaigns.status, campaign.status),
          ),
        );
    }
    return { ...step, from: campaign.status };
  });
}

/**
 * Campaigns of every company where something may be due at `now`: a cancellation, an ordered one
 * past its availability date, a free channel still waiting, or an end that has passed.
 */
export async function campaignsDue(now = new Date(), limit = SWEEP_BATCH) {
  const db = await getDb();
  const channelOf = sql`cc.campaign_id = ${campaigns.id}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({ id: campaigns.id, companyId: campaigns.companyId })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.status, [...LIVE_STATUSES]),
        or(
          sql`${campaigns.cancellationRequestedAt} <= ${at}`,
          and(eq(campaigns.status, "ordered"), sql`${campaigns.availabilityDate} <= ${at}`),
          sql`coalesce((select max(cc.online_until) from campaign_channels cc where ${channelOf}), ${campaigns.availabilityDate}) <= ${at}`,
          sql`exists (select 1 from campaign_channels cc where ${channelOf}
            and coalesce(cc.delivery_status, 'processing') = 'processing' and coalesce(cc.ordered_price_cents, 0) = 0)`,
        ),
      ),
    )
    .orderBy(campaigns.availabilityDate)
    .limit(limit);
}

export type DeliveryMark =
  | { deliveryStatus: Extract<DeliveryStatus, "processed">; liveUrl: string }
  | { deliveryStatus: Extract<DeliveryStatus, "notProcessed">; reason: string };

/**
 * A consultant marks a channel of a company's ordered campaign posted (with its live URL) or failed
 * (with a reason). "not-found" for another company's campaign or a channel not in it; "conflict"
 * when the channel was already decided or the campaign no longer runs.
 */
export async function markChannelDelivery(
  companyId: string,
  campaignId: string,
  channelId: string,
  mark: DeliveryMark,
  decidedBy: string,
  now = new Date(),
) {
  if (!isUuid(campaignId) || !isUuid(channelId)) return "not-found" as const;
  const db = await getDb();
  const [current] = await db
    .select({ status: campaigns.status, deliveryStatus: campaignChannels.deliveryStatus })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .where(
      and(
        eq(campaigns.companyId, companyId),
        eq(campaignChannels.campaignId, campaignId),
        eq(campaignChannels.channelId, channelId),
      ),
    );
  if (!current) return "not-found" as const;
  if (!canMarkDelivery(current.status, current.deliveryStatus)) return "conflict" as const;
  const updated = await db
    .update(campaignChannels)
    .set({
      deliveryStatus: mark.deliveryStatus,
      deliveryReason: mark.deliveryStatus === "notProcessed" ? mark.reason : null,
      ...(mark.deliveryStatus === "processed" ? { liveUrl: mark.liveUrl } : {}),
      deliveryDecidedAt: now,
      deliveryDecidedBy: decidedBy,
    })
    .where(
      and(
        eq(campaignChannels.campaignId, campaignId),
        eq(campaignChannels.channelId, channelId),
        or(
          sql`${campaignChannels.deliveryStatus} is null`,
          eq(campaignChannels.deliveryStatus, "processing"),
        ),
        // the company check again, inside the statement that writes
        sql`exists (select 1 from campaigns c where c.id = ${campaignId} and c.company_id = ${companyId}
          and c.status in ('ordered', 'online'))`,
      ),
    )
    .returning({ channelId: campaignChannels.channelId });
  return updated.length > 0 ? ("marked" as const) : ("conflict" as const);
}

/** Each channel's delivery of one of the company's campaigns (the performance page). */
export async function channelDeliveries(companyId: string, campaignId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      channelId: campaignChannels.channelId,
      status: campaignChannels.deliveryStatus,
      reason: campaignChannels.deliveryReason,
      decidedAt: campaignChannels.deliveryDecidedAt,
    })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .where(and(eq(campaigns.companyId, companyId), eq(campaignChannels.campaignId, campaignId)));
  return new Map(rows.map(({ channelId, ...delivery }) => [channelId, delivery]));
}
