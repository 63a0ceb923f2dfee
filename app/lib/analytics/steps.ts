/** spec 2 §3 "Analytics state": the funnel step names, in funnel order. */
export const FUNNEL_STEPS = [
  "cta-click",
  "career-page",
  "job-description",
  "application-form",
  "application-success",
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The step that makes a visitor "converted" (spec 2 §3 uniqueVisitorsConverted). */
export const CONVERSION_STEP: FunnelStep = "application-success";

export function isFunnelStep(value: unknown): value is FunnelStep {
  return typeof value === "string" && (FUNNEL_STEPS as readonly string[]).includes(value);
}

/** Traffic sources of an event (issue 14 §1): a click id makes it campaign traffic. */
export const TRAFFIC_SOURCES = ["campaign", "search", "social", "job-board", "direct", "other"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** How an employer marks a step in the career-site markup (the snippet's attributes). */
export function stepMarkup(step: FunnelStep) {
  return step === "cta-click" ? "data-hw-cta" : `data-hw-step="${step}"`;
}
