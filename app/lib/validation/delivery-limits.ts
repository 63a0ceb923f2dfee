/**
 * The lengths of a consultant's delivery marks (docs/decisions/013), apart from their zod schema
 * (delivery.ts): the performance page's forms need only these numbers, and importing the schema's
 * module would ship zod to the browser (issue 10 §4).
 */
export const DELIVERY_REASON_MAX = 500;
export const LIVE_URL_MAX = 2000;
