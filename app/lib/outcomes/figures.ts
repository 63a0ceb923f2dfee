import { atLeast } from "./stages";
import type { ApplicationStage, AttributionRule } from "./types";

/**
 * Outcome figures of a campaign (issue 52 §3), one definition each (written on the page:
 * locales/<locale>/outcomes.json "definitions.*"). Counted here, in one function
 * (summariseOutcomes), for every surface: the performance page, analytics (campaign and company),
 * the share page and the exports (docs/decisions/080).
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
  name: string;
  /** the price paid for the channel at order time (cents, in `currency`), summed over the campaigns counted */
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

/** A campaign's (or a company's campaigns') outcomes per channel, unattributed and in total. */
export interface CampaignOutcomes {
  channels: ChannelOutcome[];
  unattributed: OutcomeCounts;
  /** costs in the orders' currency (decision 079) */
  total: OutcomeCounts & { costCents: number | null; costPerHireCents: number | null; currency: string };
  rules: Record<AttributionRule, number>;
}

/** One imported application as the figures need it (models/campaign-outcomes.server.ts reads them). */
export interface OutcomeRow {
  campaignId: string;
  channelId: string | null;
  rule: string;
  stage: string;
  status: string;
  appliedAt: Date;
  hiredAt: Date | null;
}

/** A counted campaign: when it went online (time to hire starts there), its order total and basket. */
export interface OutcomeCampaign {
  id: string;
  start: Date | null;
  orderedTotalCents: number | null;
  /** ISO 4217 of the order total (decision 079); a company's orders share its contracts' currency */
  orderedCurrency: string | null;
  basket: { channelId: string; name: string; priceCents: number | null; currency: string | null }[];
}

const DAY_MS = 86_400_000;

/**
 * Calendar days (UTC) from one date to another: a campaign online at 21:00 whose hire is accepted
 * at 09:00 eighteen days later took 18 days, not 17.5 rounded by the hour the sum was made.
 */
export function calendarDaysBetween(from: Date, to: Date) {
  return Math.floor(to.getTime() / DAY_MS) - Math.floor(from.getTime() / DAY_MS);
}

function isHire(r: Pick<OutcomeRow, "stage" | "status">) {
  return r.status === "hired" || r.stage === "hired";
}

function count(rows: OutcomeRow[], startOf: (campaignId: string) => Date | null): OutcomeCounts {
  const hired = rows.filter(isHire);
  const days = hired.flatMap((r) => {
    const start = startOf(r.campaignId);
    return start && r.hiredAt ? [Math.max(0, calendarDaysBetween(start, r.hiredAt))] : [];
  });
  return {
    applications: rows.length,
    interviews: rows.filter((r) => atLeast(r.stage as ApplicationStage, "interview")).length,
    offers: rows.filter((r) => atLeast(r.stage as ApplicationStage, "offer")).length,
    hires: hired.length,
    timeToHireDays: median(days),
  };
}

const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null;

/**
 * The outcome figures of one or more campaigns: per channel of their baskets (a channel in two
 * campaigns is one row, its prices added), the unattributed applications and the total. The
 * rows are the campaigns' applications of the period already; cost is what the counted campaigns
 * paid, whatever the period (as cost per applicant, decision 045).
 */
export function summariseOutcomes(rows: OutcomeRow[], campaigns: OutcomeCampaign[]): CampaignOutcomes {
  const starts = new Map(campaigns.map((c) => [c.id, c.start]));
  const startOf = (id: string) => starts.get(id) ?? null;
  const channelOrder: { channelId: string; name: string; prices: (number | null)[]; currency: string }[] = [];
  for (const campaign of campaigns) {
    for (const b of campaign.basket) {
      const known = channelOrder.find((c) => c.channelId === b.channelId);
      if (known) known.prices.push(b.priceCents);
      else channelOrder.push({ channelId: b.channelId, name: b.name, prices: [b.priceCents], currency: b.currency ?? "EUR" });
    }
  }
  const inBasket = new Set(channelOrder.map((c) => c.channelId));
  const channels = channelOrder.map(({ channelId, name, prices, currency }) => {
    const counts = count(rows.filter((r) => r.channelId === channelId), startOf);
    const costCents = sumOrNull(prices);
    return { channelId, name, ...counts, costCents, costPerHireCents: costPerHire(costCents, counts.hires), currency };
  });
  const total = count(rows, startOf);
  const totalCost = sumOrNull(campaigns.map((c) => c.orderedTotalCents));
  const rules: Record<AttributionRule, number> = { "tracking-parameter": 0, "source-mapping": 0, visitor: 0, unattributed: 0 };
  for (const r of rows) rules[r.rule as AttributionRule] += 1;
  return {
    channels,
    // a channel no longer in the basket (removed after the application) counts as unattributed
    unattributed: count(rows.filter((r) => r.channelId === null || !inBasket.has(r.channelId)), startOf),
    total: {
      ...total,
      costCents: totalCost,
      costPerHireCents: costPerHire(totalCost, total.hires),
      currency: campaigns.find((c) => c.orderedCurrency)?.orderedCurrency ?? "EUR",
    },
    rules,
  };
}

/**
 * The funnel from click to hire: the clicks and the applicants our tracking counted through the
 * campaigns' channels (campaignFigures, decision 045), then the ATS's applications, interviews,
 * offers and hires. The same steps on every surface.
 */
export function outcomeFunnel(tracked: { clicks: number; applicants: number }, total: OutcomeCounts) {
  return [
    ["clicks", tracked.clicks],
    ["applicants", tracked.applicants],
    ["applications", total.applications],
    ["interviews", total.interviews],
    ["offers", total.offers],
    ["hires", total.hires],
  ] as const;
}

/**
 * The funnel's head for one campaign from its figures (campaignFigures): all clicks, and the
 * applicants counted through its channels (those who came another way have no channel to follow
 * to a hire). The analytics overview sums the same rows (trackedThroughChannels).
 */
export function trackedOf(figures: { clicks: number; byChannel: Record<string, { applicants: number }> }) {
  return { clicks: figures.clicks, applicants: Object.values(figures.byChannel).reduce((n, c) => n + c.applicants, 0) };
}
