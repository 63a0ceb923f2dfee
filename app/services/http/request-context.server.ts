import type { AppLoadContext } from "@remix-run/node";
import type { Locale } from "~/lib/i18n/config";
import type { Timings } from "~/platform/metrics/request-timings.server";
import { readSessionWithAccount, type SessionWithAccount } from "../session.server";
import { detectLocale } from "../i18n/i18next.server";
import { runGate, type CompanyContext } from "../auth/gate.server";

/**
 * What one HTTP request reads once and every loader and action of it shares (issue 49 §2): Remix
 * hands all of them the object server.ts's `getLoadContext` returns (through entry.server's
 * `createLoadContext`, so that the session and database modules exist once, in the Remix build).
 * Everything in it is lazy: a request that never asks for the session never reads it.
 *
 * Remix gives every loader of a page its own `Request`, so a memo keyed by the Request missed and
 * the session was read 3–5 times per page (issue 10). Only GET and HEAD share here: after an
 * action, the loaders of the same POST see what the action wrote, as before — a POST's reads are
 * shared per Request object (the action's own calls share one session object).
 */
export interface RequestContext {
  /** the per-request CSP nonce (server.ts) */
  readonly cspNonce: string | undefined;
  /** the client address as seen through trusted proxies, for rate limits */
  readonly clientIp: string | undefined;
  /** the page's address as its loaders see it (a single-fetch `.data` request's page) */
  readonly url: URL;
  /** the request's Server-Timing figures (the database drivers add to them, platform/metrics) */
  readonly timings: Timings | undefined;
  /** the session row and, read with it, the account context and contract budgets it names */
  session(request: Request): Promise<SessionWithAccount>;
  /** the visitor's locale: the signed-in user's saved one, else the cookie, else Accept-Language */
  locale(request: Request): Promise<Locale>;
  /** the route gate's answer (services/auth/gate.server.ts), run once for all loaders of a page */
  company(request: Request): Promise<CompanyContext>;
}

/** What a loader or action is called with (Remix's args), as the request-scoped services take it. */
export interface RequestArgs {
  request: Request;
  context: RequestContext;
}

export interface RequestContextInit {
  cspNonce?: string;
  clientIp?: string;
  /** the request's absolute address; a `.data` request's is turned into its page's */
  url?: string;
  timings?: Timings;
}

const SHARED = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** `read` once per page request (per Request object for any other method). */
function perPage<T>(read: (request: Request) => Promise<T>, key: (request: Request) => string = () => "") {
  const shared = new Map<string, Promise<T>>();
  const own = new WeakMap<Request, Promise<T>>();
  return (request: Request): Promise<T> => {
    if (SHARED(request)) {
      const k = key(request);
      let found = shared.get(k);
      if (!found) shared.set(k, (found = read(request)));
      return found;
    }
    let found = own.get(request);
    if (!found) own.set(request, (found = read(request)));
    return found;
  };
}

/** The page a request's loaders see: single fetch asks for `/path.data` (`/_root.data` for `/`). */
function pageUrl(address: string) {
  const url = new URL(address);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
    url.searchParams.delete("_routes");
  }
  return url;
}

/**
 * The load context of one request: server.ts builds one per request; tests that call loaders
 * directly build theirs with it too (tests/integration/fixtures.ts `loadContext`).
 */
export function createRequestContext(init: RequestContextInit = {}): AppLoadContext {
  let url: URL | undefined;
  const session = perPage(
    (request) => readSessionWithAccount(request.headers.get("Cookie")),
    (request) => request.headers.get("Cookie") ?? "",
  );
  const context: AppLoadContext = {
    cspNonce: init.cspNonce,
    clientIp: init.clientIp,
    timings: init.timings,
    get url() {
      return (url ??= pageUrl(init.url ?? "http://localhost/"));
    },
    session,
    // not kept: a loader that changes the session's locale reads the new one
    async locale(request) {
      const { session: current } = await session(request);
      return detectLocale(request, current.get("userId") ? current.get("locale") : undefined);
    },
    company: perPage((request) => runGate(request, context)),
  };
  return context;
}
