import {
  CLIENT_ERROR_ENDPOINT,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_REPORTS_PER_PAGE,
  CLIENT_ERROR_STACK_MAX,
  type ClientErrorReport,
} from "./client-errors";

let sent = 0;

/**
 * The browser's half of spec 1 §8 "Uncaught browser errors": entry.client.tsx's two listeners load
 * this module on the first error and hand it each event; it posts what the browser gave, cut to
 * length, at most CLIENT_ERROR_REPORTS_PER_PAGE per page. The masking of personal data runs on the
 * server before anything is kept or logged (routes/resources/client-error.tsx), and nothing of this
 * is in the JavaScript every page loads first (issue 10 §4).
 */
export function reportError(win: Window, event: Event) {
  // a failed <img>/<script> load is not an ErrorEvent (and does not reach window): not an uncaught error
  const isError = event instanceof ErrorEvent;
  if (event.type === "error" && !isError) return;
  if (sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
  sent += 1;
  const error: unknown = isError ? event.error : (event as PromiseRejectionEvent).reason;
  const report: ClientErrorReport = {
    kind: isError ? "error" : "unhandledrejection",
    message: ((isError && event.message) || (error instanceof Error ? error.message : String(error)) || "unknown error").slice(0, CLIENT_ERROR_MESSAGE_MAX),
    source: (isError && event.filename) || null,
    line: isError ? event.lineno : null,
    column: isError ? event.colno : null,
    stack: error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_STACK_MAX) : null,
    page: win.location.pathname,
  };
  send(win, report);
}

/** A problem the app noticed itself, e.g. a text the page's language lacks (decision 071). */
export function reportMessage(win: Window, message: string) {
  if (sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
  sent += 1;
  send(win, { kind: "error", message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX), source: null, line: null, column: null, stack: null, page: win.location.pathname });
}

function send(win: Window, report: ClientErrorReport) {
  const body = JSON.stringify(report);
  if (!win.navigator.sendBeacon?.(CLIENT_ERROR_ENDPOINT, new Blob([body], { type: "application/json" }))) {
    void win.fetch(CLIENT_ERROR_ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => {});
  }
}
