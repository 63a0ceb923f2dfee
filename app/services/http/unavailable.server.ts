/**
 * The database being unreachable (a restart, a failover, the pool reconnecting) is not a bug in
 * the request: it answers 503 with Retry-After and a retry page instead of 500 or /error
 * (issue 11 §4).
 */
export const RETRY_AFTER_S = 5;

// connection-level SQLSTATE classes and codes: 08 connection exception, 57P01–57P03 shutdown /
// cannot connect now, 53300 too many connections
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
const MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps driver errors ("Failed query: …") with the original as `cause`
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (SQLSTATES.test(code) || NODE_CODES.has(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

export function unavailableResponse() {
  return new Response("Service temporarily unavailable", {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_S), "Content-Type": "text/plain; charset=utf-8" },
  });
}
