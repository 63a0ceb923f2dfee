/**
 * Uncaught browser errors (spec 1 §8 "sent to the analytics service with stack trace"): the page's
 * window.onerror / unhandledrejection handlers post them to /resources/client-error, beside the
 * page-view beacon. What is sent and kept holds nothing personal (issue 42 §17).
 */

export const CLIENT_ERROR_ENDPOINT = "/resources/client-error";
/** A page that fails in a loop reports its first few errors only. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 5;
/** Reports the server takes per client address and minute (per instance). */
export const CLIENT_ERROR_LIMIT_PER_MINUTE = 10;
export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_STACK_MAX = 4000;

export interface ClientErrorReport {
  kind: "error" | "unhandledrejection";
  message: string;
  source: string | null;
  line: number | null;
  column: number | null;
  stack: string | null;
  page: string;
}

/**
 * Masks what could identify a person: query strings and fragments of URLs (tokens, e-mail
 * addresses in links), e-mail addresses, and digit runs of 7 or more (phone and account numbers).
 */
export function withoutPersonalData(text: string) {
  return text
    // a stack frame's ":line:column" after the query is kept
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)]*|(?<![\w/])\/[^\s?#)]*)[?#][^\s)]*?((?::\d+){1,2})?(?=[\s)]|$)/gi, "$1$2")
    .replace(/[^\s@()<>"']+@[^\s@()<>"']+\.[a-z]{2,}/gi, "[email]")
    .replace(/\d{7,}/g, "[number]");
}

/** A report from what the browser handed to the handler; every text cleaned and cut. */
export function clientErrorReport(
  kind: ClientErrorReport["kind"],
  error: unknown,
  where: { message?: string; source?: string | null; line?: number | null; column?: number | null; page: string },
): ClientErrorReport {
  const asError = error instanceof Error ? error : null;
  const message = where.message || asError?.message || (typeof error === "string" ? error : String(error ?? "unknown error"));
  const clean = (value: string | null | undefined, max: number) => (value ? withoutPersonalData(value).slice(0, max) : null);
  return {
    kind,
    message: clean(message, CLIENT_ERROR_MESSAGE_MAX) ?? "unknown error",
    source: clean(where.source, 2048),
    line: Number.isInteger(where.line) ? (where.line as number) : null,
    column: Number.isInteger(where.column) ? (where.column as number) : null,
    stack: clean(asError?.stack, CLIENT_ERROR_STACK_MAX),
    page: withoutPersonalData(where.page).slice(0, 2048),
  };
}
