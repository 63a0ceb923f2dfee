import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { priceSummary } from "~/lib/campaign/pricing";
import { latestRateTable } from "~/models/fx-rate.server";
import { JOB_AD_FORM } from "~/lib/validation/job-ad";
import { getDb } from "~/db/client.server";
import { demoJobAd } from "./data/demo-job-ads";
import {
  campaignChannelPerformance,
  campaignChannels,
  campaigns,
  channels,
  companies,
  formStates,
  users,
} from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";

/**
 * Demo campaigns for Northwind Staffing, so the dashboard and /campaigns are not empty on a fresh
 * start: drafts (with and without target group), ordered, online and expired campaigns of two
 * authors over several months. Channels are found by their catalogue slug (stable across imports);
 * dates are relative to `now`. Runs only for a company that has no campaigns yet and only once the
 * catalogue is there, so it never touches real work and can run on every boot.
 */
interface DemoCampaign {
  name: string;
  author: string;
  status: "pending" | "ordered" | "online" | "expired";
  createdDaysAgo: number;
  /** days ago the order was placed, and days from now (negative: ago) the channels went online */
  order?: { daysAgo: number; availableInDays: number };
  targetGroup?: TargetGroup;
  channels: string[];
}

const tg = (
  jobTitle: [string, string],
  jobFunction: [string, string],
  region: [string, string],
  industry: [string, string],
): TargetGroup => ({
  jobTitle: { id: jobTitle[0], label: jobTitle[1] },
  jobFunction: { id: jobFunction[0], label: jobFunction[1] },
  regions: [{ id: region[0], label: region[1] }],
  industries: [{ id: industry[0], label: industry[1] }],
});

const RECRUITER = "recruiter@hirewave.demo";
const APPROVER = "approver@hirewave.demo";

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    name: "Pflegefachkraft (m/w/d) Berlin",
    author: RECRUITER,
    status: "pending",
    createdDaysAgo: 1,
    targetGroup: tg(
      ["hw-nurse", "Pflegefachkraft"],
      ["health-nursing", "Pflege"],
      ["DE.berlin.berlin", "Berlin, Deutschland"],
      ["healthcare", "Gesundheits- & Sozialwesen"],
    ),
    // the job centre is free and not for sale: it stays out of exports and totals
    channels: ["stepstone-de", "medi-jobs", "indeed-de", "arbeitsagentur-jobsuche"],
  },
  {
    name: "Lagermitarbeiter Hamburg",
    author: RECRUITER,
    status: "pending",
    createdDaysAgo: 6,
    channels: ["indeed-de", "monster-de"],
  },
  {
    name: "Senior Accountant Amsterdam",
    author: RECRUITER,
    status: "ordered",
    createdDaysAgo: 9,
    order: { daysAgo: 3, availableInDays: 4 },
    targetGroup: tg(
      ["hw-accountant", "Accountant"],
      ["finance", "Finance & accounting"],
      ["NL.north-holland.amsterdam", "Amsterdam, North Holland, Netherlands"],
      ["finance", "Banking & insurance"],
    ),
    channels: ["linkedin-job-post", "nationale-vacaturebank"],
  },
  {
    name: "Zorgmedewerker Utrecht",
    author: RECRUITER,
    status: "online",
    createdDaysAgo: 25,
    order: { daysAgo: 20, availableInDays: -14 },
    targetGroup: tg(
      ["hw-elderly-care-worker", "Verzorgende IG"],
      ["health-care", "Welzijn & maatschappelijke zorg"],
      ["NL.utrecht.utrecht", "Utrecht, Nederland"],
      ["healthcare", "Gezondheidszorg & welzijn"],
    ),
    channels: ["zorgselect", "indeed-nl", "werkzoeken-nl"],
  },
  {
    name: "Customer Service Agent Rotterdam",
    author: RECRUITER,
    status: "online",
    createdDaysAgo: 40,
    order: { daysAgo: 35, availableInDays: -27 },
    targetGroup: tg(
      ["hw-customer-service-agent", "Customer service agent"],
      ["retail", "Retail & customer service"],
      ["NL.south-holland.rotterdam", "Rotterdam, South Holland, Netherlands"],
      ["retail", "Retail"],
    ),
    channels: ["indeed-nl", "nationale-vacaturebank"],
  },
  {
    name: "Elektroniker (m/w/d) München",
    author: RECRUITER,
    status: "ordered",
    createdDaysAgo: 12,
    order: { daysAgo: 2, availableInDays: 6 },
    targetGroup: tg(
      ["hw-service-technician", "Servicetechniker"],
      ["engineering", "Technik"],
      ["DE.bavaria.munich", "München, Bayern, Deutschland"],
      ["manufacturing", "Industrie & Produktion"],
    ),
    channels: ["stepstone-de", "indeed-de"],
  },
  {
    name: "Software Developer Munich",
    author: RECRUITER,
    status: "expired",
    createdDaysAgo: 95,
    order: { daysAgo: 90, availableInDays: -85 },
    targetGroup: tg(
      ["hw-software-developer", "Software developer"],
      ["it-dev", "Software development"],
      ["DE.bavaria.munich", "Munich, Bavaria, Germany"],
      ["it", "IT & telecommunications"],
    ),
    channels: ["stepstone-de", "linkedin-job-post"],
  },
  {
    name: "Verpleegkundige Den Haag",
    author: RECRUITER,
    status: "pending",
    createdDaysAgo: 45,
    targetGroup: tg(
      ["hw-nurse", "Verpleegkundige"],
      ["health-nursing", "Verpleging"],
      ["NL.south-holland.the-hague", "Den Haag, Zuid-Holland, Nederland"],
      ["healthcare", "Gezondheidszorg & welzijn"],
    ),
    channels: ["zorgselect"],
  },
  {
    name: "Truck Driver Dortmund",
    author: RECRUITER,
    status: "expired",
    createdDaysAgo: 70,
    order: { daysAgo: 66, availableInDays: -60 },
    channels: ["indeed-de"],
  },
  {
    name: "Marketing Manager Amsterdam",
    author: APPROVER,
    status: "online",
    createdDaysAgo: 15,
    order: { daysAgo: 12, availableInDays: -8 },
    targetGroup: tg(
      ["hw-marketing-manager", "Marketing manager"],
      ["marketing", "Marketing & communications"],
      ["NL.north-holland.amsterdam", "Amsterdam, North Holland, Netherlands"],
      ["media", "Media & marketing"],
    ),
    channels: ["linkedin-job-post", "linkedin-sponsored-content"],
  },
  {
    name: "Office Manager Utrecht",
    author: APPROVER,
    status: "pending",
    createdDaysAgo: 3,
    channels: ["werkzoeken-nl"],
  },
  {
    name: "Data Analyst Berlin",
    author: APPROVER,
    status: "ordered",
    createdDaysAgo: 5,
    order: { daysAgo: 1, availableInDays: 2 },
    targetGroup: tg(
      ["hw-data-scientist", "Data analyst"],
      ["it-data", "Data & analytics"],
      ["DE.berlin.berlin", "Berlin, Germany"],
      ["it", "IT & telecommunications"],
    ),
    channels: ["stepstone-de", "xing-job-ad"],
  },
  {
    // a mixed-currency basket (issue 51 §4): two US boards priced in US dollars and LinkedIn in
    // euros, totalled in the company's euros at the ECB reference rate, with its date
    name: "Software Engineer Chicago",
    author: APPROVER,
    status: "pending",
    createdDaysAgo: 2,
    targetGroup: tg(
      ["hw-software-developer", "Software developer"],
      ["it-dev", "Software development"],
      ["US.illinois.chicago", "Chicago, Illinois, United States"],
      ["it", "IT & telecommunications"],
    ),
    channels: ["dice", "built-in", "linkedin-job-post"],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Returns how many campaigns it created (0 when the company already has some or no catalogue). */
export async function seedDemoCampaigns(companySlug = "northwind", now = new Date()) {
  const db = await getDb();
  const [company] = await db
    .select({
      id: companies.id,
      discountPercent: companies.discountPercent,
      serviceFeeCents: companies.serviceFeeCents,
      currency: companies.currency,
    })
    .from(companies)
    .where(eq(companies.tenantSlug, companySlug));
  if (!company) return 0;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(eq(campaigns.companyId, company.id));
  if (count > 0) return 0;

  const slugs = [...new Set(DEMO_CAMPAIGNS.flatMap((c) => c.channels))];
  const channelRows = await db
    .select({
      id: channels.id,
      slug: channels.slug,
      priceCents: channels.priceCents,
      currency: channels.currency,
      durationDays: channels.durationDays,
      homepage: channels.homepage,
      availableForPurchase: channels.availableForPurchase,
      bundleId: channels.bundleId,
    })
    .from(channels)
    .where(and(inArray(channels.slug, slugs), isNull(channels.companyId)));
  if (channelRows.length === 0) return 0;
  const bySlug = new Map(channelRows.map((c) => [c.slug, c]));
  const authorRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [RECRUITER, APPROVER]));
  const authors = new Map(authorRows.map((u) => [u.email, u.id]));
  // the reference rates of boot (imported before the demo campaigns): orders keep what they used
  const rates = await latestRateTable();

  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_CAMPAIGNS.entries()) {
      const list = demo.channels.map((slug) => bySlug.get(slug)).filter((c) => c !== undefined);
      const author = authors.get(demo.author) ?? null;
      const orderedAt = demo.order ? new Date(now.getTime() - demo.order.daysAgo * DAY) : null;
      const availabilityDate = demo.order
        ? new Date(now.getTime() + demo.order.availableInDays * DAY)
        : null;
      const summary = priceSummary(
        list.map((c) => ({
          price: c.priceCents,
          currency: c.currency,
          availableForPurchase: c.availableForPurchase,
          bundleId: c.bundleId,
        })),
        company,
        { currency: company.currency, rates },
      );
      const [row] = await tx
        .insert(campaigns)
        .values({
          companyId: company.id,
          createdBy: author,
          name: demo.name,
          status: demo.status,
          targetGroup: demo.targetGroup ?? null,
          createdAt: new Date(now.getTime() - demo.createdDaysAgo * DAY),
          orderRequestedAt: orderedAt,
          orderedAt,
          orderedBy: orderedAt ? author : null,
          availabilityDate,
          orderedTotalCents: orderedAt ? summary.total : null,
          orderedCurrency: orderedAt ? summary.currency : null,
        })
        .returning({ id: campaigns.id });
      // an ordered campaign has its job ad (the public job page and the job feed read it)
      if (orderedAt) {
        await tx.insert(formStates).values({
          companyId: company.id,
          name: JOB_AD_FORM,
          referenceId: row.id,
          state: demoJobAd(demo, index),
          updatedBy: author,
        });
      }
      if (list.length === 0) continue;
      await tx.insert(campaignChannels).values(
        list.map((channel, i) => ({
          campaignId: row.id,
          channelId: channel.id,
          position: i + 1,
          // as placeOrder freezes them (decision 079): the demo's orders are all in euros
          ...(orderedAt
            ? {
                orderedPriceCents: summary.lines[i] ? channel.priceCents : 0,
                orderedCurrency: channel.currency,
                orderedConvertedCents: summary.lines[i]?.cents ?? 0,
                orderedRate: summary.lines[i]?.rate ?? null,
                orderedRateDate: summary.lines[i]?.rateDate ?? null,
              }
            : {}),
          onlineFrom: availabilityDate,
          onlineUntil: availabilityDate
            ? new Date(availabilityDate.getTime() + channel.durationDays * DAY)
            : null,
          // a live link once the channel is online
          liveUrl: availabilityDate && availabilityDate <= now ? channel.homepage || null : null,
          ...demoDelivery(demo.status, availabilityDate),
        })),
      );
      const results = availabilityDate
        ? demoResults(
            row.id,
            list.map((c) => ({ id: c.id, slug: c.slug, durationDays: c.durationDays })),
            availabilityDate,
            now,
          )
        : [];
      if (results.length > 0) await tx.insert(campaignChannelPerformance).values(results);
    }
  });
  return DEMO_CAMPAIGNS.length;
}

/**
 * The delivery an order in this status has by the rules of docs/decisions/013: online and expired
 * campaigns had their channels posted (on the availability date); ordered ones are still being
 * processed and wait for a consultant like real orders.
 */
function demoDelivery(status: DemoCampaign["status"], availabilityDate: Date | null) {
  if (status === "online" || status === "expired") {
    return { deliveryStatus: "processed" as const, deliveryDecidedAt: availabilityDate };
  }
  return status === "ordered" ? { deliveryStatus: "processing" as const } : {};
}

/**
 * Daily clicks of a demo campaign's channels from the day they went online until today or their
 * end: a steady number per channel (from its slug, so every boot gives the same figures) that
 * fades over the days online. Applicants are not set here: the demo analytics turn each click into
 * a visitor's events and the rollup counts who applied (docs/decisions/045).
 */
export function demoResults(
  campaignId: string,
  list: { id: string; slug: string; durationDays: number }[],
  availabilityDate: Date,
  now: Date,
) {
  const rows: { campaignId: string; channelId: string; day: string; clicks: number }[] = [];
  for (const channel of list) {
    const base = 8 + (hash(channel.slug) % 23);
    const days = Math.min(channel.durationDays, Math.floor((now.getTime() - availabilityDate.getTime()) / DAY));
    for (let d = 0; d < days; d++) {
      const clicks = Math.max(0, Math.round(base * (1 - d / (channel.durationDays * 1.5)) + (hash(`${channel.slug}${d}`) % 5) - 2));
      rows.push({
        campaignId,
        channelId: channel.id,
        day: new Date(availabilityDate.getTime() + d * DAY).toISOString().slice(0, 10),
        clicks,
      });
    }
  }
  return rows;
}

function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}
