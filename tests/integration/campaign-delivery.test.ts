import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels } from "../../app/db/schema";
import {
  action as performanceAction,
  loader as performanceLoader,
} from "../../app/routes/campaigns/performance";
import { runCampaignLifecycle } from "../../app/services/jobs/campaigns.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import {
  createCompany,
  createUser,
  grantConsultantAccess,
  requestWithSession,
  responseOf,
  signedInMember, loadContext } from "./fixtures";
import { outcome } from "./checkout-fixtures";

const DAY = 86_400_000;

/** An ordered campaign whose two paid channels are being processed (availability yesterday). */
async function orderedCampaign() {
  const member = await signedInMember();
  const a = await createChannel({ name: "Board A" });
  const b = await createChannel({ name: "Board B" });
  const availability = new Date(Date.now() - DAY);
  const campaign = await insertCampaign(
    member.company.id,
    {
      status: "ordered",
      orderedAt: new Date(Date.now() - 2 * DAY),
      availabilityDate: availability,
    },
    [a.id, b.id],
  );
  const db = await getDb();
  await db
    .update(campaignChannels)
    .set({
      deliveryStatus: "processing",
      orderedPriceCents: 10_000,
      onlineFrom: availability,
      onlineUntil: new Date(availability.getTime() + 30 * DAY),
    })
    .where(eq(campaignChannels.campaignId, campaign.id));
  const consultant = await createUser({ firstName: "Clara", lastName: "Brandt" });
  await grantConsultantAccess(consultant.id, member.company.id);
  const consultantSession = {
    userId: consultant.id,
    companyId: member.company.id,
    consultant: true,
    provider: "mfa" as const,
    impersonator: { accountId: consultant.id, name: "Clara Brandt" },
  };
  return { ...member, a, b, campaign, consultant, consultantSession };
}

const url = (campaignId: string) => `/campaign-performance/campaign/?id=${campaignId}`;

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function mark(
  session: Parameters<typeof requestWithSession>[1],
  campaignId: string,
  fields: Record<string, string>,
) {
  const request = await requestWithSession(url(campaignId), session, {
    method: "POST",
    body: form(fields),
  });
  return outcome(() => performanceAction({ request, params: {}, context: loadContext() }));
}

async function load(session: Parameters<typeof requestWithSession>[1], campaignId: string) {
  const request = await requestWithSession(url(campaignId), session);
  return performanceLoader({ request, params: {}, context: loadContext() });
}

async function deliveryOf(campaignId: string, channelId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      status: campaignChannels.deliveryStatus,
      reason: campaignChannels.deliveryReason,
      liveUrl: campaignChannels.liveUrl,
      by: campaignChannels.deliveryDecidedBy,
    })
    .from(campaignChannels)
    .where(
      and(eq(campaignChannels.campaignId, campaignId), eq(campaignChannels.channelId, channelId)),
    );
  return row;
}

describe("performance page: delivery status and the consultant's mark", () => {
  it("shows each channel's delivery; only a consultant gets the forms", async () => {
    const { session, consultantSession, campaign, a } = await orderedCampaign();
    const member = await load(session, campaign.id);
    const channel = member.channels.find((c) => c.id === a.id)!;
    expect(channel.delivery).toEqual({ status: "processing", reason: null });
    expect(channel.status).toBe("ordered");
    expect(channel.canMark).toBe(false);
    const asConsultant = await load(consultantSession, campaign.id);
    expect(asConsultant.channels.every((c) => c.canMark)).toBe(true);
  });

  it("a consultant marks a channel posted: live URL stored, campaign goes online; then failed with a reason", async () => {
    const { consultantSession, consultant, campaign, company, a, b } = await orderedCampaign();
    const posted = await mark(consultantSession, campaign.id, {
      intent: "mark-posted",
      channelId: a.id,
      liveUrl: "https://board-a.example/jobs/42",
    });
    expect(posted.status).toBe(302);
    expect(posted.response?.headers.get("Location")).toBe(url(campaign.id));
    expect(await deliveryOf(campaign.id, a.id)).toEqual({
      status: "processed",
      reason: null,
      liveUrl: "https://board-a.example/jobs/42",
      by: consultant.id,
    });
    // the enqueued job (here run directly: no runner in tests) moves the campaign online
    expect(await runCampaignLifecycle({ companyId: company.id, campaignId: campaign.id })).toEqual({
      status: "online",
    });

    const failed = await mark(consultantSession, campaign.id, {
      intent: "mark-failed",
      channelId: b.id,
      reason: "Board B refused the ad",
    });
    expect(failed.status).toBe(302);
    const page = await load(consultantSession, campaign.id);
    expect(page.campaign.status).toBe("online");
    expect(page.channels.find((c) => c.id === b.id)).toMatchObject({
      delivery: { status: "notProcessed", reason: "Board B refused the ad" },
      status: "notProcessed",
      canMark: false,
    });
    expect(page.channels.find((c) => c.id === a.id)).toMatchObject({
      liveUrl: "https://board-a.example/jobs/42",
      status: "online",
    });

    // decided is final: a second mark is a 409
    const again = await mark(consultantSession, campaign.id, {
      intent: "mark-failed",
      channelId: a.id,
      reason: "x",
    });
    expect(again.status).toBe(409);
  });

  it("bad input is a 400 with field messages and changes nothing", async () => {
    const { consultantSession, campaign, a } = await orderedCampaign();
    const badUrl = await mark(consultantSession, campaign.id, {
      intent: "mark-posted",
      channelId: a.id,
      liveUrl: "javascript:alert(1)",
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.data).toMatchObject({
      channelId: a.id,
      error: { liveUrl: ["campaign-performance:performance.delivery.live-url-invalid"] },
    });
    const noReason = await mark(consultantSession, campaign.id, {
      intent: "mark-failed",
      channelId: a.id,
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ error: { reason: ["form.warning.field-required"] } });
    const badIntent = await mark(consultantSession, campaign.id, {
      intent: "delete",
      channelId: a.id,
    });
    expect(badIntent.status).toBe(400);
    expect((await deliveryOf(campaign.id, a.id)).status).toBe("processing");
  });

  it("404 for another company's campaign, a channel not in it, and a member who is not a consultant", async () => {
    const { consultant, consultantSession, session, campaign, a } = await orderedCampaign();
    // the consultant acting for another company they may access
    const other = await createCompany();
    await grantConsultantAccess(consultant.id, other.id);
    const foreign = await mark({ ...consultantSession, companyId: other.id }, campaign.id, {
      intent: "mark-posted",
      channelId: a.id,
      liveUrl: "https://board.example/1",
    });
    expect(foreign.status).toBe(404);
    const stranger = await createChannel();
    const notInCampaign = await mark(consultantSession, campaign.id, {
      intent: "mark-posted",
      channelId: stranger.id,
      liveUrl: "https://board.example/1",
    });
    expect(notInCampaign.status).toBe(404);
    const member = await mark(session, campaign.id, {
      intent: "mark-posted",
      channelId: a.id,
      liveUrl: "https://board.example/1",
    });
    expect(member.status).toBe(404);
    const noId = await responseOf(async () =>
      performanceAction({
        request: await requestWithSession("/campaign-performance/campaign/", consultantSession, {
          method: "POST",
          body: form({}),
        }),
        params: {},
        context: loadContext(),
      }),
    );
    expect(noId.status).toBe(404);
    expect((await deliveryOf(campaign.id, a.id)).status).toBe("processing");
  });
});
