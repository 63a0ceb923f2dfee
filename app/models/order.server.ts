import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import {
  campaignCancellationRequests,
  campaignChannels,
  campaignOrders,
  campaigns,
  contracts,
  jobAdFiles,
  users,
} from "~/db/schema";
import { isPurchasable } from "~/lib/campaign/pricing";
import { PENDING_STATUSES } from "~/lib/campaign/status";
import { convertCents } from "~/lib/fx";
import { nextWorkingDay, onlineWindow } from "~/lib/campaign/order-dates";
import { CANCELLATION_REASON_MAX } from "~/lib/validation/approval";
import { isUuid } from "./campaign.server";
import { loadBasket, pricedBasket } from "./checkout.server";
import { addToOutbox, type OutboxJob } from "./job-outbox.server";

/**
 * Ordering (issue 4 §6, spec 1 §4 "Ordering", §7 order_campaign / request_order_campaign_approval /
 * approve_order / reject_order / campaign.cancellation.request, §8 "Order 409").
 *
 * Every transition is a conditional UPDATE (… WHERE status IN (…) RETURNING) inside a transaction:
 * of two concurrent orders only one finds the campaign still pending, the other gets the 409
 * result. A contract is charged with `remaining >= amount` in the same transaction, so its budget
 * never goes below zero.
 *
 * Money (decision 079): the order is in the company's currency; each line keeps its own currency,
 * its amount in it, the amount converted into the order's currency and the reference rate and
 * date used, so a later rate import never changes a placed order. A channel whose currency has no
 * rate cannot be ordered ("missing-rate", a 400), and a contract in another currency is charged
 * the total converted at the same rates.
 */
export const ORDERABLE_STATUSES: string[] = [...PENDING_STATUSES];

export type OrderResult =
  | { status: "ordered" | "awaiting_approval"; orderId: string; totalCents: number }
  | { status: "conflict" }
  | { status: "empty-basket" }
  | { status: "insufficient-budget" }
  | { status: "missing-rate"; currencies: string[]; currency: string };

export interface OrderInput {
  companyId: string;
  userId: string;
  campaignId: string;
  /** approve_flow: the order becomes a request an approver decides */
  requireApproval: boolean;
  /** pay from this contract; null = by invoice */
  contractId: string | null;
  companyDetailsId: string;
  invoiceInformationId: string;
  /** the validated checkout values, kept with the order */
  checkout: Record<string, unknown>;
  /** jobs that start once the order is placed (not for a request awaiting approval): written with it */
  jobs?: readonly OutboxJob[];
  now?: Date;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Thrown inside a transaction to roll it back with a result. */
class Rollback {
  constructor(readonly result: OrderResult) {}
}

async function inTransaction(run: (tx: Tx) => Promise<OrderResult>): Promise<OrderResult> {
  const db = await getDb();
  try {
    return await db.transaction(run);
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

/**
 * Sets the per-channel online window once a campaign is ordered, and starts each channel's delivery
 * (processing; the lifecycle job takes it from there: docs/decisions/013).
 */
async function scheduleChannels(tx: Tx, companyId: string, campaignId: string, availability: Date) {
  for (const channel of await loadBasket(companyId, campaignId, tx)) {
    await tx
      .update(campaignChannels)
      .set({ ...onlineWindow(availability, channel.daysOnline), deliveryStatus: "processing" })
      .where(and(eq(campaignChannels.campaignId, campaignId), eq(campaignChannels.channelId, channel.id)));
  }
}

export async function placeOrder(input: OrderInput): Promise<OrderResult> {
  const now = input.now ?? new Date();
  const status = input.requireApproval ? "awaiting_approval" : "ordered";
  const availability = nextWorkingDay(now);
  return inTransaction(async (tx) => {
    // 1. claim the campaign: only a pending one moves on (a second or concurrent order finds none)
    const claimed = await tx
      .update(campaigns)
      .set({
        status,
        orderRequestedAt: now,
        updatedAt: now,
        ...(input.requireApproval ? {} : { orderedAt: now, orderedBy: input.userId, availabilityDate: availability }),
      })
      .where(
        and(
          eq(campaigns.companyId, input.companyId),
          eq(campaigns.id, input.campaignId),
          inArray(campaigns.status, ORDERABLE_STATUSES),
        ),
      )
      .returning({ id: campaigns.id });
    if (claimed.length === 0) return { status: "conflict" };

    // 2. price the basket as it is now (it cannot change any more: the campaign is no longer pending)
    const { channels, rates, summary } = await pricedBasket(input.companyId, input.campaignId, tx);
    if (summary.purchasableCount === 0) throw new Rollback({ status: "empty-basket" });
    // never a silent 1:1: a price that cannot be converted cannot be ordered
    if (summary.missingRates.length > 0) {
      throw new Rollback({ status: "missing-rate", currencies: summary.missingRates, currency: summary.currency });
    }

    // 3. charge the contract, never below zero, in the contract's currency
    let contractChargedCents: number | null = null;
    if (input.contractId) {
      const [contract] = isUuid(input.contractId)
        ? await tx
            .select({ currency: contracts.currency })
            .from(contracts)
            .where(and(eq(contracts.companyId, input.companyId), eq(contracts.id, input.contractId)))
        : [];
      if (!contract) throw new Rollback({ status: "insufficient-budget" });
      contractChargedCents = convertCents(summary.total, summary.currency, contract.currency, rates);
      if (contractChargedCents === null) {
        throw new Rollback({ status: "missing-rate", currencies: [contract.currency], currency: summary.currency });
      }
      const charged = await tx
        .update(contracts)
        .set({ remainingBudgetCents: sql`${contracts.remainingBudgetCents} - ${contractChargedCents}` })
        .where(
          and(
            eq(contracts.companyId, input.companyId),
            eq(contracts.id, input.contractId),
            gte(contracts.remainingBudgetCents, contractChargedCents),
            gte(contracts.endDate, now.toISOString().slice(0, 10)),
          ),
        )
        .returning({ id: contracts.id });
      if (charged.length === 0) throw new Rollback({ status: "insufficient-budget" });
    }

    // 4. freeze the prices: each line in its own currency and as converted into the order's
    for (const [i, channel] of channels.entries()) {
      const line = isPurchasable(channel) ? summary.lines[i] : null;
      await tx
        .update(campaignChannels)
        .set({
          orderedPriceCents: line ? channel.price : 0,
          orderedCurrency: channel.currency,
          orderedConvertedCents: line?.cents ?? 0,
          orderedRate: line?.rate ?? null,
          orderedRateDate: line?.rateDate ?? null,
        })
        .where(and(eq(campaignChannels.campaignId, input.campaignId), eq(campaignChannels.channelId, channel.id)));
    }
    await tx
      .update(campaigns)
      .set({ orderedTotalCents: summary.total, orderedCurrency: summary.currency })
      .where(and(eq(campaigns.companyId, input.companyId), eq(campaigns.id, input.campaignId)));
    if (!input.requireApproval) {
      await scheduleChannels(tx, input.companyId, input.campaignId, availability);
      await addToOutbox(tx, input.jobs ?? []);
    }

    // 5. the order record; it names the job ad's PDF/Word file when one was uploaded (issue 42 §12)
    const [file] = await tx
      .select({ fileName: jobAdFiles.fileName, mime: jobAdFiles.mime, bytes: sql<number>`octet_length(${jobAdFiles.file})`.mapWith(Number) })
      .from(jobAdFiles)
      .where(and(eq(jobAdFiles.companyId, input.companyId), eq(jobAdFiles.campaignId, input.campaignId)));
    const [order] = await tx
      .insert(campaignOrders)
      .values({
        companyId: input.companyId,
        campaignId: input.campaignId,
        status,
        requestedBy: input.userId,
        requestedAt: now,
        amountCents: summary.total,
        currency: summary.currency,
        contractId: input.contractId,
        contractChargedCents,
        companyDetailsId: input.companyDetailsId,
        invoiceInformationId: input.invoiceInformationId,
        checkout: file ? { ...input.checkout, jobAdFile: file } : input.checkout,
      })
      .returning({ id: campaignOrders.id });
    return { status, orderId: order.id, totalCents: summary.total };
  });
}

export type DecisionResult = { status: "ordered" | "approval_rejected" } | { status: "conflict" };

/** approve_order: an awaiting request becomes an order (the contract was charged at request time). */
export async function approveOrder(
  companyId: string,
  approverId: string,
  campaignId: string,
  now = new Date(),
  jobs: readonly OutboxJob[] = [],
) {
  const availability = nextWorkingDay(now);
  return decide(companyId, campaignId, async (tx, order) => {
    await addToOutbox(tx, jobs);
    await tx
      .update(campaigns)
      .set({ status: "ordered", orderedAt: now, orderedBy: order.requestedBy, availabilityDate: availability, updatedAt: now })
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
    await scheduleChannels(tx, companyId, campaignId, availability);
    await tx
      .update(campaignOrders)
      .set({ status: "approved", decidedBy: approverId, decidedAt: now })
      .where(and(eq(campaignOrders.companyId, companyId), eq(campaignOrders.id, order.id)));
    return { status: "ordered" as const };
  });
}

/** reject_order: the request is rejected with a reason and a charged contract gets its money back. */
export async function rejectOrder(companyId: string, approverId: string, campaignId: string, reason: string, now = new Date()) {
  return decide(companyId, campaignId, async (tx, order) => {
    await tx.update(campaigns).set({ status: "approval_rejected", updatedAt: now }).where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
    if (order.contractId) {
      await tx
        .update(contracts)
        // what the budget was charged, in its own currency (decision 079)
        .set({ remainingBudgetCents: sql`${contracts.remainingBudgetCents} + ${order.contractChargedCents ?? order.amountCents}` })
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, order.contractId)));
    }
    await tx
      .update(campaignOrders)
      .set({ status: "approval_rejected", decidedBy: approverId, decidedAt: now, rejectionReason: reason })
      .where(and(eq(campaignOrders.companyId, companyId), eq(campaignOrders.id, order.id)));
    return { status: "approval_rejected" as const };
  });
}

async function decide(
  companyId: string,
  campaignId: string,
  apply: (
    tx: Tx,
    order: { id: string; requestedBy: string | null; contractId: string | null; amountCents: number; contractChargedCents: number | null },
  ) => Promise<DecisionResult>,
): Promise<DecisionResult> {
  if (!isUuid(campaignId)) return { status: "conflict" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    // lock the request: only one decision wins
    const [order] = await tx
      .update(campaignOrders)
      .set({ status: "deciding" })
      .where(
        and(
          eq(campaignOrders.companyId, companyId),
          eq(campaignOrders.campaignId, campaignId),
          eq(campaignOrders.status, "awaiting_approval"),
        ),
      )
      .returning({
        id: campaignOrders.id,
        requestedBy: campaignOrders.requestedBy,
        contractId: campaignOrders.contractId,
        amountCents: campaignOrders.amountCents,
        contractChargedCents: campaignOrders.contractChargedCents,
      });
    if (!order) return { status: "conflict" };
    return apply(tx, order);
  });
}

/**
 * The approvals screen: every open request of the company, oldest first, and the 50 latest
 * decisions. Direct orders share the table, so the limit applies to the decisions only.
 */
export async function listApprovalRequests(companyId: string) {
  const db = await getDb();
  const requests = (statuses: string[]) =>
    db
      .select({
      campaignId: campaignOrders.campaignId,
      campaignName: campaigns.name,
      status: campaignOrders.status,
      amountCents: campaignOrders.amountCents,
      currency: campaignOrders.currency,
      requestedAt: campaignOrders.requestedAt,
      decidedAt: campaignOrders.decidedAt,
      rejectionReason: campaignOrders.rejectionReason,
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      requesterEmail: users.email,
    })
      .from(campaignOrders)
      .innerJoin(campaigns, and(eq(campaigns.id, campaignOrders.campaignId), eq(campaigns.companyId, companyId)))
      .leftJoin(users, eq(users.id, campaignOrders.requestedBy))
      .where(and(eq(campaignOrders.companyId, companyId), inArray(campaignOrders.status, statuses)));
  const [open, decided] = await Promise.all([
    requests(["awaiting_approval"]).orderBy(asc(campaignOrders.requestedAt)),
    requests(["approved", "approval_rejected"]).orderBy(desc(campaignOrders.requestedAt)).limit(50),
  ]);
  return { open, decided };
}

/** The latest order or request of a campaign (thank-you page, status texts). */
export async function latestOrder(companyId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({
      status: campaignOrders.status,
      amountCents: campaignOrders.amountCents,
      currency: campaignOrders.currency,
      requestedAt: campaignOrders.requestedAt,
      decidedAt: campaignOrders.decidedAt,
      rejectionReason: campaignOrders.rejectionReason,
      contractId: campaignOrders.contractId,
      checkout: campaignOrders.checkout,
    })
    .from(campaignOrders)
    .where(and(eq(campaignOrders.companyId, companyId), eq(campaignOrders.campaignId, campaignId)))
    .orderBy(desc(campaignOrders.requestedAt))
    .limit(1);
  return row;
}

export const CANCELLABLE_STATUSES = ["ordered", "online"];

/**
 * PUT campaign.cancellation.request: records the request once for an ordered campaign.
 * "not-ordered" for drafts and requests; "already-requested" when it was asked before.
 */
export async function requestCancellation(companyId: string, userId: string, campaignId: string, reason = "") {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(campaigns)
      .set({ cancellationRequestedAt: new Date() })
      .where(
        and(
          eq(campaigns.companyId, companyId),
          eq(campaigns.id, campaignId),
          inArray(campaigns.status, CANCELLABLE_STATUSES),
          sql`${campaigns.cancellationRequestedAt} is null`,
        ),
      )
      .returning({ id: campaigns.id });
    if (!campaign) {
      const [existing] = await tx
        .select({ at: campaigns.cancellationRequestedAt })
        .from(campaigns)
        .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
      return existing?.at ? ("already-requested" as const) : ("not-ordered" as const);
    }
    await tx
      .insert(campaignCancellationRequests)
      .values({ campaignId, companyId, requestedBy: userId, reason: reason.trim().slice(0, CANCELLATION_REASON_MAX) })
      .onConflictDoNothing();
    return "requested" as const;
  });
}
