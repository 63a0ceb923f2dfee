/**
 * The reason lengths of the approvals screen and the cancellation request, apart from their zod
 * schemas (approval.ts): the pages' forms need only these numbers, and importing the schemas'
 * module would ship zod to the browser (issue 10 §4).
 */
export const REJECTION_REASON_MAX = 500;
export const CANCELLATION_REASON_MAX = 1000;
