import { and, eq, sql } from "drizzle-orm";
import { FUNNEL_STEPS, type FunnelStep, type TrafficSource } from "~/lib/analytics/steps";
import { ensureSiteKey, rollUpEvents } from "~/models/analytics.server";
import { getDb } from "./client.server";
import {
  analyticsClicks,
  analyticsDropped,
  analyticsEvents,
  campaignChannelPerformance,
  campaigns,
  channelStats,
  companies,
  featureFlags,
} from "./schema";

/**
 * Sample analytics for Northwind's demo campaigns (issue 14 §4), generated from the campaigns'
 * seeded clicks so the figures agree: per channel and day, some of the clicking visitors reach
 * each funnel step (a steady drop-off), a few convert after touching two channels (assisted
 * conversions), external visitors arrive from search, social, job boards and direct, across a
 * handful of countries, and the boards report impressions, reach and engagements. Deterministic
 * (a seeded generator), idempotent (nothing happens once the company has events), README-labelled
 * as sample figures. Switches recruitment_analytics on for Northwind.
 */
const SLUG = "northwind";
const DAY = 86_400_000;
/** Share of visitors reaching each step, in spec order. */
const STEP_SHARE: Record<FunnelStep, number> = {
  "cta-click": 0.95,
  "career-page": 0.8,
  "job-description": 0.6,
  "application-form": 0.22,
  "application-success": 0.09,
};
const COUNTRIES: [string, number][] = [["DE", 40], ["NL", 22], ["GB", 9], ["BE", 7], ["AT", 6], ["CH", 5], ["US", 4], ["FR", 3], ["PL", 2], ["ES", 2]];
const EXTERNAL: [Exclude<TrafficSource, "campaign">, string, number][] = [
  ["search", "https://www.google.com/", 45],
  ["social", "https://www.linkedin.com/", 20],
  ["job-board", "https://de.indeed.com/", 15],
  ["direct", "", 15],
  ["other", "https://blog.example.org/", 5],
];
/** At most this many tracked visitors per channel and day, so the first start stays quick. */
const MAX_VISITORS_PER_CHANNEL_DAY = 6;

function generator(seed: number) {
  // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, list: [T, ...unknown[]][], weightIndex: number) {
  const total = list.reduce((s, e) => s + (e[weightIndex] as number), 0);
  let r = random() * total;
  for (const entry of list) {
    r -= entry[weightIndex] as number;
    if (r <= 0) return entry;
  }
  return list[list.length - 1];
}

export async function seedDemoAnalytics(now = new Date()) {
  const db = await getDb();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, SLUG));
  if (!company) return 0;
  await db.insert(featureFlags).values({ companyId: company.id, name: "recruitment_analytics", enabled: true }).onConflictDoNothing();
  await ensureSiteKey(company.id);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents).where(eq(analyticsEvents.companyId, company.id));
  if (n > 0) return 0;
  const clicks = await db
    .select({ campaignId: campaignChannelPerformance.campaignId, channelId: campaignChannelPerformance.channelId, day: campaignChannelPerformance.day, clicks: campaignChannelPerformance.clicks })
    .from(campaignChannelPerformance)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannelPerformance.campaignId))
    .where(and(eq(campaigns.companyId, company.id)))
    .orderBy(campaignChannelPerformance.campaignId, campaignChannelPerformance.day, campaignChannelPerformance.channelId);
  if (clicks.length === 0) return 0;

  const random = generator(20261124);
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  const clickIds: (typeof analyticsClicks.$inferInsert)[] = [];
  const stats: (typeof channelStats.$inferInsert)[] = [];
  const page = (campaignId: string) => `https://careers.northwind.example/jobs/${campaignId.slice(0, 8)}`;
  const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T08:00:00Z`) + minutes * 60_000);
  let visitorNo = 0;
  // the last channel each campaign was touched through, for visitors who come back through another
  const earlierTouch = new Map<string, { channelId: string; day: string }>();

  for (const row of clicks) {
    if (Date.parse(row.day) > now.getTime()) continue;
    stats.push({
      companyId: company.id,
      campaignId: row.campaignId,
      channelId: row.channelId,
      day: row.day,
      impressions: row.clicks * (40 + Math.floor(random() * 40)),
      reach: row.clicks * (28 + Math.floor(random() * 20)),
      engagements: Math.round(row.clicks * (1.2 + random())),
    });
    const visitors = Math.min(row.clicks, MAX_VISITORS_PER_CHANNEL_DAY);
    for (let v = 0; v < visitors; v++) {
      const country = weighted(random, COUNTRIES, 1)[0];
      const previous = earlierTouch.get(row.campaignId);
      // one in six visitors had come through another channel of this campaign before: assisted
      const returning = previous && previous.channelId !== row.channelId && random() < 1 / 6;
      const visitorId = `demo-${returning ? `r${visitorNo}` : visitorNo}`;
      visitorNo++;
      const minute = Math.floor(random() * 600);
      if (returning) {
        const cid = `democid${visitorNo}x`;
        clickIds.push({ clickId: cid, companyId: company.id, campaignId: row.campaignId, channelId: previous.channelId, createdAt: at(previous.day, 0) });
        events.push({ companyId: company.id, occurredAt: at(previous.day, minute), step: "career-page", visitorId, clickId: cid, campaignId: row.campaignId, channelId: previous.channelId, source: "campaign", country, pageUrl: page(row.campaignId), referrer: "" });
      }
      const cid = `democid${visitorNo}`;
      clickIds.push({ clickId: cid, companyId: company.id, campaignId: row.campaignId, channelId: row.channelId, createdAt: at(row.day, minute) });
      // returning visitors are the ones who convert more often
      const boost = returning ? 4 : 1;
      FUNNEL_STEPS.forEach((step, i) => {
        if (random() > Math.min(1, STEP_SHARE[step] * (i >= 3 ? boost : 1))) return;
        events.push({ companyId: company.id, occurredAt: at(row.day, minute + i * 3), step, visitorId, clickId: cid, campaignId: row.campaignId, channelId: row.channelId, source: "campaign", country, pageUrl: page(row.campaignId), referrer: "" });
      });
      earlierTouch.set(row.campaignId, { channelId: row.channelId, day: row.day });
    }
    // external traffic to the campaign's job page: about a third of the tracked visitors
    for (let e = 0; e < Math.round(visitors / 3); e++) {
      const [source, referrer] = weighted(random, EXTERNAL, 2) as (typeof EXTERNAL)[number];
      const visitorId = `demo-x${visitorNo++}`;
      const country = weighted(random, COUNTRIES, 1)[0];
      const minute = Math.floor(random() * 600);
      for (const step of FUNNEL_STEPS.slice(1)) {
        if (random() > STEP_SHARE[step] * 0.8) break;
        events.push({ companyId: company.id, occurredAt: at(row.day, minute), step, visitorId, campaignId: row.campaignId, source, country, pageUrl: page(row.campaignId), referrer });
      }
    }
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < clickIds.length; i += 1000) await tx.insert(analyticsClicks).values(clickIds.slice(i, i + 1000)).onConflictDoNothing();
    for (let i = 0; i < events.length; i += 1000) await tx.insert(analyticsEvents).values(events.slice(i, i + 1000));
    for (let i = 0; i < stats.length; i += 1000) await tx.insert(channelStats).values(stats.slice(i, i + 1000)).onConflictDoNothing();
    await tx
      .insert(analyticsDropped)
      .values({ companyId: company.id, day: new Date(now.getTime() - DAY).toISOString().slice(0, 10), reason: "bot", events: 37 })
      .onConflictDoNothing();
  });
  // fold them in at once, rather than waiting for the job's next minute
  await rollUpEvents({ now: new Date(now.getTime() + 60_000) });
  return events.length;
}
