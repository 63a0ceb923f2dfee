/**
 * A campaign's figures as every screen shows them (docs/decisions/045): clicks on its tracking
 * links, unique visitors and applicants from the analytics events, and what each applicant cost,
 * for one period (inclusive UTC days).
 */
export interface CampaignFigures {
  from: string;
  to: string;
  clicks: number;
  visitors: number;
  /** unique visitors who came through one of the campaign's channels; the rest came another way */
  visitorsFromChannels: number;
  /** all applicants, also those who came another way */
  applicants: number;
  /** the ordered total ÷ all applicants, in cents; null without an order or without applicants */
  costPerApplicantCents: number | null;
  /** ISO 4217: the order's currency, which the cost per applicant is in (decision 079) */
  currency: string;
  /** clicks and the applicants counted through each channel, by channel id */
  byChannel: Record<string, { clicks: number; applicants: number }>;
}

/** What the order cost ÷ applicants of the period, rounded to the cent; null when undefined. */
export function costPerApplicant(orderedTotalCents: number | null | undefined, applicants: number) {
  if (!orderedTotalCents || !(applicants > 0)) return null;
  return Math.round(orderedTotalCents / applicants);
}

/**
 * A channel's cost per applicant (issue 48 §4): its price ÷ the applicants who came through it,
 * for paid channels only — a channel ordered at price 0 has no cost to divide.
 */
export function channelCostPerApplicant(priceCents: number, applicants: number) {
  if (!(priceCents > 0)) return null;
  return costPerApplicant(priceCents, applicants);
}

/** Unique visitors who came another way than a channel's tracking link (shown when visitors exceed clicks). */
export function visitorsOtherWays(figures: Pick<CampaignFigures, "visitors" | "visitorsFromChannels">) {
  return Math.max(0, figures.visitors - figures.visitorsFromChannels);
}
