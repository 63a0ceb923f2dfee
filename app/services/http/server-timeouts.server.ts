import type { Server } from "node:http";

/**
 * Idle keep-alive connections must outlive the load balancer's own idle timeout (nginx's
 * `keepalive_timeout` and AWS ALB's default are 60 s): when the server closes an idle connection
 * first, the balancer may send the next request on it at that moment and answer 502 (issue 36 §8;
 * Node's default of 5 s reset 22 of 11,527 pooled requests). `headersTimeout` must be above it,
 * or Node closes a reused connection while it waits for the next request's headers.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

export function applyServerTimeouts(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}
