import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaignChannels, campaigns, formStates } from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { copyName } from "~/lib/campaign/copy-name";
import { isPending } from "~/lib/campaign/status";
import { isUuid } from "~/lib/uuid";
import { notFound } from "~/lib/not-found";

/**
 * All SQL for campaigns (spec 1 §3 "Campaign", §4, §7 "Campaign calls"). Every function takes the
 * company id first: a campaign of another company does not exist for the caller.
 */
const campaignColumns = {
  id: campaigns.id,
  companyId: campaigns.companyId,
  name: campaigns.name,
  status: campaigns.status,
  targetGroup: campaigns.targetGroup,
  vacancyId: campaigns.vacancyId,
  createdAt: campaigns.createdAt,
  createdBy: campaigns.createdBy,
  orderRequestedAt: campaigns.orderRequestedAt,
  orderedAt: campaigns.orderedAt,
  availabilityDate: campaigns.availabilityDate,
  orderedTotalCents: campaigns.orderedTotalCents,
  orderedCurrency: campaigns.orderedCurrency,
  cancellationRequestedAt: campaigns.cancellationRequestedAt,
};

export type CampaignRow = Awaited<ReturnType<typeof findCampaign>> & object;

export async function findCampaign(companyId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
  return row;
}

/** Like findCampaign, but a missing or foreign campaign is a 404 (docs/conventions/architecture-decisions.md §4). */
export async function requireCampaign(companyId: string, campaignId: string | null | undefined) {
  const campaign = campaignId ? await findCampaign(companyId, campaignId) : undefined;
  if (!campaign) notFound();
  return campaign;
}

/** spec 1 §7 start_building_campaign / specify_pkb_target_group. */
export async function createCampaign(
  companyId: string,
  userId: string | null,
  input: { name?: string; targetGroup?: TargetGroup | null; vacancyId?: string | null; descriptionOnly?: boolean } = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(campaigns)
    .values({
      companyId,
      createdBy: userId,
      name: input.name?.trim() || input.targetGroup?.jobTitle.label || "",
      targetGroup: input.targetGroup ?? null,
      vacancyId: input.vacancyId ?? null,
      descriptionOnly: input.descriptionOnly ?? false,
    })
    .returning({ id: campaigns.id });
  return row.id;
}

/**
 * The user's job descriptions generated from the menu that have no channel yet (decision 062):
 * listed on /job-description, newest first, and nowhere else.
 */
export async function listSavedJobDescriptions(companyId: string, userId: string) {
  const db = await getDb();
  return db
    .select({ id: campaigns.id, name: campaigns.name, updatedAt: campaigns.updatedAt })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.createdBy, userId), eq(campaigns.descriptionOnly, true)))
    .orderBy(desc(campaigns.updatedAt), asc(campaigns.id))
    .limit(100);
}

/**
 * Deletes one of the company's menu-generated job descriptions (decision 068); false when the id is
 * another company's, a campaign with channels, or gone — the route answers 404.
 */
export async function deleteSavedJobDescription(companyId: string, id: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id), eq(campaigns.descriptionOnly, true)))
      .returning({ id: campaigns.id });
    // its generator and job-ad states are keyed by the id, not tied to the row by a foreign key
    if (deleted.length) await tx.delete(formStates).where(and(eq(formStates.companyId, companyId), eq(formStates.referenceId, id)));
    return deleted.length > 0;
  });
}

export async function saveTargetGroup(companyId: string, campaignId: string, targetGroup: TargetGroup) {
  const db = await getDb();
  const campaign = await requireCampaign(companyId, campaignId);
  await db
    .update(campaigns)
    .set({
      targetGroup,
      // a campaign started without a name takes the job title
      name: campaign.name || targetGroup.jobTitle.label,
      updatedAt: new Date(),
    })
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
}

/** spec 1 §5: a blank name is never saved. Returns whether the name was stored. */
export async function renameCampaign(companyId: string, campaignId: string, name: string) {
  const trimmed = name.trim();
  if (!trimmed) return false;
  const db = await getDb();
  const updated = await db
    .update(campaigns)
    .set({ name: trimmed, updatedAt: new Date() })
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)))
    .returning({ id: campaigns.id });
  if (updated.length === 0) notFound();
  return true;
}

export async function listCampaignChannelIds(companyId: string, campaignId: string) {
  await requireCampaign(companyId, campaignId);
  const db = await getDb();
  const rows = await db
    .select({ channelId: campaignChannels.channelId })
    .from(campaignChannels)
    .where(eq(campaignChannels.campaignId, campaignId))
    .orderBy(asc(campaignChannels.position));
  return rows.map((r) => r.channelId);
}

/** Only pending campaigns can change their basket (spec 1 §4). */
async function requireEditable(companyId: string, campaignId: string) {
  const campaign = await requireCampaign(companyId, campaignId);
  if (!isPending(campaign.status)) throw new Response("Conflict", { status: 409 });
  return campaign;
}

/** spec 1 §4: adding ignores a product already present; the basket keeps the order of adding. */
export async function addChannel(companyId: string, campaignId: string, channelId: string) {
  await requireEditable(companyId, campaignId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(campaignChannels.position) })
      .from(campaignChannels)
      .where(eq(campaignChannels.campaignId, campaignId));
    await tx
      .insert(campaignChannels)
      .values({ campaignId, channelId, position: (last ?? 0) + 1 })
      .onConflictDoNothing();
    // a job description from the menu becomes a campaign with its first channel (decision 062)
    await tx
      .update(campaigns)
      .set({ updatedAt: new Date(), descriptionOnly: false })
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
  });
}

/** spec 1 §4: remove drops by product id. */
export async function removeChannel(companyId: string, campaignId: string, channelId: string) {
  await requireEditable(companyId, campaignId);
  const db = await getDb();
  await db
    .delete(campaignChannels)
    .where(and(eq(campaignChannels.campaignId, campaignId), eq(campaignChannels.channelId, channelId)));
}

/** spec 1 §7 delete_campaign: only drafts can be deleted. */
export async function deleteCampaign(companyId: string, campaignId: string) {
  await requireEditable(companyId, campaignId);
  const db = await getDb();
  await db.delete(campaigns).where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)));
}

/**
 * spec 1 §7 campaign.copy (re-order): a new pending campaign with the same target group and
 * channels, named with a number in brackets. `channelIsAvailable` tells which channels can still
 * be bought; campaignInputChanged is true when any could not be copied.
 */
export async function copyCampaign(
  companyId: string,
  userId: string,
  campaignId: string,
  channelIsAvailable: (channelIds: string[]) => Promise<Set<string>>,
) {
  const channelIds = await listCampaignChannelIds(companyId, campaignId);
  const available = await channelIsAvailable(channelIds);
  const newId = await copyCampaignWithBasket(companyId, userId, campaignId, channelIds, async () => available);
  return { campaignId: newId, campaignInputChanged: available.size !== channelIds.length || channelIds.some((id) => !available.has(id)) };
}

/**
 * A re-order draft with a given basket (issue 52 §4 "Apply" a budget advice; copyCampaign with the
 * campaign's own): a new pending campaign with the source's target group and vacancy, named with a
 * number in brackets, holding the channels of `channelIds` that can still be bought, in that order.
 */
export async function copyCampaignWithBasket(
  companyId: string,
  userId: string,
  campaignId: string,
  channelIds: string[],
  channelIsAvailable: (channelIds: string[]) => Promise<Set<string>>,
) {
  const source = await requireCampaign(companyId, campaignId);
  const available = await channelIsAvailable(channelIds);
  const db = await getDb();
  const names = await db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), sql`${campaigns.name} like ${`${source.name.replace(/\s*\(\d+\)$/, "")}%`}`));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        companyId,
        createdBy: userId,
        name: copyName(source.name, names.map((n) => n.name)),
        targetGroup: source.targetGroup,
        vacancyId: source.vacancyId,
        copiedFromId: source.id,
      })
      .returning({ id: campaigns.id });
    const kept = channelIds.filter((id) => available.has(id));
    if (kept.length > 0) {
      await tx.insert(campaignChannels).values(kept.map((channelId, i) => ({ campaignId: row.id, channelId, position: i + 1 })));
    }
    return row.id;
  });
}

export { isUuid };
