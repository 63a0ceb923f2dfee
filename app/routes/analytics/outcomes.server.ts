import { trackedOf, type CampaignOutcomes } from "~/lib/outcomes/figures";
import { campaignFigures, trackedThroughChannels } from "~/models/campaign-figures.server";
import { campaignOutcomes, companyOutcomes } from "~/models/campaign-outcomes.server";
import { csvResponse } from "./analytics.server";

/**
 * The outcomes section of the analytics screens (issue 52 §3): the same functions as the campaign
 * performance page (campaignOutcomes, campaignFigures), for the screen's period
 * (docs/decisions/080: an application by the day it was made).
 */
type Period = { from: string; to: string };

export async function campaignOutcomesSection(
  companyId: string,
  campaign: {
    id: string;
    createdAt: Date;
    availabilityDate: Date | null;
    orderedAt: Date | null;
    orderedTotalCents: number | null;
    orderedCurrency: string | null;
  },
  period: Period,
) {
  const [outcomes, figures] = await Promise.all([
    campaignOutcomes(companyId, campaign, period),
    campaignFigures(companyId, campaign, period),
  ]);
  return { outcomes, tracked: trackedOf(figures) };
}

/** The company's: the campaigns with applications in the period, and their tracked clicks and applicants. */
export async function companyOutcomesSection(companyId: string, period: Period) {
  const { campaignIds, ...outcomes } = await companyOutcomes(companyId, period);
  return { outcomes, campaigns: campaignIds.length, tracked: await trackedThroughChannels(companyId, campaignIds, period) };
}

/** The section's CSV: one row per channel, then the unattributed and the total; cost in cents. */
export function outcomesCsv(fileName: string, outcomes: CampaignOutcomes) {
  const row = (name: string, c: CampaignOutcomes["total"] | CampaignOutcomes["unattributed"], costPerHire: number | null) => [
    name, c.applications, c.interviews, c.offers, c.hires, costPerHire, c.timeToHireDays,
  ];
  return csvResponse(
    fileName,
    ["channel", "applications", "interviews", "offers", "hires", "cost_per_hire_cents", "time_to_hire_days"],
    [
      ...outcomes.channels.map((c) => row(c.name, c, c.costPerHireCents)),
      row("unattributed", outcomes.unattributed, null),
      row("total", outcomes.total, outcomes.total.costPerHireCents),
    ],
  );
}
