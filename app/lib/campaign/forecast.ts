/**
 * spec 1 §3/§9 forecast of calls to action: min/max multiplied by 11, defaults 35 and 72.
 * A channel's own expectation (per-day calls to action from its track record or catalogue class)
 * is summed over the purchasable channels and multiplied by FORECAST_MULTIPLIER.
 * docs/decisions/005-campaign-pricing.md explains the model.
 */
export const FORECAST_MULTIPLIER = 11;
export const DEFAULT_FORECAST = { min: 35, max: 72 } as const;

export interface ForecastChannel {
  ctaMin: number;
  ctaMax: number;
}

export function forecastCallsToAction(channels: ForecastChannel[]) {
  if (channels.length === 0) return { ...DEFAULT_FORECAST };
  const min = channels.reduce((sum, c) => sum + c.ctaMin, 0) * FORECAST_MULTIPLIER;
  const max = channels.reduce((sum, c) => sum + c.ctaMax, 0) * FORECAST_MULTIPLIER;
  if (max <= 0) return { ...DEFAULT_FORECAST };
  return { min: Math.round(min), max: Math.round(Math.max(min, max)) };
}
