import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { seededRandom } from "./random";
import { atsApplications, campaignChannelPerformance, campaignChannels, campaigns, channels, companies } from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";

/**
 * **Generated** demo history for the forecast (issue 51 §5–6, docs/decisions/078): 31 finished
 * campaigns of a demo company of their own ("demo-history", no members, so no list shows them)
 * across job families, countries and channels, with clicks and applicants per posting, so a fresh
 * start shows forecasts "from N campaigns for nurses in Germany" and `npm run eval:forecast` has
 * something to backtest. None of it is a real result: each posting's clicks are drawn around the
 * catalogue's figure times a fixed factor per channel and per channel × job family (Gamma–Poisson,
 * over-dispersion 0.25), its applicants as a share of those clicks per job family and channel, all
 * from a seeded generator (the same figures on every start). Each applicant is hired with a rate
 * per channel (HIRE_RATE times a fixed factor), and the hires are stored as an ATS would report
 * them (ats_applications, connector "demo", no candidate data, decision 076), so the
 * recommendations' reasons can name hires (issue 52 §4). Runs once, on an empty demo company.
 */
export const HISTORY_SLUG = "demo-history";
const DAY = 86_400_000;
/** Share of applicants hired, before the channel's own factor (0.5–1.5). */
const HIRE_RATE = 0.08;

interface HistoryGroup {
  jobTitle: [string, string];
  jobFunction: [string, string];
  industry: [string, string];
  regions: [string, string][];
  /** share of clicks that apply, before the channel's own factor */
  applyRate: number;
  campaigns: number;
  /** each campaign takes its channels from this list: the first two always, the rest in turn */
  channels: string[];
}

const GROUPS: HistoryGroup[] = [
  {
    jobTitle: ["hw-nurse", "Pflegefachkraft"],
    jobFunction: ["health-nursing", "Pflege"],
    industry: ["healthcare", "Gesundheits- & Sozialwesen"],
    regions: [["DE.berlin.berlin", "Berlin, Deutschland"], ["DE.hamburg.hamburg", "Hamburg, Deutschland"], ["DE.bavaria.munich", "München, Bayern, Deutschland"]],
    applyRate: 0.09,
    campaigns: 8,
    channels: ["stepstone-de", "medi-jobs", "indeed-de", "meta-job-campaign", "arbeitsagentur-jobsuche"],
  },
  {
    jobTitle: ["hw-elderly-care-worker", "Verzorgende IG"],
    jobFunction: ["health-care", "Welzijn & maatschappelijke zorg"],
    industry: ["healthcare", "Gezondheidszorg & welzijn"],
    regions: [["NL.utrecht.utrecht", "Utrecht, Nederland"], ["NL.north-holland.amsterdam", "Amsterdam, Noord-Holland, Nederland"]],
    applyRate: 0.11,
    campaigns: 6,
    channels: ["zorgselect", "indeed-nl", "werkzoeken-nl", "meta-job-campaign"],
  },
  {
    jobTitle: ["hw-software-developer", "Software developer"],
    jobFunction: ["it-dev", "Software development"],
    industry: ["it", "IT & telecommunications"],
    regions: [["DE.berlin.berlin", "Berlin, Germany"], ["DE.bavaria.munich", "Munich, Bavaria, Germany"]],
    applyRate: 0.05,
    campaigns: 5,
    channels: ["stepstone-de", "linkedin-job-post", "indeed-de", "xing-job-ad"],
  },
  {
    jobTitle: ["hw-software-developer", "Software developer"],
    jobFunction: ["it-dev", "Software development"],
    industry: ["it", "IT & telecommunications"],
    regions: [["NL.north-holland.amsterdam", "Amsterdam, North Holland, Netherlands"]],
    applyRate: 0.05,
    campaigns: 3,
    channels: ["linkedin-job-post", "indeed-nl", "nationale-vacaturebank"],
  },
  {
    jobTitle: ["hw-truck-driver", "Berufskraftfahrer"],
    jobFunction: ["log-driving", "Fahrer"],
    industry: ["logistics", "Transport & Logistik"],
    regions: [["DE.north-rhine-westphalia.dortmund", "Dortmund, Deutschland"], ["DE.hamburg.hamburg", "Hamburg, Deutschland"]],
    applyRate: 0.12,
    campaigns: 4,
    channels: ["lkw-fahrer-gesucht", "indeed-de", "meta-job-campaign", "arbeitsagentur-jobsuche"],
  },
  {
    jobTitle: ["hw-customer-service-agent", "Customer service agent"],
    jobFunction: ["retail", "Retail & customer service"],
    industry: ["retail", "Retail"],
    regions: [["NL.south-holland.rotterdam", "Rotterdam, South Holland, Netherlands"]],
    applyRate: 0.1,
    campaigns: 3,
    channels: ["indeed-nl", "nationale-vacaturebank", "werkzoeken-nl"],
  },
  {
    jobTitle: ["hw-marketing-manager", "Marketing manager"],
    jobFunction: ["marketing", "Marketing & communications"],
    industry: ["media", "Media & marketing"],
    regions: [["NL.north-holland.amsterdam", "Amsterdam, North Holland, Netherlands"]],
    applyRate: 0.06,
    campaigns: 2,
    channels: ["linkedin-job-post", "nationale-vacaturebank"],
  },
];

export const DEMO_HISTORY_SLUGS = [...new Set(GROUPS.flatMap((g) => g.channels))];
export const DEMO_HISTORY_CAMPAIGNS = GROUPS.reduce((s, g) => s + g.campaigns, 0);

function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A fixed factor in [low, high] for a text. */
const factor = (text: string, low: number, high: number) => low + ((hash(text) % 1000) / 999) * (high - low);

function poisson(random: () => number, mean: number) {
  if (mean > 500) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

function normal(random: () => number) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Gamma with shape 4 (over-dispersion 1/4) and this mean: four exponentials. */
function gamma4(random: () => number, mean: number) {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum -= Math.log(1 - random());
  return (sum / 4) * mean;
}

export interface HistoryChannel {
  id: string;
  slug: string;
  ctaMin: number;
  ctaMax: number;
  priceCents: number;
  currency: string;
  durationDays: number;
}

/** The generated postings, campaign by campaign (pure: the same channels give the same history). */
export function demoHistory(bySlug: Map<string, HistoryChannel>, now: Date) {
  const random = seededRandom(20261202);
  const out: {
    name: string;
    targetGroup: TargetGroup;
    orderedAt: Date;
    availabilityDate: Date;
    postings: { channel: HistoryChannel; clicks: number; applicants: number; hires: number }[];
  }[] = [];
  // a stream of its own, so the hires leave the clicks and applicants as they were generated before
  const hiring = seededRandom(20261203);
  let index = 0;
  for (const group of GROUPS) {
    for (let c = 0; c < group.campaigns; c++) {
      const region = group.regions[c % group.regions.length];
      const slugs = [group.channels[0], group.channels[1], ...(group.channels.length > 2 ? [group.channels[2 + (c % (group.channels.length - 2))]] : [])];
      const list = slugs.map((s) => bySlug.get(s)).filter((x): x is HistoryChannel => x !== undefined);
      const orderedAt = new Date(now.getTime() - (120 + index * 9) * DAY);
      const availabilityDate = new Date(orderedAt.getTime() + 3 * DAY);
      out.push({
        name: `${group.jobTitle[1]} · ${region[1].split(",")[0]} (${index + 1})`,
        targetGroup: {
          jobTitle: { id: group.jobTitle[0], label: group.jobTitle[1] },
          jobFunction: { id: group.jobFunction[0], label: group.jobFunction[1] },
          regions: [{ id: region[0], label: region[1] }],
          industries: [{ id: group.industry[0], label: group.industry[1] }],
        },
        orderedAt,
        availabilityDate,
        postings: list.map((channel) => {
          const prior = channel.ctaMax > 0 ? (channel.ctaMin + channel.ctaMax) / 2 : 20;
          const mean = prior * factor(channel.slug, 0.7, 1.5) * factor(`${channel.slug}|${group.jobFunction[0]}`, 0.6, 1.6);
          const clicks = poisson(random, gamma4(random, mean));
          const rate = Math.min(0.4, group.applyRate * factor(`${channel.slug}|apply`, 0.7, 1.3));
          let applicants = 0;
          for (let i = 0; i < clicks; i++) if (random() < rate) applicants++;
          const hireRate = HIRE_RATE * factor(`${channel.slug}|hire`, 0.5, 1.5);
          let hires = 0;
          for (let i = 0; i < applicants; i++) if (hiring() < hireRate) hires++;
          return { channel, clicks, applicants, hires };
        }),
      });
      index++;
    }
  }
  return out;
}

/** Spreads a posting's total over its days online (earlier days more), as daily performance rows. */
function dailyRows(total: number, days: number) {
  const weights = Array.from({ length: days }, (_, d) => 1 - d / (days * 1.5));
  const sum = weights.reduce((s, w) => s + w, 0);
  const rows = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - rows.reduce((s, v) => s + v, 0);
  for (let d = 0; rest > 0; d = (d + 1) % days, rest--) rows[d]++;
  return rows;
}

/** Returns how many campaigns it created (0 when the history is there already or no catalogue). */
export async function seedDemoHistory(now = new Date()) {
  const db = await getDb();
  await db
    .insert(companies)
    .values({ name: "Demo history (generated)", tenantSlug: HISTORY_SLUG, hasWebshopApp: false })
    .onConflictDoNothing({ target: companies.tenantSlug });
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, HISTORY_SLUG));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(eq(campaigns.companyId, company.id));
  if (count > 0) return 0;
  const rows = await db
    .select({
      id: channels.id,
      slug: channels.slug,
      ctaMin: channels.ctaMin,
      ctaMax: channels.ctaMax,
      priceCents: channels.priceCents,
      currency: channels.currency,
      durationDays: channels.durationDays,
    })
    .from(channels)
    .where(and(inArray(channels.slug, DEMO_HISTORY_SLUGS), isNull(channels.companyId)));
  if (rows.length === 0) return 0;
  const history = demoHistory(new Map(rows.map((r) => [r.slug, r])), now);
  await db.transaction(async (tx) => {
    for (const campaign of history) {
      if (campaign.postings.length === 0) continue;
      const [row] = await tx
        .insert(campaigns)
        .values({
          companyId: company.id,
          name: campaign.name,
          status: "expired",
          targetGroup: campaign.targetGroup,
          createdAt: new Date(campaign.orderedAt.getTime() - 2 * DAY),
          orderRequestedAt: campaign.orderedAt,
          orderedAt: campaign.orderedAt,
          availabilityDate: campaign.availabilityDate,
          // the demo company's orders are in euros, as every channel of this history is priced
          orderedTotalCents: campaign.postings.reduce((s, p) => s + p.channel.priceCents, 0),
          orderedCurrency: "EUR",
        })
        .returning({ id: campaigns.id });
      await tx.insert(campaignChannels).values(
        campaign.postings.map(({ channel }, i) => ({
          campaignId: row.id,
          channelId: channel.id,
          position: i + 1,
          orderedPriceCents: channel.priceCents,
          orderedCurrency: channel.currency,
          orderedConvertedCents: channel.priceCents,
          orderedRate: 1,
          onlineFrom: campaign.availabilityDate,
          onlineUntil: new Date(campaign.availabilityDate.getTime() + channel.durationDays * DAY),
          deliveryStatus: "processed" as const,
          deliveryDecidedAt: campaign.availabilityDate,
        })),
      );
      const performance = campaign.postings.flatMap(({ channel, clicks, applicants }) => {
        const days = Math.max(1, channel.durationDays);
        const c = dailyRows(clicks, days);
        const a = dailyRows(applicants, days);
        return c.map((value, d) => ({
          campaignId: row.id,
          channelId: channel.id,
          day: new Date(campaign.availabilityDate.getTime() + d * DAY).toISOString().slice(0, 10),
          clicks: value,
          applicants: a[d],
        }));
      });
      for (let i = 0; i < performance.length; i += 1000) await tx.insert(campaignChannelPerformance).values(performance.slice(i, i + 1000));
      // the hires, as the ATS reports them: applied in the posting's first week, hired four weeks later
      const hires = campaign.postings.flatMap(({ channel, hires: count }) =>
        Array.from({ length: count }, (_, k) => {
          const appliedAt = new Date(campaign.availabilityDate.getTime() + ((k % 7) + 1) * DAY);
          const hiredAt = new Date(appliedAt.getTime() + 28 * DAY);
          return {
            companyId: company.id,
            connector: "demo",
            externalId: `history-${row.id}-${channel.slug}-${k}`,
            campaignId: row.id,
            channelId: channel.id,
            attributionRule: "tracking-parameter",
            sourceName: channel.slug,
            stage: "hired",
            status: "hired",
            appliedAt,
            offerAt: hiredAt,
            hiredAt,
            atsUpdatedAt: hiredAt,
          };
        }),
      );
      if (hires.length > 0) await tx.insert(atsApplications).values(hires);
    }
  });
  return history.length;
}
