import { TRACK_RECORD_MIN_CAMPAIGNS } from "~/lib/catalogue/ranking";

/**
 * Forecast of calls to action — clicks on a channel's job ad through to the vacancy (issue 37 §4,
 * docs/decisions/047). Each channel has a range **per posting**:
 * - from its own track record when it has results from at least TRACK_RECORD_MIN_CAMPAIGNS ordered
 *   campaigns: the middle half of its clicks per campaign (25th to 75th percentile), labelled with
 *   the number of campaigns;
 * - else from its catalogue figure (cta_min–cta_max, the catalogue class's expectation), labelled
 *   as an estimate.
 * A basket's range is the **sum** of its purchasable channels' ranges: each posting is bought once,
 * and results are assumed to add up (no visitor counted by two channels), so the basket says what
 * its channels say and nothing more. An empty basket, or one whose channels have no figure, has no
 * forecast. This replaces spec 1 §9's "× 11, defaults 35 and 72".
 */
export interface ChannelTrack {
  campaigns: number;
  /** clicks per campaign, 25th and 75th percentile */
  clicksLow: number;
  clicksHigh: number;
}

export interface ForecastChannel {
  id: string;
  ctaMin: number;
  ctaMax: number;
  track?: ChannelTrack | null;
}

export type ForecastBasis = "track-record" | "catalogue";

export interface ChannelForecast {
  channelId: string;
  min: number;
  max: number;
  basis: ForecastBasis;
  /** campaigns behind a track-record range */
  campaigns: number;
}

export interface Forecast {
  min: number;
  max: number;
  /** how the range was made: "sum" of the channels' ranges */
  method: "sum";
  channels: ChannelForecast[];
  /** purchasable channels without any figure: left out of the sum */
  withoutFigure: number;
}

/** A channel's calls to action per posting, or null when neither its results nor the catalogue give one. */
export function channelForecast(channel: ForecastChannel): ChannelForecast | null {
  const track = channel.track;
  if (track && track.campaigns >= TRACK_RECORD_MIN_CAMPAIGNS && track.clicksHigh > 0) {
    const min = Math.round(track.clicksLow);
    return { channelId: channel.id, min, max: Math.max(min, Math.round(track.clicksHigh)), basis: "track-record", campaigns: track.campaigns };
  }
  if (!(channel.ctaMax > 0)) return null;
  const min = Math.max(0, Math.round(channel.ctaMin));
  return { channelId: channel.id, min, max: Math.max(min, Math.round(channel.ctaMax)), basis: "catalogue", campaigns: 0 };
}

/** The basket's forecast: the sum of its channels' ranges; null for an empty basket or no figure at all. */
export function forecastCallsToAction(channels: ForecastChannel[]): Forecast | null {
  const parts = channels.map(channelForecast);
  const known = parts.filter((p): p is ChannelForecast => p !== null);
  if (known.length === 0) return null;
  return {
    min: known.reduce((sum, p) => sum + p.min, 0),
    max: known.reduce((sum, p) => sum + p.max, 0),
    method: "sum",
    channels: known,
    withoutFigure: parts.length - known.length,
  };
}
