import "@remix-run/node";
import type { RequestContext } from "./services/http/request-context.server";

declare module "@remix-run/node" {
  /**
   * What every loader and action of one request shares (issue 49 §2): built by server.ts's
   * getLoadContext through entry.server's createLoadContext (services/http/request-context.server.ts).
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
