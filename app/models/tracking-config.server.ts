import { and, asc, count, eq, ilike, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { channels, customProductNames, trackingConfigs } from "~/db/schema";
import { containsPattern } from "~/lib/sql-like";
import {
  defaultTrackingConfig,
  normalizeFields,
  type ProductSourceRow,
  type TrackingConfig,
  type TrackingField,
} from "~/lib/tracking/tracking-config";
import { visibleToCompany } from "./channel.server";

/** GET tracking-config (spec 2 §7): a company without a configuration gets the defaults. */
export async function getTrackingConfig(companyId: string): Promise<TrackingConfig> {
  const db = await getDb();
  const [row] = await db
    .select({ enabled: trackingConfigs.enabled, fields: trackingConfigs.fields })
    .from(trackingConfigs)
    .where(eq(trackingConfigs.companyId, companyId));
  // spec 2 §4: an empty reply gives the default configuration, too
  if (!row || row.fields.length === 0) return defaultTrackingConfig();
  return { enabled: row.enabled, fields: normalizeFields(row.fields) };
}

/** PUT tracking-config: the validated configuration; the standard fields keep their names. */
export async function saveTrackingConfig(companyId: string, config: { enabled: boolean; fields: TrackingField[] }) {
  const db = await getDb();
  const value = { enabled: config.enabled, fields: normalizeFields(config.fields), updatedAt: new Date() };
  await db
    .insert(trackingConfigs)
    .values({ companyId, ...value })
    .onConflictDoUpdate({ target: trackingConfigs.companyId, set: value });
  return { enabled: value.enabled, fields: value.fields };
}

/**
 * The product-source list (spec 2 §2): the catalogue products the company can see, by name, with
 * its custom names; searched by name, `limit` rows from `offset`.
 */
export async function listProductSources(companyId: string, { q, offset, limit }: { q: string; offset: number; limit: number }) {
  const db = await getDb();
  const where = and(visibleToCompany(companyId), q.trim() ? ilike(channels.name, containsPattern(q.trim())) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ channelId: channels.id, productName: channels.name, customName: customProductNames.name })
      .from(channels)
      .leftJoin(
        customProductNames,
        and(eq(customProductNames.channelId, channels.id), eq(customProductNames.companyId, companyId)),
      )
      .where(where)
      .orderBy(asc(sql`lower(${channels.name})`), asc(channels.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(channels).where(where),
  ]);
  return { rows: rows satisfies ProductSourceRow[], total };
}

/**
 * Saves the custom names of the products on the page: a name sets it, an empty name removes the
 * entry (spec 2 §4). Products the company cannot see are ignored.
 */
export async function saveCustomProductNames(companyId: string, products: { channelId: string; customName: string }[]) {
  if (products.length === 0) return;
  const db = await getDb();
  const visible = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(visibleToCompany(companyId), inArray(channels.id, products.map((p) => p.channelId))));
  const allowed = new Set(visible.map((v) => v.id));
  const wanted = products.filter((p) => allowed.has(p.channelId));
  const named = wanted.filter((p) => p.customName.trim());
  const cleared = wanted.filter((p) => !p.customName.trim()).map((p) => p.channelId);
  await db.transaction(async (tx) => {
    if (cleared.length) {
      await tx
        .delete(customProductNames)
        .where(and(eq(customProductNames.companyId, companyId), inArray(customProductNames.channelId, cleared)));
    }
    for (const p of named) {
      await tx
        .insert(customProductNames)
        .values({ companyId, channelId: p.channelId, name: p.customName.trim() })
        .onConflictDoUpdate({
          target: [customProductNames.companyId, customProductNames.channelId],
          set: { name: p.customName.trim() },
        });
    }
  });
}

/** Custom names of the given products, by channel id (for the order's tracking snapshot). */
export async function customProductNamesFor(companyId: string, channelIds: string[]) {
  if (channelIds.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ channelId: customProductNames.channelId, name: customProductNames.name })
    .from(customProductNames)
    .where(and(eq(customProductNames.companyId, companyId), inArray(customProductNames.channelId, channelIds)));
  return Object.fromEntries(rows.map((r) => [r.channelId, r.name])) as Record<string, string>;
}

/**
 * spec 1 §3 "Checkout state": customTrackingEnabled, customTrackingFields, customProductNames, kept
 * with the order so that its links keep the parameters they were ordered with.
 */
export async function customTrackingSnapshot(companyId: string, channelIds: string[]) {
  const [config, names] = await Promise.all([getTrackingConfig(companyId), customProductNamesFor(companyId, channelIds)]);
  return { customTrackingEnabled: config.enabled, customTrackingFields: config.fields, customProductNames: names };
}
export type CustomTrackingSnapshot = Awaited<ReturnType<typeof customTrackingSnapshot>>;
