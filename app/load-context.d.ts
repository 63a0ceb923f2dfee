import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** per-request CSP nonce set by server.ts */
    cspNonce?: string;
    /** the client address as seen through trusted proxies, for rate limits */
    clientIp?: string;
    /** server.ts's handler takes a rendered page as a buffer instead of a body stream (decision 033) */
    takesRenderedPage?: boolean;
  }
}
