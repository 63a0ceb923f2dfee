import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { CHANNEL_STATS_COLUMNS, CHANNEL_STATS_MAX_ROWS } from "~/lib/analytics/channel-stats";
import { campaignChannels, campaigns, channelStats } from "~/db/schema";

/**
 * Job-board statistics (issue 14 §1): impressions, reach and engagements per channel and day come
 * from the boards, as CSV (docs/analytics-channel-stats.md). Every row is checked first; one bad
 * row and nothing is imported, with an error per bad row. Re-importing a day replaces its figures.
 *
 *   campaign_id,channel_id,date,impressions,reach,engagements
 */

const count = z.coerce.number({ invalid_type_error: "not-a-number" }).int("not-an-integer").min(0, "negative").max(2_000_000_000, "too-large");
const rowSchema = z.object({
  campaign_id: z.string().uuid("invalid-campaign-id"),
  channel_id: z.string().uuid("invalid-channel-id"),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid-date")
    .refine((d) => !Number.isNaN(new Date(`${d}T00:00:00Z`).getTime()) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "invalid-date"),
  impressions: count,
  reach: count,
  engagements: count,
});

export interface RowError {
  /** 1-based line in the file (the header is line 1) */
  line: number;
  column: string | null;
  error: string;
}

export type ImportResult = { ok: true; rows: number } | { ok: false; errors: RowError[] };

export async function importChannelStats(companyId: string, csv: string, options: { campaignId?: string } = {}): Promise<ImportResult> {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    return { ok: false, errors: [{ line: 0, column: null, error: `unreadable-csv: ${(error as Error).message}` }] };
  }
  if (records.length === 0) return { ok: false, errors: [{ line: 1, column: null, error: "no-rows" }] };
  const missing = CHANNEL_STATS_COLUMNS.filter((c) => !(c in records[0]));
  if (missing.length) return { ok: false, errors: missing.map((c) => ({ line: 1, column: c, error: "missing-column" })) };
  if (records.length > CHANNEL_STATS_MAX_ROWS) return { ok: false, errors: [{ line: 0, column: null, error: "too-many-rows" }] };

  const db = await getDb();
  // the company's campaigns and their channels: a foreign or unknown pair is a row error
  const owned = await db
    .select({ campaignId: campaignChannels.campaignId, channelId: campaignChannels.channelId })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .where(and(eq(campaigns.companyId, companyId), options.campaignId ? eq(campaigns.id, options.campaignId) : undefined));
  const pairs = new Set(owned.map((o) => `${o.campaignId}|${o.channelId}`));

  const errors: RowError[] = [];
  const values: (typeof channelStats.$inferInsert)[] = [];
  const seen = new Set<string>();
  records.forEach((record, i) => {
    const line = i + 2;
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line, column: String(issue.path[0] ?? ""), error: issue.message });
      return;
    }
    const r = parsed.data;
    const key = `${r.campaign_id}|${r.channel_id}`;
    if (!pairs.has(key)) return errors.push({ line, column: "channel_id", error: "unknown-campaign-channel" });
    if (seen.has(`${key}|${r.date}`)) return errors.push({ line, column: "date", error: "duplicate-row" });
    seen.add(`${key}|${r.date}`);
    values.push({ companyId, campaignId: r.campaign_id, channelId: r.channel_id, day: r.date, impressions: r.impressions, reach: r.reach, engagements: r.engagements });
  });
  if (errors.length) return { ok: false, errors: errors.slice(0, 200) };

  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insert(channelStats)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [channelStats.campaignId, channelStats.channelId, channelStats.day],
          set: { impressions: sql`excluded.impressions`, reach: sql`excluded.reach`, engagements: sql`excluded.engagements` },
        });
    }
  });
  return { ok: true, rows: values.length };
}
