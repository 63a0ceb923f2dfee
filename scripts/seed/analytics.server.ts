import { and, eq, sql } from "drizzle-orm";
import { CONVERSION_STEP, VISITOR_STEPS, type FunnelStep, type TrafficSource } from "~/lib/analytics/steps";
import { ensureSiteKey, rollUpEvents } from "~/models/analytics.server";
import { getDb } from "~/db/client.server";
import { seededRandom } from "./random";
import {
  analyticsClicks,
  analyticsDropped,
  analyticsEvents,
  campaignChannelPerformance,
  campaigns,
  channelStats,
  companies,
  featureFlags,
} from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";

/**
 * Sample analytics for Northwind's demo campaigns (issue 14 §4; issue 37 §1, §3), generated as
 * events so that every screen agrees by construction: each click the campaigns' daily results
 * hold is one visitor following that channel's tracking link (a click id), who then goes through
 * the career site in visitor order — career page, job description, apply button, application
 * form, application sent — each step reached by a share of those who reached the one before.
 * Applicants are not written here: the analytics rollup derives them from these events
 * (docs/decisions/045), as it does for real traffic. A few visitors come back through another
 * channel before applying (assisted conversions); external visitors arrive from search, social,
 * job boards and direct; visitors come mostly from the campaign's own country; the boards report
 * impressions, reach and engagements. Deterministic (a seeded generator), idempotent (nothing
 * happens once the company has events), README-labelled as sample figures. Switches
 * recruitment_analytics on for Northwind.
 */
const SLUG = "northwind";
const DAY = 86_400_000;
/** Share of those who reached the step before (the first: of all visitors), in visitor order. */
const STEP_SHARE: Record<FunnelStep, number> = {
  "career-page": 1,
  "job-description": 0.78,
  "cta-click": 0.45,
  "application-form": 0.8,
  "application-success": 0.3,
};
/** Visitors from the campaign's own country; the rest from its neighbours and a few further away. */
const HOME_SHARE = 0.86;
const ABROAD: [string, number][] = [["DE", 30], ["NL", 20], ["BE", 18], ["GB", 10], ["AT", 8], ["FR", 6], ["PL", 4], ["ES", 4]];
/** Northwind's home market, for a campaign without a location. */
const DEFAULT_COUNTRY = "DE";
const EXTERNAL: [Exclude<TrafficSource, "campaign">, string, number][] = [
  ["search", "https://www.google.com/", 45],
  ["social", "https://www.linkedin.com/", 20],
  ["job-board", "https://de.indeed.com/", 15],
  ["direct", "", 15],
  ["other", "https://blog.example.org/", 5],
];

function weighted<T>(random: () => number, list: [T, ...unknown[]][], weightIndex: number) {
  const total = list.reduce((s, e) => s + (e[weightIndex] as number), 0);
  let r = random() * total;
  for (const entry of list) {
    r -= entry[weightIndex] as number;
    if (r <= 0) return entry;
  }
  return list[list.length - 1];
}

/** A campaign's country: the first location of its target group ("NL.utrecht.utrecht" → NL). */
function campaignCountry(targetGroup: TargetGroup | null) {
  const id = targetGroup?.regions?.[0]?.id ?? "";
  return /^[A-Z]{2}\b/.test(id) ? id.slice(0, 2) : DEFAULT_COUNTRY;
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
    .select({
      campaignId: campaignChannelPerformance.campaignId,
      channelId: campaignChannelPerformance.channelId,
      day: campaignChannelPerformance.day,
      clicks: campaignChannelPerformance.clicks,
      targetGroup: campaigns.targetGroup,
    })
    .from(campaignChannelPerformance)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannelPerformance.campaignId))
    .where(and(eq(campaigns.companyId, company.id)))
    .orderBy(campaignChannelPerformance.campaignId, campaignChannelPerformance.day, campaignChannelPerformance.channelId);
  if (clicks.length === 0) return 0;

  const random = seededRandom(20261124);
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  const clickIds: (typeof analyticsClicks.$inferInsert)[] = [];
  const stats: (typeof channelStats.$inferInsert)[] = [];
  const page = (campaignId: string) => `https://careers.northwind.example/jobs/${campaignId.slice(0, 8)}`;
  const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T08:00:00Z`) + minutes * 60_000);
  let visitorNo = 0;
  // visitors of each campaign who have not applied yet, with the channel they came through: a
  // few of them come back through another channel (assisted conversions)
  const earlier = new Map<string, { visitorId: string; channelId: string; country: string }[]>();

  /** One visit in visitor order: each step reached by a share of those who reached the one before. */
  const visit = (
    base: Omit<typeof analyticsEvents.$inferInsert, "step" | "occurredAt">,
    day: string,
    boost: number,
  ) => {
    let minute = Math.floor(random() * 600);
    const reached: FunnelStep[] = [];
    for (const step of VISITOR_STEPS) {
      const share = step === CONVERSION_STEP ? Math.min(1, STEP_SHARE[step] * boost) : STEP_SHARE[step];
      if (random() > share) break;
      events.push({ ...base, step, occurredAt: at(day, minute) });
      reached.push(step);
      minute += 1 + Math.floor(random() * 4);
    }
    return reached.includes(CONVERSION_STEP);
  };
  const countryOf = (home: string) => (random() < HOME_SHARE ? home : weighted(random, ABROAD.filter(([c]) => c !== home), 1)[0]);

  for (const row of clicks) {
    if (Date.parse(row.day) > now.getTime()) continue;
    const home = campaignCountry(row.targetGroup);
    stats.push({
      companyId: company.id,
      campaignId: row.campaignId,
      channelId: row.channelId,
      day: row.day,
      impressions: row.clicks * (40 + Math.floor(random() * 40)),
      reach: row.clicks * (28 + Math.floor(random() * 20)),
      engagements: Math.round(row.clicks * (1.2 + random())),
    });
    const pool = earlier.get(row.campaignId) ?? [];
    earlier.set(row.campaignId, pool);
    // every click is one visitor following the tracking link: the click ids match the clicks
    for (let v = 0; v < row.clicks; v++) {
      const candidates = pool.filter((p) => p.channelId !== row.channelId);
      const returning = candidates.length > 0 && random() < 1 / 8 ? candidates[Math.floor(random() * candidates.length)] : null;
      const visitorId = returning?.visitorId ?? `demo-${visitorNo}`;
      const country = returning?.country ?? countryOf(home);
      visitorNo++;
      const clickId = `democid${visitorNo}`;
      clickIds.push({ clickId, companyId: company.id, campaignId: row.campaignId, channelId: row.channelId, createdAt: at(row.day, 0) });
      const base = { companyId: company.id, visitorId, clickId, campaignId: row.campaignId, channelId: row.channelId, source: "campaign", country, pageUrl: page(row.campaignId), referrer: "" };
      // visitors who come back are the ones who apply more often
      const applied = visit(base, row.day, returning ? 3 : 1);
      if (returning) pool.splice(pool.indexOf(returning), 1);
      if (!applied && !returning) pool.push({ visitorId, channelId: row.channelId, country });
    }
    // external traffic to the campaign's job page: about a quarter of the tracked visitors
    for (let e = 0; e < Math.round(row.clicks / 4); e++) {
      const [source, referrer] = weighted(random, EXTERNAL, 2) as (typeof EXTERNAL)[number];
      const visitorId = `demo-x${visitorNo++}`;
      visit(
        { companyId: company.id, visitorId, campaignId: row.campaignId, source, country: countryOf(home), pageUrl: page(row.campaignId), referrer },
        row.day,
        1,
      );
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
