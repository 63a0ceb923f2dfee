/**
 * spec 1 §9 / spec 2 §9 pagination bar: all pages when there are fewer than 7; otherwise 3 around
 * the current page, an ellipsis and the last 3. Offset is (page − 1) × itemsPerPage.
 */
export const ALL_PAGES_BELOW = 7;
export const TAIL_PAGES = 3;

export type PageItem = number | "ellipsis";

export function pageCount(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage));
}

/** spec 1 §4: the page number is clamped between 1 and the last page. */
export function clampPage(page: number, lastPage: number) {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, lastPage));
}

/** Beyond any real list: a larger page number from a URL is read as this one (no huge OFFSET). */
export const MAX_PAGE = 1_000_000;

/**
 * An integer read from a URL, clamped to [min, max]: "99999999999999999999999" is max, "-5" is
 * min, anything that is not a number is `fallback` (issue 11 §1: such values gave 500s).
 */
export function clampInt(
  raw: string | null | undefined,
  { min = 1, max = MAX_PAGE, fallback = min }: { min?: number; max?: number; fallback?: number } = {},
) {
  const value = Number.parseInt((raw ?? "").trim(), 10);
  if (Number.isNaN(value)) return fallback;
  return Math.min(Math.max(value, min), max);
}

export function pageOffset(page: number, perPage: number) {
  return (page - 1) * perPage;
}

export function pageItems(current: number, lastPage: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (lastPage < ALL_PAGES_BELOW) return range(1, lastPage);
  const tailStart = lastPage - TAIL_PAGES + 1;
  // 3 around the current page: the one before, the current one, the one after
  const start = Math.max(1, Math.min(current, lastPage) - 1);
  if (start + 2 >= tailStart - 1) {
    // the window reaches the last three: one run of pages, no ellipsis needed
    return range(Math.max(1, Math.min(start, lastPage - 2 * TAIL_PAGES + 1)), lastPage);
  }
  return [...range(start, start + 2), "ellipsis", ...range(tailStart, lastPage)];
}

/**
 * spec 1 §5 jump input: a value above the page count is discarded; the current page or an empty
 * value does nothing. Returns the page to go to, or null for "do nothing".
 */
export function jumpTarget(input: string, current: number, lastPage: number): number | null {
  const value = input.trim();
  if (value === "") return null;
  const page = Number(value);
  if (!Number.isInteger(page) || page > lastPage) return null;
  const target = clampPage(page, lastPage);
  return target === current ? null : target;
}

/**
 * Without JavaScript the jump input is a GET form that sends `jump` next to the current `page`;
 * the loader answers with the page to redirect to (the same rules as jumpTarget), or null when
 * the URL carries no jump. "Do nothing" redirects to the current page.
 */
/** The jump input's name: "jump" for the page's own list, "<param>-jump" for a section's list. */
export function jumpParam(pageParam: string) {
  return pageParam === "page" ? "jump" : `${pageParam}-jump`;
}

export function jumpRedirect(url: URL, lastPage: number, pageParam = "page"): string | null {
  const name = jumpParam(pageParam);
  const jump = url.searchParams.get(name);
  if (jump === null) return null;
  const next = new URLSearchParams(url.searchParams);
  next.delete(name);
  const current = clampPage(Number(next.get(pageParam) ?? "1"), lastPage);
  const target = jumpTarget(jump, current, lastPage) ?? current;
  if (target <= 1) next.delete(pageParam);
  else next.set(pageParam, String(target));
  const query = next.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
