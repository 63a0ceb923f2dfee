import {
  requireCampaignSummary as requireSummaryRecord,
  requireShareableSummary as requireShareableRecord,
  type CampaignSummary,
} from "~/models/campaign-summary.server";
import { savedTargetGroupIn } from "../catalogue/target-group-labels.server";

/**
 * A campaign's summary (models/campaign-summary.server.ts) with its target group in the viewer's
 * language: stored in the language it was saved in, every surface of the summary — performance
 * page, share page, PDF and Word exports, budget advice — shows the viewer's (issue 48 §2).
 */
async function inLocale<T extends CampaignSummary>(summary: T, locale: string): Promise<T> {
  const { campaign } = summary;
  if (!campaign.targetGroup) return summary;
  return { ...summary, campaign: { ...campaign, targetGroup: await savedTargetGroupIn(campaign.companyId, locale, campaign.targetGroup) } };
}

/** The summary of one of the company's campaigns; a missing or foreign one is a 404. */
export async function requireCampaignSummary(companyId: string, campaignId: string | null, locale: string) {
  return inLocale(await requireSummaryRecord(companyId, campaignId, locale), locale);
}

/** spec 1 §7 shareable_campaign_summary: by the unguessable campaign UUID, without sign-in. */
export async function requireShareableSummary(campaignId: string | null, locale: string) {
  return inLocale(await requireShareableRecord(campaignId, locale), locale);
}
