import { randomUUID } from "node:crypto";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, channels } from "../../app/db/schema";
import type { TargetGroup } from "../../app/lib/campaign/target-group";

/** Catalogue channels and campaigns for the list, share and export tests (unique per call). */
export async function createChannel(overrides: Partial<typeof channels.$inferInsert> = {}) {
  const db = await getDb();
  const slug = `test-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(channels)
    .values({
      slug,
      name: `Channel ${slug}`,
      type: "job_board",
      focus: { en: "Healthcare", de: "Gesundheitswesen", nl: "Zorg" },
      description: { en: `Short ${slug}\n-----\nLong ${slug}` },
      durationDays: 30,
      priceCents: 10_000,
      ctaMin: 2,
      ctaMax: 5,
      ...overrides,
    })
    .returning();
  return row;
}

// ids the catalogue does not know: the lists and exports show a known id's label in the viewer's
// language (decision 063), and on PostgreSQL the files share one database another file may seed
export const targetGroup = (jobTitle = "Nurse", region = "Berlin"): TargetGroup => ({
  jobTitle: { id: "fixture-title", label: jobTitle },
  jobFunction: { id: "fixture-function", label: "Healthcare" },
  regions: [{ id: `fixture-loc-${region.toLowerCase()}`, label: region }],
  industries: [{ id: "fixture-industry", label: "Hospitals" }],
});

export async function insertCampaign(
  companyId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
  channelIds: string[] = [],
) {
  const db = await getDb();
  const [row] = await db
    .insert(campaigns)
    .values({ companyId, name: `Campaign ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  if (channelIds.length > 0) {
    await db
      .insert(campaignChannels)
      .values(
        channelIds.map((channelId, i) => ({ campaignId: row.id, channelId, position: i + 1 })),
      );
  }
  return row;
}
