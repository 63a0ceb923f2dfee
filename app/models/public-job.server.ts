import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  campaignChannels,
  campaigns,
  channels,
  companies,
  formStates,
} from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { isUuid } from "~/lib/uuid";
import { JOB_AD_FORM, type JobAdState } from "~/lib/validation/job-ad";
import { exportCompanyDetails } from "./company-details.server";

/**
 * The public side of ordered campaigns (issue 12 §5): one campaign's job page by its UUID, and
 * a company's online campaigns for its job feed. Only ordered and online campaigns are public.
 */
export const PUBLIC_STATUSES = ["ordered", "online"];
const DAY_MS = 86_400_000;

async function publicRows(where: ReturnType<typeof and>) {
  const db = await getDb();
  return db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      companyName: companies.name,
      targetGroup: campaigns.targetGroup,
      orderedAt: campaigns.orderedAt,
      availabilityDate: campaigns.availabilityDate,
      jobAd: formStates.state,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .innerJoin(
      formStates,
      and(
        eq(formStates.companyId, campaigns.companyId),
        eq(formStates.name, JOB_AD_FORM),
        eq(formStates.referenceId, campaigns.id),
      ),
    )
    .where(where)
    .orderBy(desc(campaigns.orderedAt), desc(campaigns.id));
}

/** validThrough: the latest end of a channel's posting, else availability + the longest days online. */
async function validThrough(campaignIds: string[]) {
  const ends = new Map<string, Date | null>();
  if (campaignIds.length === 0) return ends;
  const db = await getDb();
  const rows = await db
    .select({
      campaignId: campaignChannels.campaignId,
      onlineUntil: max(campaignChannels.onlineUntil),
      longest: sql<number | null>`max(${channels.durationDays})`,
      availability: max(campaigns.availabilityDate),
    })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .leftJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(inArray(campaignChannels.campaignId, campaignIds))
    .groupBy(campaignChannels.campaignId);
  for (const row of rows) {
    const fallback =
      row.availability && row.longest
        ? new Date(new Date(row.availability).getTime() + Number(row.longest) * DAY_MS)
        : null;
    ends.set(row.campaignId, row.onlineUntil ? new Date(row.onlineUntil) : fallback);
  }
  return ends;
}

export interface PublicCampaign {
  id: string;
  companyId: string;
  companyName: string;
  targetGroup: TargetGroup | null;
  datePosted: Date;
  validThrough: Date | null;
  jobAd: JobAdState;
}

function toPublic(
  rows: Awaited<ReturnType<typeof publicRows>>,
  ends: Map<string, Date | null>,
): PublicCampaign[] {
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    companyName: r.companyName,
    targetGroup: r.targetGroup,
    datePosted: r.availabilityDate ?? r.orderedAt ?? new Date(),
    validThrough: ends.get(r.id) ?? null,
    jobAd: r.jobAd as JobAdState,
  }));
}

export async function findPublicCampaign(campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const rows = await publicRows(
    and(eq(campaigns.id, campaignId), inArray(campaigns.status, PUBLIC_STATUSES)),
  );
  if (rows.length === 0) return undefined;
  const [campaign] = toPublic(rows, await validThrough([campaignId]));
  const details = await exportCompanyDetails(campaign.companyId, campaign.id);
  return {
    ...campaign,
    employerName: details?.companyName ?? campaign.companyName,
    logo: details?.logo ? { bytes: details.logo, mime: details.logoMime } : null,
  };
}

/** The job feed: the company's online campaigns (issue 12 §5), newest first. */
export async function listOnlineCampaigns(companyId: string, limit = 5_000) {
  const rows = (
    await publicRows(and(eq(campaigns.companyId, companyId), eq(campaigns.status, "online")))
  ).slice(0, limit);
  return toPublic(rows, await validThrough(rows.map((r) => r.id)));
}
