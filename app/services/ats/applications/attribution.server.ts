import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaignApplicants, campaignChannels, campaignOrders, campaigns, channels, vacancies } from "~/db/schema";
import { attribute, type AttributionContext, type CampaignCandidate } from "~/lib/outcomes/attribution";
import type { ImportedApplication } from "~/lib/outcomes/types";
import { companySourceMappings, type AttributedApplication } from "~/models/ats-application.server";

/**
 * The attribution context of one page of applications (issue 52 §2), read for the page's own job
 * ids and visitors only, and every read scoped by the company.
 */
export async function attributionContext(companyId: string, page: ImportedApplication[]): Promise<AttributionContext> {
  const db = await getDb();
  const jobIds = [...new Set(page.map((a) => a.atsJobId).filter((id): id is string => Boolean(id)))];
  const vacancyRows = jobIds.length
    ? await db
        .select({ id: vacancies.id, externalId: vacancies.externalId })
        .from(vacancies)
        .where(and(eq(vacancies.companyId, companyId), inArray(vacancies.externalId, jobIds)))
    : [];
  const vacancyIds = vacancyRows.map((v) => v.id);
  const campaignRows = vacancyIds.length
    ? await db
        .select({
          id: campaigns.id,
          vacancyId: campaigns.vacancyId,
          orderedAt: campaigns.orderedAt,
          availabilityDate: campaigns.availabilityDate,
        })
        .from(campaigns)
        .where(and(eq(campaigns.companyId, companyId), inArray(campaigns.vacancyId, vacancyIds), isNotNull(campaigns.orderedAt)))
    : [];
  const campaignIds = campaignRows.map((c) => c.id);
  const [basket, orders, applicants] = campaignIds.length
    ? await Promise.all([
        db
          .select({ campaignId: campaignChannels.campaignId, id: campaignChannels.channelId, slug: channels.slug })
          .from(campaignChannels)
          .innerJoin(channels, eq(channels.id, campaignChannels.channelId))
          .where(inArray(campaignChannels.campaignId, campaignIds)),
        db
          .select({ campaignId: campaignOrders.campaignId, checkout: campaignOrders.checkout })
          .from(campaignOrders)
          .where(and(eq(campaignOrders.companyId, companyId), inArray(campaignOrders.campaignId, campaignIds)))
          .orderBy(desc(campaignOrders.requestedAt)),
        visitorRows(campaignIds, page),
      ])
    : [[], [], []];
  // the latest order's tracking values per channel (the checkout keeps them: spec 1 §3)
  const utm = new Map<string, string>();
  for (const order of orders) {
    const tracking = (order.checkout as { tracking?: { channelId?: string; source?: string }[] }).tracking ?? [];
    for (const t of tracking) {
      const key = `${order.campaignId} ${t.channelId}`;
      if (t.channelId && t.source && !utm.has(key)) utm.set(key, t.source);
    }
  }
  const byVacancy = new Map<string, CampaignCandidate[]>();
  for (const c of campaignRows) {
    const candidate: CampaignCandidate = {
      id: c.id,
      startedAt: c.availabilityDate ?? c.orderedAt!,
      channels: basket
        .filter((b) => b.campaignId === c.id)
        .map((b) => ({ id: b.id, slug: b.slug, utmSource: utm.get(`${c.id} ${b.id}`) ?? null })),
    };
    byVacancy.set(c.vacancyId!, [...(byVacancy.get(c.vacancyId!) ?? []), candidate]);
  }
  return {
    vacancies: new Map(vacancyRows.map((v) => [v.externalId, v.id])),
    campaigns: byVacancy,
    mappings: await companySourceMappings(companyId),
    visitors: new Map(applicants.map((a) => [`${a.campaignId} ${a.visitorId}`, a.channelId])),
  };
}

async function visitorRows(campaignIds: string[], page: ImportedApplication[]) {
  const visitors = [...new Set(page.map((a) => a.visitorId).filter((v): v is string => Boolean(v)))];
  if (visitors.length === 0) return [];
  const db = await getDb();
  return db
    .select({ campaignId: campaignApplicants.campaignId, visitorId: campaignApplicants.visitorId, channelId: campaignApplicants.channelId })
    .from(campaignApplicants)
    .where(and(inArray(campaignApplicants.campaignId, campaignIds), inArray(campaignApplicants.visitorId, visitors)));
}

export async function attributePage(companyId: string, page: ImportedApplication[]): Promise<AttributedApplication[]> {
  if (page.length === 0) return [];
  const context = await attributionContext(companyId, page);
  return page.map((application) => ({ ...application, ...attribute(application, context) }));
}
