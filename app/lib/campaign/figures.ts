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
  applicants: number;
  /** the ordered total ÷ applicants, in cents; null without an order or without applicants */
  costPerApplicantCents: number | null;
}

/** What the order cost ÷ applicants of the period, rounded to the cent; null when undefined. */
export function costPerApplicant(orderedTotalCents: number | null | undefined, applicants: number) {
  if (!orderedTotalCents || !(applicants > 0)) return null;
  return Math.round(orderedTotalCents / applicants);
}
