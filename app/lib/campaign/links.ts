/**
 * Where a campaign's step URLs lead once it was ordered (issue 38 §3): its thank-you page with the
 * order summary, saying it was already ordered and linking to its performance.
 */
export const alreadyOrderedPath = (campaignId: string) => `/campaigns/ordered/?id=${campaignId}&already`;
