import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  campaignEnd,
  canMarkDelivery,
  channelDisplayStatus,
  DELIVERY_STATUSES,
  needsManualPosting,
  nextLifecycle,
  SYSTEM_REASONS,
  type LifecycleCampaign,
  type LifecycleChannel,
} from "../../app/lib/campaign/lifecycle";
import { STATUS_SORT_ORDER } from "../../app/lib/campaign/status";
import { deliveryMarkSchema } from "../../app/lib/validation/delivery";

const DAY = 86_400_000;
const availability = new Date("2026-03-02T00:00:00Z");
const at = (offsetMs: number) => new Date(availability.getTime() + offsetMs);

const channel = (overrides: Partial<LifecycleChannel> = {}): LifecycleChannel => ({
  channelId: "a",
  deliveryStatus: "processing",
  orderedPriceCents: 40_000,
  onlineUntil: at(30 * DAY),
  ...overrides,
});

const campaign = (overrides: Partial<LifecycleCampaign> = {}): LifecycleCampaign => ({
  status: "ordered",
  availabilityDate: availability,
  cancellationRequestedAt: null,
  channels: [channel()],
  ...overrides,
});

const processed = channel({ deliveryStatus: "processed" });

describe("campaign lifecycle rules (docs/decisions/013)", () => {
  it("goes online exactly at the availability date when a channel is processed", () => {
    const ready = campaign({ channels: [processed, channel({ channelId: "b" })] });
    expect(nextLifecycle(ready, at(-1)).status).toBe("ordered");
    expect(nextLifecycle(ready, availability).status).toBe("online");
  });

  it("no processed channel → not online, even after the availability date", () => {
    expect(nextLifecycle(campaign(), at(DAY))).toEqual({ status: "ordered", channelChanges: [] });
  });

  it("expires exactly when the longest days online are over", () => {
    const online = campaign({
      status: "online",
      channels: [
        processed,
        channel({ channelId: "b", deliveryStatus: "processed", onlineUntil: at(10 * DAY) }),
      ],
    });
    expect(campaignEnd(online)).toEqual(at(30 * DAY));
    expect(nextLifecycle(online, at(30 * DAY - 1)).status).toBe("online");
    expect(nextLifecycle(online, at(30 * DAY)).status).toBe("expired");
    // the shorter channel's end alone does not end the campaign
    expect(nextLifecycle(online, at(10 * DAY)).status).toBe("online");
  });

  it("at the end a channel still processing is not processed; never online → not processed", () => {
    const step = nextLifecycle(campaign(), at(30 * DAY));
    expect(step.status).toBe("notProcessed");
    expect(step.channelChanges).toEqual([
      { channelId: "a", deliveryStatus: "notProcessed", reason: SYSTEM_REASONS.notPostedInTime },
    ]);
    // processed but the sweep never saw it online (e.g. down for the whole window): expired
    expect(nextLifecycle(campaign({ channels: [processed] }), at(30 * DAY)).status).toBe("expired");
  });

  it("cancellation stops it: ordered → not processed, online → expired, processing channels fail", () => {
    const cancelledAt = at(-DAY);
    const ordered = nextLifecycle(campaign({ cancellationRequestedAt: cancelledAt }), at(-DAY));
    expect(ordered.status).toBe("notProcessed");
    expect(ordered.channelChanges).toEqual([
      { channelId: "a", deliveryStatus: "notProcessed", reason: SYSTEM_REASONS.cancelled },
    ]);
    const online = nextLifecycle(
      campaign({ status: "online", cancellationRequestedAt: at(DAY), channels: [processed] }),
      at(DAY),
    );
    expect(online).toEqual({ status: "expired", channelChanges: [] });
    // a request in the future of the clock is not there yet
    expect(nextLifecycle(campaign({ cancellationRequestedAt: at(DAY) }), availability).status).toBe(
      "ordered",
    );
  });

  it("a free channel (ordered at price 0) is processed at once; a paid one waits for a consultant", () => {
    expect(needsManualPosting({ orderedPriceCents: 0 })).toBe(false);
    expect(needsManualPosting({ orderedPriceCents: null })).toBe(false);
    expect(needsManualPosting({ orderedPriceCents: 1 })).toBe(true);
    const step = nextLifecycle(
      campaign({ channels: [channel({ orderedPriceCents: 0 })] }),
      at(-DAY),
    );
    expect(step).toEqual({
      status: "ordered",
      channelChanges: [{ channelId: "a", deliveryStatus: "processed", reason: null }],
    });
  });

  it("every channel failed → not processed before the availability date", () => {
    const failed = channel({ deliveryStatus: "notProcessed" });
    expect(nextLifecycle(campaign({ channels: [failed] }), at(-DAY)).status).toBe("notProcessed");
    // one failed, one still processing: keeps waiting
    expect(
      nextLifecycle(campaign({ channels: [failed, channel({ channelId: "b" })] }), at(-DAY)).status,
    ).toBe("ordered");
  });

  it("is idempotent: applying a step and asking again changes nothing", () => {
    const start = campaign({
      channels: [channel({ orderedPriceCents: 0 }), channel({ channelId: "b" })],
    });
    for (const now of [at(-DAY), availability, at(30 * DAY)]) {
      const first = nextLifecycle(start, now);
      const applied: LifecycleCampaign = {
        ...start,
        status: first.status,
        channels: start.channels.map((c) => {
          const change = first.channelChanges.find((x) => x.channelId === c.channelId);
          return change ? { ...c, deliveryStatus: change.deliveryStatus } : c;
        }),
      };
      expect(nextLifecycle(applied, now)).toEqual({ status: first.status, channelChanges: [] });
    }
  });

  it("leaves drafts, requests and final statuses alone", () => {
    for (const status of [
      "pending",
      "awaiting_approval",
      "approval_rejected",
      "expired",
      "notProcessed",
    ]) {
      expect(nextLifecycle(campaign({ status }), at(90 * DAY))).toEqual({
        status,
        channelChanges: [],
      });
    }
  });

  it("a channel ordered before delivery statuses existed is started as processing", () => {
    expect(
      nextLifecycle(campaign({ channels: [channel({ deliveryStatus: null })] }), at(-DAY))
        .channelChanges,
    ).toEqual([{ channelId: "a", deliveryStatus: "processing", reason: null }]);
  });

  it("only a processing channel of a running campaign can be marked", () => {
    expect(canMarkDelivery("ordered", "processing")).toBe(true);
    expect(canMarkDelivery("online", null)).toBe(true);
    expect(canMarkDelivery("online", "processed")).toBe(false);
    expect(canMarkDelivery("expired", "processing")).toBe(false);
    expect(canMarkDelivery("pending", null)).toBe(false);
  });

  it("a channel's badge: delivery first, then its own window; cancelled early shows expired", () => {
    expect(channelDisplayStatus("ordered", "processing", "online")).toBe("ordered");
    expect(channelDisplayStatus("ordered", "notProcessed", "online")).toBe("notProcessed");
    expect(channelDisplayStatus("online", "processed", "online")).toBe("online");
    expect(channelDisplayStatus("expired", "processed", "online")).toBe("expired");
    expect(channelDisplayStatus("pending", null, "pending")).toBe("pending");
  });

  it("the lists still sort online, expired, ordered (spec 1 §4)", () => {
    expect(STATUS_SORT_ORDER).toEqual(["online", "expired", "ordered"]);
  });
});

describe("consultant's delivery mark (validation)", () => {
  const id = "5f0c8a9e-2b7e-4c1a-9d7e-1f2a3b4c5d6e";
  it("posted needs a public http(s) live URL", () => {
    const ok = deliveryMarkSchema.safeParse({
      intent: "mark-posted",
      channelId: id,
      liveUrl: " https://board.example/jobs/1 ",
    });
    expect(ok.success && ok.data.intent === "mark-posted" && ok.data.liveUrl).toBe(
      "https://board.example/jobs/1",
    );
    for (const liveUrl of [
      "",
      "ftp://board.example/x",
      "javascript:alert(1)",
      "http://127.0.0.1/x",
      "board.example",
    ]) {
      expect(
        deliveryMarkSchema.safeParse({ intent: "mark-posted", channelId: id, liveUrl }).success,
        liveUrl,
      ).toBe(false);
    }
  });

  it("failed needs a reason of at most 500 characters", () => {
    expect(
      deliveryMarkSchema.safeParse({ intent: "mark-failed", channelId: id, reason: "  " }).success,
    ).toBe(false);
    expect(
      deliveryMarkSchema.safeParse({
        intent: "mark-failed",
        channelId: id,
        reason: "x".repeat(500),
      }).success,
    ).toBe(true);
    expect(
      deliveryMarkSchema.safeParse({
        intent: "mark-failed",
        channelId: id,
        reason: "x".repeat(501),
      }).success,
    ).toBe(false);
    expect(
      deliveryMarkSchema.safeParse({ intent: "mark-failed", channelId: "nope", reason: "x" })
        .success,
    ).toBe(false);
  });
});

describe("delivery texts", () => {
  it("every delivery status has a label in every locale", () => {
    for (const locale of ["en-US", "de-DE", "nl-NL"]) {
      const messages = JSON.parse(
        fs.readFileSync(path.resolve(`locales/${locale}/campaign-performance.json`), "utf8"),
      ) as Record<string, string>;
      for (const status of DELIVERY_STATUSES)
        expect(messages[`performance.delivery.${status}`], locale).toBeTruthy();
    }
  });
});
