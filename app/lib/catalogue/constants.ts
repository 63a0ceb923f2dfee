/**
 * Numbers of the channel catalogue that the spec fixes. Each has a unit test that fails when it
 * changes (docs/conventions/architecture-decisions.md §9).
 */

/** spec 1 §9: channel search page size 20, sorted by score descending. */
export const CHANNEL_SEARCH_PAGE_SIZE = 20;
/** spec 1 §9: product list page size 24. */
export const PRODUCT_LIST_PAGE_SIZE = 24;
/** spec 1 §3 "Campaign builder / channel search": order { orderBy _score, sortOrder desc }. */
export const CHANNEL_SEARCH_ORDER = { orderBy: "_score", sortOrder: "desc" } as const;

/** spec 1 §7/§9: job-title look-up debounce. */
export const TITLE_LOOKUP_DEBOUNCE_MS = 100;
/** spec 1 §7: location look-up debounce. */
export const LOCATION_LOOKUP_DEBOUNCE_MS = 500;
/** spec 1 §9: industry and job-function look-ups use the general search debounce. */
export const LOOKUP_DEBOUNCE_MS = 500;
/** spec 1 §9: free-text search debounce. */
export const SEARCH_TEXT_DEBOUNCE_MS = 500;

/** Look-ups answer with at most this many options (the drop-down is 200 px high, spec 1 §9). */
export const LOOKUP_LIMIT = 10;
/** "Load more" is a URL page number; past this many pages the list asks for a narrower search. */
export const MAX_LOAD_MORE_PAGES = 25;
/** A search text longer than this is a 400, not a slow query. */
export const MAX_SEARCH_TEXT = 100;

/** Long descriptions are split into a short and a long part at this line (issue 3 §2). */
export const DESCRIPTION_SEPARATOR = "-----";

/** spec-2 §3 knowledge-base channel types, in display order. */
export const CHANNEL_TYPES = ["job_board", "social_media", "community", "publication", "aggregator"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** How many rows "load more" shows on page N (spec 1 §4: loading more adds one page size). */
export function visibleCount(page: number, pageSize: number) {
  const clamped = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_LOAD_MORE_PAGES);
  return clamped * pageSize;
}
