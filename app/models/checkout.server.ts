import { and, asc, eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { campaignChannels, campaigns, channels, companies } from "~/db/schema";
import { priceSummary } from "~/lib/campaign/pricing";
import { visibleToCompany } from "./channel.server";
import { latestRateTable } from "./fx-rate.server";

/**
 * The basket as the order prices it: each channel with its list price and days online, in the
 * order added (spec 1 §3 "Channel"; prices in cents). Like getBasket in ./basket.server, but it
 * runs inside the order's transaction (`db` = the transaction). A channel of another company
 * ("my channels" of someone else) never counts.
 */
type Queryable = Pick<Database, "select">;

export async function loadBasket(companyId: string, campaignId: string, db?: Queryable) {
  const handle = db ?? (await getDb());
  return handle
    .select({
      id: channels.id,
      name: channels.name,
      price: channels.priceCents,
      currency: channels.currency,
      daysOnline: channels.durationDays,
      availableForPurchase: channels.availableForPurchase,
      bundleId: channels.bundleId,
    })
    .from(campaignChannels)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignChannels.campaignId), eq(campaigns.companyId, companyId)))
    .innerJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(and(eq(campaignChannels.campaignId, campaignId), visibleToCompany(companyId)))
    .orderBy(asc(campaignChannels.position));
}


/**
 * spec 1 §6: discount and service fee come from the company's configuration; the totals are in
 * the company's currency (decision 079).
 */
export async function companyPricing(companyId: string, db?: Queryable) {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ discountPercent: companies.discountPercent, serviceFeeCents: companies.serviceFeeCents, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { discountPercent: 0, serviceFeeCents: 0, currency: "EUR" };
}

/**
 * The basket with its price summary (app/lib/campaign/pricing.ts) in the company's currency, each
 * channel converted with the latest reference rates (`rates`, returned for the order to keep).
 */
export async function pricedBasket(companyId: string, campaignId: string, db?: Queryable) {
  // one after the other: inside a transaction all share one connection
  const basket = await loadBasket(companyId, campaignId, db);
  const pricing = await companyPricing(companyId, db);
  const rates = await latestRateTable(db);
  return { channels: basket, rates, summary: priceSummary(basket, pricing, { currency: pricing.currency, rates }) };
}
