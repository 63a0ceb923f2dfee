import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase, getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, sessions } from "../../app/db/schema";
import { TRACK_RECORD_REFRESH_MS } from "../../app/models/campaign-performance.server";
import { markChannelDelivery } from "../../app/models/campaign-lifecycle.server";
import { listDashboardCampaigns, searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { placeOrder, requestCancellation } from "../../app/models/order.server";
import {
  CAMPAIGN_LIFECYCLE,
  CAMPAIGN_LIFECYCLE_SWEEP,
  campaignLifecycleJob,
  runCampaignLifecycle,
  runCampaignLifecycleSweep,
} from "../../app/services/jobs/campaigns.server";
import {
  createBoss,
  JOBS,
  JOBS_START_DELAY_MS,
  jobsStarted,
  registerJobs,
  startJobs,
  stopJobs,
} from "../../app/services/jobs/registry.server";
import { currentRunner, drainOutbox, OUTBOX_DRAIN_MS } from "../../app/services/jobs/runner.server";
import { jobOutbox } from "../../app/db/schema";
import { runSessionCleanup, SESSION_CLEANUP } from "../../app/services/jobs/sessions.server";
import { TRACK_RECORD_REFRESH } from "../../app/services/jobs/track-records.server";
import { defineJob } from "../../app/services/jobs/types";
import { campaignWithChannels, checkoutReady, createPricedChannel } from "./checkout-fixtures";
import { createUser, signedInMember } from "./fixtures";
import { usePrivateDatabase } from "./support/private-database";

// the sweep moves every company's due campaigns: on PostgreSQL (one database shared by all test
// files) it would move other files' campaigns, so this file gets a database of its own
usePrivateDatabase();

const DAY = 86_400_000;
const MS = 1;

/** A campaign ordered at `orderedAt` with a 30-day and a 10-day paid channel (and optionally a free one). */
async function orderedCampaign(options: { free?: boolean; orderedAt?: Date; withLifecycleJob?: boolean } = {}) {
  const member = await signedInMember({}, { allowToOrder: true });
  const long = await createPricedChannel(40_000, { durationDays: 30 });
  const short = await createPricedChannel(20_000, { durationDays: 10 });
  const free = options.free
    ? [await createPricedChannel(0, { durationDays: 60, availableForPurchase: false })]
    : [];
  const channelIds = [long.id, short.id, ...free.map((c) => c.id)];
  const campaignId = await campaignWithChannels(member.company.id, channelIds);
  const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
  const orderedAt = options.orderedAt ?? new Date();
  const result = await placeOrder({
    companyId: member.company.id,
    userId: member.user.id,
    campaignId,
    requireApproval: false,
    contractId: null,
    companyDetailsId: ready.companyDetailsId,
    invoiceInformationId: ready.invoiceInformationId,
    checkout: {},
    now: orderedAt,
    jobs: options.withLifecycleJob ? [campaignLifecycleJob(member.company.id, campaignId)] : [],
  });
  expect(result.status).toBe("ordered");
  const db = await getDb();
  const [row] = await db
    .select({ availabilityDate: campaigns.availabilityDate })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const availability = row.availabilityDate!;
  const job = (now: Date) =>
    runCampaignLifecycle({ companyId: member.company.id, campaignId, now: now.toISOString() });
  return { ...member, campaignId, long, short, free: free[0], availability, job };
}

async function statusOf(campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row.status;
}

async function deliveryOf(campaignId: string, channelId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      status: campaignChannels.deliveryStatus,
      reason: campaignChannels.deliveryReason,
      liveUrl: campaignChannels.liveUrl,
      decidedAt: campaignChannels.deliveryDecidedAt,
      decidedBy: campaignChannels.deliveryDecidedBy,
    })
    .from(campaignChannels)
    .where(
      and(eq(campaignChannels.campaignId, campaignId), eq(campaignChannels.channelId, channelId)),
    );
  return row;
}

const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

describe("campaign lifecycle job (handlers called directly, clock moved)", () => {
  it("ordered → online at the availability date once a channel is processed → expired after the longest days online", async () => {
    const { campaignId, company, user, long, short, availability, job } = await orderedCampaign();
    expect(await deliveryOf(campaignId, long.id)).toMatchObject({
      status: "processing",
      decidedAt: null,
    });

    // paid channels wait for a consultant: nothing is processed, so the availability date alone does nothing
    expect(await job(availability)).toEqual({ status: "ordered" });

    const marked = await markChannelDelivery(
      company.id,
      campaignId,
      long.id,
      { deliveryStatus: "processed", liveUrl: "https://board.example/jobs/1" },
      user.id,
      at(availability, -DAY),
    );
    expect(marked).toBe("marked");
    // the day before and the last millisecond before the availability date: still ordered
    expect(await job(at(availability, -MS))).toEqual({ status: "ordered" });
    expect(await job(availability)).toEqual({ status: "online" });
    // the 10-day channel was never posted: at its own end the campaign stays online (30 days)
    expect(await job(at(availability, 10 * DAY))).toEqual({ status: "online" });
    expect(await job(at(availability, 30 * DAY - MS))).toEqual({ status: "online" });
    expect(await job(at(availability, 30 * DAY))).toEqual({ status: "expired" });
    expect(await statusOf(campaignId)).toBe("expired");
    expect(await deliveryOf(campaignId, long.id)).toMatchObject({
      status: "processed",
      liveUrl: "https://board.example/jobs/1",
      decidedBy: user.id,
    });
    expect(await deliveryOf(campaignId, short.id)).toMatchObject({
      status: "notProcessed",
      reason: "not-posted-in-time",
    });
    // final: later runs change nothing
    expect(await job(at(availability, 90 * DAY))).toEqual({ status: "expired" });
  });

  it("is idempotent: the same run twice (and the sweep over it) changes nothing the second time", async () => {
    const { campaignId, free, availability, job } = await orderedCampaign({ free: true });
    // a free channel needs no manual step: processed at the first run after the order
    expect(await job(at(availability, -DAY))).toEqual({ status: "ordered" });
    const first = await deliveryOf(campaignId, free!.id);
    expect(first.status).toBe("processed");
    expect(await job(at(availability, -DAY))).toEqual({ status: "ordered" });
    expect(await deliveryOf(campaignId, free!.id)).toEqual(first);

    expect(await job(availability)).toEqual({ status: "online" });
    expect(await job(availability)).toEqual({ status: "online" });
    const sweep = await runCampaignLifecycleSweep({ now: at(availability, DAY).toISOString() });
    expect(sweep.changed).toBe(0);
    expect(await statusOf(campaignId)).toBe("online");
  });

  it("the sweep finds ordered campaigns whose dates came due and moves them", async () => {
    const { campaignId, availability } = await orderedCampaign({ free: true });
    const sweep = await runCampaignLifecycleSweep({ now: availability.toISOString() });
    expect(sweep.checked).toBeGreaterThanOrEqual(1);
    expect(await statusOf(campaignId)).toBe("online");
    // the free channel runs 60 days: the campaign's end is its longest channel
    await runCampaignLifecycleSweep({ now: at(availability, 60 * DAY - MS).toISOString() });
    expect(await statusOf(campaignId)).toBe("online");
    await runCampaignLifecycleSweep({ now: at(availability, 60 * DAY).toISOString() });
    expect(await statusOf(campaignId)).toBe("expired");
  });

  it("cancellation stops it: an online campaign expires, an ordered one is not processed", async () => {
    const online = await orderedCampaign({ free: true });
    await online.job(online.availability);
    expect(await statusOf(online.campaignId)).toBe("online");
    expect(await requestCancellation(online.company.id, online.user.id, online.campaignId)).toBe(
      "requested",
    );
    expect(await online.job(at(online.availability, DAY))).toEqual({ status: "expired" });
    expect(await deliveryOf(online.campaignId, online.long.id)).toMatchObject({
      status: "notProcessed",
      reason: "cancelled",
    });

    const ordered = await orderedCampaign();
    expect(await requestCancellation(ordered.company.id, ordered.user.id, ordered.campaignId)).toBe(
      "requested",
    );
    expect(await ordered.job(at(ordered.availability, DAY))).toEqual({ status: "notProcessed" });
    // a consultant can no longer mark its channels
    expect(
      await markChannelDelivery(
        ordered.company.id,
        ordered.campaignId,
        ordered.long.id,
        { deliveryStatus: "processed", liveUrl: "https://board.example/x" },
        ordered.user.id,
      ),
    ).toBe("conflict");
  });

  it("every channel failed: the campaign is not processed and never goes online", async () => {
    const { campaignId, company, user, long, short, availability, job } = await orderedCampaign();
    for (const channel of [long, short]) {
      const result = await markChannelDelivery(
        company.id,
        campaignId,
        channel.id,
        { deliveryStatus: "notProcessed", reason: "Board rejected the ad" },
        user.id,
      );
      expect(result).toBe("marked");
    }
    expect(await job(availability)).toEqual({ status: "notProcessed" });
    expect(await deliveryOf(campaignId, long.id)).toMatchObject({
      reason: "Board rejected the ad",
    });
  });

  it("another company's campaign is neither advanced nor marked", async () => {
    const { campaignId, long, availability } = await orderedCampaign({ free: true });
    const other = await signedInMember();
    expect(
      await runCampaignLifecycle({
        companyId: other.company.id,
        campaignId,
        now: availability.toISOString(),
      }),
    ).toEqual({ status: null });
    expect(
      await markChannelDelivery(
        other.company.id,
        campaignId,
        long.id,
        { deliveryStatus: "processed", liveUrl: "https://board.example/x" },
        other.user.id,
      ),
    ).toBe("not-found");
    expect(await statusOf(campaignId)).toBe("ordered");
  });
});

describe("the lists show real transitions (spec 1 §4 sort online, expired, ordered; status facets)", () => {
  it("three orders of one company: one expired, one online, one still ordered", async () => {
    const member = await signedInMember({}, { allowToOrder: true });
    const order = async (name: string, orderedAt: Date) => {
      // the company's own careers page, say: for sale at price 0, so processed without a consultant
      const channel = await createPricedChannel(0, { durationDays: 30 });
      const campaignId = await campaignWithChannels(member.company.id, [channel.id], name);
      const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
      const result = await placeOrder({
        companyId: member.company.id,
        userId: member.user.id,
        campaignId,
        requireApproval: false,
        contractId: null,
        ...ready,
        checkout: {},
        now: orderedAt,
      });
      expect(result.status).toBe("ordered");
      return campaignId;
    };
    const now = new Date();
    const old = await order("Old", at(now, -60 * DAY));
    const running = await order("Running", at(now, -10 * DAY));
    const fresh = await order("Fresh", now);
    // the sweep at "now" moves what its dates made due: free channels processed at once
    await runCampaignLifecycleSweep({ now: now.toISOString() });
    expect([await statusOf(old), await statusOf(running), await statusOf(fresh)]).toEqual([
      "expired",
      "online",
      "ordered",
    ]);
    const overview = await searchCampaigns(member.company.id, {
      text: "",
      author: [],
      month: [],
      status: [],
      limit: 10,
      offset: 0,
    });
    expect(overview.campaigns.map((c) => c.name)).toEqual(["Running", "Old", "Fresh"]);
    expect(Object.fromEntries(overview.facets.status.map((f) => [f.key, f.recordCount]))).toEqual({
      online: 1,
      expired: 1,
      ordered: 1,
    });
    const dashboard = await listDashboardCampaigns(member.company.id, {
      limit: 5,
      offset: 0,
      status: ["online"],
    });
    expect(dashboard.campaigns.map((c) => c.name)).toEqual(["Running"]);
  });
});

describe("session cleanup job", () => {
  it("deletes sessions that expired before now and keeps the others", async () => {
    const user = await createUser();
    const db = await getDb();
    const now = new Date();
    const expired = randomUUID();
    const live = randomUUID();
    await db.insert(sessions).values([
      { id: expired, userId: user.id, data: {}, expiresAt: at(now, -MS) },
      { id: live, userId: user.id, data: {}, expiresAt: at(now, DAY) },
    ]);
    const { deleted } = await runSessionCleanup({ now: now.toISOString() });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toEqual([live]);
  });
});

describe("job registry", () => {
  it("schedules: the sweep every minute, track records hourly, session cleanup hourly", () => {
    const byName = new Map(JOBS.map((j) => [j.name, j]));
    expect(byName.get(CAMPAIGN_LIFECYCLE_SWEEP)?.schedule).toBe("* * * * *");
    expect(byName.get(TRACK_RECORD_REFRESH)?.schedule).toBe("0 * * * *");
    expect(byName.get(SESSION_CLEANUP)?.schedule).toMatch(/^\d+ \* \* \* \*$/);
    expect(byName.get(CAMPAIGN_LIFECYCLE)?.schedule).toBeUndefined();
    expect(TRACK_RECORD_REFRESH_MS).toBe(60 * 60 * 1000);
  });

  it("the boot's start: at-start jobs before it returns, the runner after a delay, behind it (issue 10)", async () => {
    expect(JOBS_START_DELAY_MS).toBe(1_000);
    // ordered 20 days ago with a free 60-day channel: due to go online, which the at-start sweep does
    const { campaignId, availability } = await orderedCampaign({ free: true, orderedAt: new Date(Date.now() - 20 * DAY) });
    expect(availability.getTime()).toBeLessThan(Date.now());
    expect(await statusOf(campaignId)).toBe("ordered");
    let delayOver = () => {};
    const { started } = await startJobs(await getDatabase(), { after: new Promise<void>((resolve) => (delayOver = resolve)) });
    try {
      expect(await statusOf(campaignId)).toBe("online");
      // no runner while the delay lasts, however long that is
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(currentRunner()).toBeUndefined();
      delayOver();
      await started;
      const boss = currentRunner();
      expect(boss).toBeDefined();
      // every queue exists and the sweep's schedule is in place
      for (const job of JOBS) expect(await boss!.getQueue(job.name)).toBeTruthy();
      expect((await boss!.getSchedules()).map((s) => s.name)).toContain(CAMPAIGN_LIFECYCLE_SWEEP);
    } finally {
      await stopJobs();
    }
    expect(currentRunner()).toBeUndefined();
  }, 60_000);

  it("a stop during the delay: the runner never starts, and the stop does not wait out the delay", async () => {
    const { started } = await startJobs(await getDatabase());
    const stop = performance.now();
    await stopJobs();
    await started;
    expect(performance.now() - stop).toBeLessThan(5_000);
    expect(currentRunner()).toBeUndefined();
    await jobsStarted();
  }, 30_000);
});

/** Waits until pg-boss reports the job finished (or fails the test after `timeoutMs`). */
async function waitForJob(
  boss: ReturnType<typeof createBoss>,
  name: string,
  id: string,
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const job = await boss.getJobById<object>(name, id);
    if (job && ["completed", "failed"].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${name}/${id} did not finish in ${timeoutMs} ms`);
}

/** The outbox rows of one campaign's lifecycle. */
async function outboxOf(campaignId: string) {
  const db = await getDb();
  return db.select().from(jobOutbox).where(sql`${jobOutbox.data}->>'campaignId' = ${campaignId}`);
}

/** pg-boss's lifecycle jobs of one campaign. */
async function lifecycleJobsOf(campaignId: string) {
  const db = await getDb();
  const rows = await db.execute(
    sql`select state from pgboss.job where name = ${CAMPAIGN_LIFECYCLE} and data->>'campaignId' = ${campaignId}`,
  );
  return rows.rows as { state: string }[];
}

describe("the order's job is written with the order (outbox, issue 36 §10)", () => {
  it("an order placed before the runner starts is in the outbox and sent when the runner starts", async () => {
    expect(OUTBOX_DRAIN_MS).toBe(2_000);
    expect(currentRunner()).toBeUndefined();
    const { campaignId } = await orderedCampaign({ withLifecycleJob: true });
    expect(await outboxOf(campaignId)).toHaveLength(1);
    // without a runner nothing is sent and nothing is lost
    expect(await drainOutbox()).toBe(0);
    expect(await outboxOf(campaignId)).toHaveLength(1);
    const { started } = await startJobs(await getDatabase(), { after: Promise.resolve() });
    try {
      await started;
      expect(await outboxOf(campaignId)).toEqual([]);
      const until = Date.now() + 20_000;
      while (Date.now() < until && !(await lifecycleJobsOf(campaignId)).some((j) => j.state === "completed")) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await lifecycleJobsOf(campaignId)).map((j) => j.state)).toEqual(["completed"]);
      // a job another instance wrote and never sent (it died) goes out within OUTBOX_DRAIN_MS
      const orphan = await orderedCampaign({ withLifecycleJob: true });
      const waitUntil = Date.now() + OUTBOX_DRAIN_MS * 5;
      // the drain takes the row out of the outbox before it sends the job: wait for both
      while (Date.now() < waitUntil && ((await outboxOf(orphan.campaignId)).length > 0 || (await lifecycleJobsOf(orphan.campaignId)).length === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await outboxOf(orphan.campaignId)).toEqual([]);
      expect((await lifecycleJobsOf(orphan.campaignId)).length).toBe(1);
    } finally {
      await stopJobs();
    }
  }, 60_000);

  it("a rolled-back order leaves no job", async () => {
    const member = await signedInMember({}, { allowToOrder: true });
    const campaignId = await campaignWithChannels(member.company.id, []);
    const ready = await checkoutReady(member.company.id, member.user.id, campaignId);
    const result = await placeOrder({
      companyId: member.company.id,
      userId: member.user.id,
      campaignId,
      requireApproval: false,
      contractId: null,
      companyDetailsId: ready.companyDetailsId,
      invoiceInformationId: ready.invoiceInformationId,
      checkout: {},
      jobs: [campaignLifecycleJob(member.company.id, campaignId)],
    });
    expect(result.status).toBe("empty-basket");
    expect(await outboxOf(campaignId)).toEqual([]);
  });
});

describe("through the queue (PGlite, or PostgreSQL when TEST_DATABASE_URL is set)", () => {
  it("an enqueued lifecycle job runs on a worker and moves the campaign", async () => {
    const { company, campaignId, availability } = await orderedCampaign({ free: true });
    const boss = createBoss(await getDatabase(), { instanceName: "test-queue" });
    await boss.start();
    try {
      const lifecycle = JOBS.filter((j) => j.name === CAMPAIGN_LIFECYCLE);
      await registerJobs(boss, lifecycle, { schedules: false });
      const id = await boss.send(CAMPAIGN_LIFECYCLE, {
        companyId: company.id,
        campaignId,
        now: availability.toISOString(),
      });
      const job = await waitForJob(boss, CAMPAIGN_LIFECYCLE, id!);
      expect(job.state).toBe("completed");
      expect(job.output).toEqual({ status: "online" });
      expect(await statusOf(campaignId)).toBe("online");
    } finally {
      await boss.stop({ graceful: true, timeout: 5_000 });
    }
  }, 60_000);
});

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)("two instances on one PostgreSQL", () => {
  /** Two runners on the same database, each with a worker for `name` counting the runs. */
  async function twoInstances(name: string, runs: string[]) {
    const handle = await getDatabase();
    const job = defineJob<{ tag?: string }>({
      name,
      handler: async () => {
        runs.push(name);
        return { ran: true };
      },
      pollingIntervalSeconds: 1,
    });
    const bosses = [
      createBoss(handle, { instanceName: "a", cronMonitorIntervalSeconds: 1 }),
      createBoss(handle, { instanceName: "b", cronMonitorIntervalSeconds: 1 }),
    ];
    for (const boss of bosses) {
      await boss.start();
      await registerJobs(boss, [job], { schedules: false });
    }
    return bosses;
  }

  it("one job sent: the handler runs exactly once", async () => {
    const runs: string[] = [];
    const name = `test-once-${randomUUID().slice(0, 8)}`;
    const [a, b] = await twoInstances(name, runs);
    try {
      const id = await a.send(name, {});
      await waitForJob(b, name, id!);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(runs).toEqual([name]);
    } finally {
      await Promise.all([a.stop({ graceful: true }), b.stop({ graceful: true })]);
    }
  }, 60_000);

  it("one schedule on both instances fires once per occurrence", async () => {
    const runs: string[] = [];
    const name = `test-schedule-${randomUUID().slice(0, 8)}`;
    const [a, b] = await twoInstances(name, runs);
    try {
      // both instances register the same schedule, as every container does at boot
      await a.schedule(name, "* * * * *", null, { tz: "UTC" });
      await b.schedule(name, "* * * * *", null, { tz: "UTC" });
      const until = Date.now() + 80_000;
      while (runs.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 500));
      expect(runs.length).toBeGreaterThan(0);
      // several cron passes of both instances later: one job per occurrence, each run once. An
      // occurrence is the minute slot pg-boss forwards it under (its internal send-it queue): a
      // pass may forward a missed minute and the current one together, so two jobs created in the
      // same minute are two occurrences, not a duplicate — the job's creation time cannot tell.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const jobs = await a.findJobs(name);
      const forwarded = (
        await (await getDb()).execute(
          sql`select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${name}`,
        )
      ).rows as { slot: string }[];
      const slots = new Set(forwarded.map((f) => f.slot));
      expect(slots.size).toBeGreaterThan(0);
      // both instances' passes forwarded each occurrence at most once, and each became one job
      expect(forwarded).toHaveLength(slots.size);
      expect(jobs).toHaveLength(slots.size);
      expect(jobs.length).toBeLessThanOrEqual(3);
      expect(runs).toHaveLength(jobs.length);
    } finally {
      await a.unschedule(name);
      await Promise.all([a.stop({ graceful: true }), b.stop({ graceful: true })]);
    }
  }, 120_000);
});
