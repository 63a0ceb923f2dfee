import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignCancellationRequests, campaignOrders, campaigns } from "../../app/db/schema";
import { placeOrder, requestCancellation } from "../../app/models/order.server";
import { action as approvalsAction, loader as approvalsLoader } from "../../app/routes/campaigns/approvals";
import { action as checkoutAction } from "../../app/routes/campaigns/checkout";
import { action as orderedAction, loader as orderedLoader } from "../../app/routes/campaigns/ordered";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import {
  campaignWithChannels,
  checkoutForm,
  checkoutReady,
  contractBudget,
  createContract,
  createPricedChannel,
  outcome,
  post,
} from "./checkout-fixtures";
import { addMembership, createUser, requestWithSession, signedInMember, loadContext } from "./fixtures";

const args = (request: Request) => ({ request, params: {}, context: loadContext() });

async function statusOf(campaignId: string) {
  const db = await getDb();
  const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row.status;
}

async function ordersOf(campaignId: string) {
  const db = await getDb();
  return db.select().from(campaignOrders).where(eq(campaignOrders.campaignId, campaignId));
}

/** A member with a campaign ready to order (details, invoice, job ad). */
async function readyToOrder(options: { features?: Record<string, boolean>; allowToOrder?: boolean; price?: number } = {}) {
  const member = await signedInMember({ features: options.features }, { allowToOrder: options.allowToOrder ?? true });
  const channel = await createPricedChannel(options.price ?? 40_000);
  const campaignId = await campaignWithChannels(member.company.id, [channel.id]);
  const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
  const order = (payment = "invoice") =>
    outcome(async () =>
      checkoutAction(
        args(await post(`/campaigns/checkout/?id=${campaignId}`, member.session, checkoutForm({ ...ready, channelIds: [channel.id], payment }))),
      ),
    );
  return { ...member, channel, campaignId, ready, order };
}

describe("ordering", () => {
  it("without allowToOrder the order is a 403 and nothing changes", async () => {
    const { campaignId, order } = await readyToOrder({ allowToOrder: false });
    const result = await order();
    expect(result.status).toBe(403);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual(["checkout.order.not-allowed"]);
    expect(await statusOf(campaignId)).toBe("pending");
    expect(await ordersOf(campaignId)).toHaveLength(0);
  });

  it("an already ordered campaign gives the 409 result and is never ordered twice", async () => {
    const { campaignId, order } = await readyToOrder();
    expect((await order()).status).toBe(302);
    const second = await order();
    expect(second.status).toBe(409);
    expect((second.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual(["checkout.order.conflict"]);
    expect(await ordersOf(campaignId)).toHaveLength(1);
  });

  it("two concurrent orders of one campaign: one wins, the other gets 409", async () => {
    const { campaignId, order } = await readyToOrder();
    const results = await Promise.all([order(), order()]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await ordersOf(campaignId)).toHaveLength(1);
    expect(await statusOf(campaignId)).toBe("ordered");
  });

  it("an order without a job ad, or with an empty basket, is refused with a message", async () => {
    const member = await signedInMember({}, { allowToOrder: true });
    const campaignId = await campaignWithChannels(member.company.id, []);
    const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
    const result = await outcome(async () =>
      checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, member.session, checkoutForm({ ...ready, channelIds: [] })))),
    );
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual(["checkout.order.empty-basket"]);
    expect(await statusOf(campaignId)).toBe("pending");
  });

  it("with company_logo_mandatory, company details without a logo cannot be ordered", async () => {
    const { campaignId, order } = await readyToOrder({ features: { company_logo_mandatory: true } });
    const result = await order();
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error.companyDetailsId).toEqual([
      "campaign-checkout.upload-required",
    ]);
    expect(await statusOf(campaignId)).toBe("pending");
  });
});

describe("paying from a contract", () => {
  it("charges the contract in the same transaction", async () => {
    const { company, order } = await readyToOrder({ price: 40_000 });
    const contractId = await createContract(company.id, 100_000);
    expect((await order(contractId)).status).toBe(302);
    expect(await contractBudget(contractId)).toBe(60_000);
  });

  it("an insufficient budget is a field error and the campaign stays pending", async () => {
    const { company, campaignId, order } = await readyToOrder({ price: 40_000 });
    const contractId = await createContract(company.id, 39_999);
    const result = await order(contractId);
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error.payment).toEqual(["checkout.payment.insufficient"]);
    expect(await statusOf(campaignId)).toBe("pending");
    expect(await contractBudget(contractId)).toBe(39_999);
  });

  it("another company's contract cannot be charged", async () => {
    const { order, campaignId } = await readyToOrder();
    const stranger = await signedInMember();
    const contractId = await createContract(stranger.company.id, 1_000_000);
    expect((await order(contractId)).status).toBe(400);
    expect(await contractBudget(contractId)).toBe(1_000_000);
    expect(await statusOf(campaignId)).toBe("pending");
  });

  it("budget never goes below zero under concurrent orders: budget for one, two orders", async () => {
    const member = await signedInMember({}, { allowToOrder: true });
    const channel = await createPricedChannel(30_000);
    const contractId = await createContract(member.company.id, 50_000);
    const first = await campaignWithChannels(member.company.id, [channel.id], "First");
    const second = await campaignWithChannels(member.company.id, [channel.id], "Second");
    const input = async (campaignId: string) => {
      const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
      return {
        companyId: member.company.id,
        userId: member.user.id,
        campaignId,
        requireApproval: false,
        contractId,
        ...ready,
        checkout: {},
      };
    };
    const [a, b] = await Promise.all([input(first), input(second)]);
    const results = await Promise.all([placeOrder(a), placeOrder(b)]);
    expect(results.map((r) => r.status).sort()).toEqual(["insufficient-budget", "ordered"]);
    expect(await contractBudget(contractId)).toBe(20_000);
    const statuses = [await statusOf(first), await statusOf(second)].sort();
    expect(statuses).toEqual(["ordered", "pending"]);
  });
});

describe("approval flow", () => {
  async function approverOf(companyId: string) {
    const approver = await createUser();
    await addMembership(approver.id, companyId, { roles: ["approver"], allowToOrder: true });
    return { user: approver, session: { userId: approver.id, companyId } };
  }

  async function decide(session: { userId: string; companyId: string }, fields: Record<string, string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return outcome(async () => approvalsAction(args(await post("/approvals", session, form))));
  }

  it("with approve_flow the order becomes a request that an approver approves", async () => {
    const { company, user, campaignId, order, session } = await readyToOrder({ features: { approve_flow: true } });
    const contractId = await createContract(company.id, 100_000);
    expect((await order(contractId)).status).toBe(302);
    expect(await statusOf(campaignId)).toBe("awaiting_approval");
    // the budget is reserved at request time
    expect(await contractBudget(contractId)).toBe(60_000);
    const thanks = await outcome(async () => orderedLoader(args(await requestWithSession(`/campaigns/ordered/?id=${campaignId}`, session))));
    expect((thanks.data as { campaign: { status: string } }).campaign.status).toBe("awaiting_approval");

    // a recruiter without the approver role does not see the screen and cannot decide
    expect((await outcome(async () => approvalsLoader(args(await requestWithSession("/approvals", session))))).status).toBe(404);
    expect((await decide(session, { intent: "approve", campaignId })).status).toBe(404);

    // 51 later direct orders of another campaign do not push the open request off the screen
    const later = await (await getDb()).insert(campaigns).values({ companyId: company.id, name: "Direct", status: "ordered" }).returning();
    await (await getDb()).insert(campaignOrders).values(
      Array.from({ length: 51 }, (_, i) => ({
        companyId: company.id,
        campaignId: later[0].id,
        status: "ordered",
        amountCents: 100,
        checkout: {},
        requestedAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );

    const approver = await approverOf(company.id);
    const list = await outcome(async () => approvalsLoader(args(await requestWithSession("/approvals", approver.session))));
    const open = (list.data as { open: { campaignId: string; amountCents: number }[] }).open;
    expect(open).toEqual([expect.objectContaining({ campaignId, amountCents: 40_000 })]);

    const approved = await decide(approver.session, { intent: "approve", campaignId });
    expect(approved.status).toBe(302);
    expect(await statusOf(campaignId)).toBe("ordered");
    const [request] = await ordersOf(campaignId);
    expect(request).toMatchObject({ status: "approved", decidedBy: approver.user.id, requestedBy: user.id });
    const db = await getDb();
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign.orderedBy).toBe(user.id);
    expect(campaign.availabilityDate).toBeInstanceOf(Date);
    expect(await contractBudget(contractId)).toBe(60_000);

    // deciding twice: 409
    expect((await decide(approver.session, { intent: "reject", campaignId, reason: "late" })).status).toBe(409);
  });

  it("a rejection needs a reason, marks approval_rejected and gives the budget back", async () => {
    const { company, campaignId, order, session } = await readyToOrder({ features: { approve_flow: true } });
    const contractId = await createContract(company.id, 100_000);
    await order(contractId);
    const approver = await approverOf(company.id);
    // the campaign's page says the request waits; only the approver is pointed to Approvals
    const approvalOn = async (who: { userId: string; companyId: string }) =>
      ((await outcome(async () => performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaignId}`, who))))).data as {
        approval: { status: string; reason: string | null; canDecide: boolean; requestedAt: string | null; decidedAt: string | null } | null;
      }).approval;
    expect(await approvalOn(session)).toMatchObject({ status: "awaiting_approval", canDecide: false, reason: null, decidedAt: null });
    expect((await approvalOn(approver.session))?.canDecide).toBe(true);
    const noReason = await decide(approver.session, { intent: "reject", campaignId, reason: "  " });
    expect(noReason.status).toBe(400);
    expect((noReason.data as { error: Record<string, string[]> }).error.reason).toEqual(["form.warning.field-required"]);
    expect(await statusOf(campaignId)).toBe("awaiting_approval");

    const rejected = await decide(approver.session, { intent: "reject", campaignId, reason: "No budget this quarter" });
    expect(rejected.status).toBe(302);
    expect(await statusOf(campaignId)).toBe("approval_rejected");
    expect(await contractBudget(contractId)).toBe(100_000);
    const [request] = await ordersOf(campaignId);
    expect(request).toMatchObject({ status: "approval_rejected", rejectionReason: "No budget this quarter" });
    // the requester reads the approver's reason on the campaign's page, where the list leads them
    expect(await approvalOn(session)).toMatchObject({ status: "approval_rejected", reason: "No budget this quarter", canDecide: false });
    expect((await approvalOn(session))?.decidedAt).toEqual(expect.any(String));
  });

  it("an approver of another company cannot decide (404 for the campaign: a conflict, nothing changes)", async () => {
    const { campaignId, order } = await readyToOrder({ features: { approve_flow: true } });
    await order();
    const other = await signedInMember({}, { roles: ["approver"] });
    const result = await decide(other.session, { intent: "approve", campaignId });
    expect(result.status).toBe(409);
    expect(await statusOf(campaignId)).toBe("awaiting_approval");
  });
});

describe("cancellation request (spec 1 §7 campaign.cancellation.request)", () => {
  it("records the request once for an ordered campaign and shows it", async () => {
    const { company, user, session, campaignId, order } = await readyToOrder();
    expect(await requestCancellation(company.id, user.id, campaignId)).toBe("not-ordered");
    await order();
    // the performance page offers the request while none was made
    type Performance = { campaign: { cancellable: boolean; cancellationRequestedAt: string | null } };
    const performance = async () =>
      (await outcome(async () => performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaignId}`, session))))).data as Performance;
    expect((await performance()).campaign).toMatchObject({ cancellable: true, cancellationRequestedAt: null });
    const form = new FormData();
    form.set("intent", "request-cancellation");
    form.set("reason", "Position filled");
    const result = await outcome(async () => orderedAction(args(await post(`/campaigns/ordered/?id=${campaignId}`, session, form))));
    expect(result.status).toBe(302);
    expect(await requestCancellation(company.id, user.id, campaignId)).toBe("already-requested");
    const db = await getDb();
    const rows = await db.select().from(campaignCancellationRequests).where(eq(campaignCancellationRequests.campaignId, campaignId));
    expect(rows).toEqual([expect.objectContaining({ reason: "Position filled", requestedBy: user.id })]);
    expect((await performance()).campaign.cancellationRequestedAt).toEqual(expect.any(String));
    const page = await outcome(async () => orderedLoader(args(await requestWithSession(`/campaigns/ordered/?id=${campaignId}`, session))));
    expect((page.data as { campaign: { cancellationRequestedAt: Date } }).campaign.cancellationRequestedAt).toBeInstanceOf(Date);
  });

  it("a pending campaign cannot be cancelled (409)", async () => {
    const { session, campaignId } = await readyToOrder();
    const form = new FormData();
    form.set("intent", "request-cancellation");
    const result = await outcome(async () => orderedAction(args(await post(`/campaigns/ordered/?id=${campaignId}`, session, form))));
    expect(result.status).toBe(409);
  });
});
