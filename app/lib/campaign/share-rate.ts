/** The public pages (a shared campaign, a public job page): a generous per-address limit keeps id guessing pointless (ARCHITECTURE §8). */
export const SHARE_RATE_LIMIT = 120;
export const SHARE_RATE_WINDOW_MS = 60_000;
