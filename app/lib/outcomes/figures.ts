import type { AttributionRule } from "./types";

/**
 * Outcome figures of a campaign (issue 52 §3), one definition each (written on the page:
 * locales/<locale>/outcomes.json "definitions.*").
 */
export interface OutcomeCounts {
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
  /** median days from the campaign going online to the offer accepted; null without hires */
  timeToHireDays: number | null;
}

export interface ChannelOutcome extends OutcomeCounts {
  channelId: string;
  /** the price paid for the channel at order time (cents, in `currency`) */
  costCents: number | null;
  costPerHireCents: number | null;
  /** ISO 4217: the channel's price as ordered (decision 079) */
  currency: string;
}

/** Cost per hire: what was paid divided by the hires; none without a hire or a price. */
export function costPerHire(costCents: number | null, hires: number) {
  return costCents !== null && hires > 0 ? Math.round(costCents / hires) : null;
}

/** The median of a list (the middle value, or the mean of the two middle ones); null when empty. */
export function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A campaign's outcomes per channel, unattributed and in total (models/campaign-outcomes.server.ts). */
export interface CampaignOutcomes {
  channels: ChannelOutcome[];
  unattributed: OutcomeCounts;
  /** costs in the order's currency (decision 079) */
  total: OutcomeCounts & { costCents: number | null; costPerHireCents: number | null; currency: string };
  rules: Record<AttributionRule, number>;
}
