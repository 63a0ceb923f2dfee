/**
 * Custom product names (spec 2 §2 product source): the page's numbers and row type, apart from
 * the zod schemas of tracking-config.ts so that the page and its table do not ship zod to the
 * browser (issue 10 §4).
 */
export interface ProductSourceRow {
  channelId: string;
  /** the catalogue's name: the default product name */
  productName: string;
  customName: string | null;
}

export const PRODUCT_SOURCE_PAGE_SIZE = 20;
export const PRODUCT_SOURCE_DEBOUNCE_MS = 500;
export const CUSTOM_PRODUCT_NAME_MAX = 100;
/** Infinite scroll stops after this many pages (1,000 products); the search narrows further. */
export const PRODUCT_SOURCE_MAX_PAGES = 50;
