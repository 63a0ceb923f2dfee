import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { atsApplications, campaignChannels } from "~/db/schema";
import { costPerHire, median, type CampaignOutcomes, type OutcomeCounts } from "~/lib/outcomes/figures";
import { atLeast } from "~/lib/outcomes/stages";
import type { ApplicationStage, AttributionRule } from "~/lib/outcomes/types";

/**
 * A campaign's outcomes from the imported applications (issue 52 §3): per channel of its basket,
 * the unattributed ones, and the campaign's totals; the figures every surface shows. Reads the
 * campaign's applications once (a campaign has tens to hundreds) and counts them in one place.
 */

const DAY_MS = 86_400_000;

function count(rows: { stage: string; status: string; hiredAt: Date | null }[], start: Date | null): OutcomeCounts {
  const hired = rows.filter((r) => r.status === "hired" || r.stage === "hired");
  return {
    applications: rows.length,
    interviews: rows.filter((r) => atLeast(r.stage as ApplicationStage, "interview")).length,
    offers: rows.filter((r) => atLeast(r.stage as ApplicationStage, "offer")).length,
    hires: hired.length,
    timeToHireDays: start
      ? median(hired.filter((r) => r.hiredAt).map((r) => Math.max(0, Math.round((r.hiredAt!.getTime() - start.getTime()) / DAY_MS))))
      : null,
  };
}

export async function campaignOutcomes(
  companyId: string,
  campaign: { id: string; availabilityDate: Date | null; orderedAt: Date | null; orderedTotalCents: number | null; orderedCurrency: string | null },
): Promise<CampaignOutcomes> {
  const db = await getDb();
  const [rows, basket] = await Promise.all([
    db
      .select({
        channelId: atsApplications.channelId,
        rule: atsApplications.attributionRule,
        stage: atsApplications.stage,
        status: atsApplications.status,
        hiredAt: atsApplications.hiredAt,
      })
      .from(atsApplications)
      .where(and(eq(atsApplications.companyId, companyId), eq(atsApplications.campaignId, campaign.id))),
    db
      .select({ channelId: campaignChannels.channelId, price: campaignChannels.orderedPriceCents, currency: campaignChannels.orderedCurrency })
      .from(campaignChannels)
      .where(eq(campaignChannels.campaignId, campaign.id))
      .orderBy(campaignChannels.position),
  ]);
  // time to hire counts from the campaign going online (its availability date, else the order)
  const start = campaign.availabilityDate ?? campaign.orderedAt;
  const channels = basket.map((b) => {
    const counts = count(rows.filter((r) => r.channelId === b.channelId), start);
    return { channelId: b.channelId, ...counts, costCents: b.price, costPerHireCents: costPerHire(b.price, counts.hires), currency: b.currency ?? "EUR" };
  });
  const total = count(rows, start);
  const rules: Record<AttributionRule, number> = { "tracking-parameter": 0, "source-mapping": 0, visitor: 0, unattributed: 0 };
  for (const r of rows) rules[r.rule as AttributionRule] += 1;
  return {
    channels,
    unattributed: count(rows.filter((r) => r.channelId === null), start),
    total: {
      ...total,
      costCents: campaign.orderedTotalCents,
      costPerHireCents: costPerHire(campaign.orderedTotalCents, total.hires),
      currency: campaign.orderedCurrency ?? "EUR",
    },
    rules,
  };
}
