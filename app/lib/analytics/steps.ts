/** spec 2 §3 "Analytics state": the funnel step names, in funnel order. */
export const FUNNEL_STEPS = [
  "cta-click",
  "career-page",
  "job-description",
  "application-form",
  "application-success",
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The same steps in the order a visitor goes through them (docs/decisions/045): the career page,
 * the job description, the apply button (the snippet's data-hw-cta), the application form, the
 * application sent. The funnel is shown and counted in this order, so no step can exceed the one
 * before; the spec's list above keeps its order for the names it defines.
 */
export const VISITOR_STEPS: readonly FunnelStep[] = [
  "career-page",
  "job-description",
  "cta-click",
  "application-form",
  "application-success",
];

/** The step that makes a visitor "converted" (spec 2 §3 uniqueVisitorsConverted). */
export const CONVERSION_STEP: FunnelStep = "application-success";

/** The steps a visitor must have reached to count at `step` of the funnel: it and all before it. */
export function stepsUpTo(step: FunnelStep) {
  return VISITOR_STEPS.slice(0, VISITOR_STEPS.indexOf(step) + 1);
}

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
