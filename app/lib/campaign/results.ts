import { channelCostPerApplicant, costPerApplicant, type CampaignFigures } from "./figures";
import type { CostEstimate, Estimate, Forecast } from "./forecast";

/**
 * An ordered campaign's results per channel, actual against forecast (issue 48 §3, issue 51 §5),
 * for the share page, the performance page and the PDF/Word exports. The forecast is the builder's
 * own (`forecastBasket`, read through the campaign summary): this is the one place that reads it
 * for results, so a change of what the forecast measures is made here. Applicants compared are
 * those who came through the campaign's channels (what the forecast forecasts).
 */
export interface ChannelResult {
  id: string;
  name: string;
  clicks: number;
  applicants: number;
  /** the channel's price ÷ its applicants; null for a channel ordered at 0 or without applicants */
  costPerApplicantCents: number | null;
  /** ISO 4217: the channel's price's, which its cost per applicant is in */
  currency: string;
  /** the channel's forecast per posting, null when the channel has none */
  forecast: { clicks: Estimate; applicants: Estimate; costPerApplicant: CostEstimate | null } | null;
}

export interface CampaignResults {
  channels: ChannelResult[];
  /** the basket's forecast against the campaign's actual figures; null when the basket had no forecast */
  forecast: {
    clicks: Estimate;
    applicants: Estimate;
    costPerApplicant: CostEstimate | null;
    actual: { clicks: number; applicants: number; costPerApplicantCents: number | null };
  } | null;
}

export function campaignResults(
  channels: { id: string; name: string; price: number; currency: string }[],
  figures: CampaignFigures,
  forecast: Forecast | null,
  /** what the basket cost in the forecast's cost currency (the price summary's total) */
  totalCents: number | null = null,
): CampaignResults {
  const forecastOf = new Map(
    (forecast?.channels ?? []).map((c) => [c.channelId, { clicks: c.clicks, applicants: c.applicants, costPerApplicant: c.costPerApplicant }]),
  );
  const rows = channels.map((channel) => {
    const own = figures.byChannel[channel.id] ?? { clicks: 0, applicants: 0 };
    return {
      id: channel.id,
      name: channel.name,
      clicks: own.clicks,
      applicants: own.applicants,
      costPerApplicantCents: channelCostPerApplicant(channel.price, own.applicants),
      currency: channel.currency,
      forecast: forecastOf.get(channel.id) ?? null,
    };
  });
  const applicants = rows.reduce((s, r) => s + r.applicants, 0);
  return {
    channels: rows,
    forecast: forecast
      ? {
          clicks: forecast.clicks,
          applicants: forecast.applicants,
          costPerApplicant: forecast.costPerApplicant,
          actual: { clicks: figures.clicks, applicants, costPerApplicantCents: costPerApplicant(totalCents, applicants) },
        }
      : null,
  };
}
