import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** per-request CSP nonce set by server.ts */
    cspNonce?: string;
    /** the client address as seen through trusted proxies, for rate limits */
    clientIp?: string;
  }
}
