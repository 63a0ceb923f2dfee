import { channelCostPerApplicant, type CampaignFigures } from "./figures";
import type { Forecast } from "./forecast";

/**
 * An ordered campaign's results per channel, actual against forecast (issue 48 §3), for the share
 * page and the PDF/Word exports. The forecast is the builder's own (`forecastCallsToAction`, read
 * through the campaign summary): this is the one place that reads it for results, so a change of
 * what the forecast measures is made here.
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
  /** the forecast of the measure compared (clicks per posting), null when the channel has none */
  forecast: { min: number; max: number } | null;
}

export interface CampaignResults {
  channels: ChannelResult[];
  /** the campaign's forecast against its actual clicks; null when the basket had no forecast */
  forecast: { min: number; max: number; actual: number } | null;
}

export function campaignResults(
  channels: { id: string; name: string; price: number; currency: string }[],
  figures: CampaignFigures,
  forecast: Forecast | null,
): CampaignResults {
  const forecastOf = new Map((forecast?.channels ?? []).map((c) => [c.channelId, { min: c.min, max: c.max }]));
  return {
    channels: channels.map((channel) => {
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
    }),
    forecast: forecast ? { min: forecast.min, max: forecast.max, actual: figures.clicks } : null,
  };
}
