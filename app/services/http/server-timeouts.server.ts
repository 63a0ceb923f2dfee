import http, { type RequestListener, type Server } from "node:http";

/**
 * Idle keep-alive connections must outlive the load balancer's own idle timeout (nginx's
 * `keepalive_timeout` and AWS ALB's default are 60 s): when the server closes an idle connection
 * first, the balancer may send the next request on it at that moment and answer 502 (issue 36 §8;
 * Node's default of 5 s reset 22 of 11,527 pooled requests).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * A request's headers must be complete this long after its first byte, else 408 and the
 * connection closes (issue 47 §5: a client that never finished its headers held a connection for
 * 92 s). A balancer sends a request's headers at once; a direct client on a slow line needs a few
 * seconds. Node (≥ 18) starts this clock at a request's first byte, so an idle kept-alive
 * connection is not cut by it: it needs no longer than the keep-alive timeout.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * The whole request (headers and body) must have arrived this long after its first byte. nginx
 * buffers a body before passing it on; a direct client uploading a 3 MB logo at 1 Mbit/s needs 25 s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often Node looks for requests past those timeouts (its default of 30 s made 10 s into 40). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The HTTP server of `listener` with Hirewave's time-outs (deploy/nginx.conf sits in front of it). */
export function createHttpServer(listener: RequestListener): Server {
  return applyServerTimeouts(
    http.createServer(
      {
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        headersTimeout: HEADERS_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
      listener,
    ),
  );
}

export function applyServerTimeouts(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}
