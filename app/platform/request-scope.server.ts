import { AsyncLocalStorage } from "node:async_hooks";
import { processShared } from "./process-shared.server";

/**
 * What one page request reads once and shares across its loaders: the session row, the route
 * gate. Remix gives every loader of a page its own `Request` object, so a memo keyed by the
 * Request missed and the session was read 3–5 times per page (issue 10). The express server runs
 * each request inside `withRequestScope`; server.ts and the Remix build are separate bundles, so
 * the storage is registered on globalThis for both to find.
 *
 * Only GET and HEAD requests share: after an action, the loaders of the same POST see what the
 * action wrote, as before. Outside a scope (tests calling a loader directly) the Request object is
 * the key.
 */
type Scope = Map<string, unknown>;

const storage = processShared("request-scope", () => new AsyncLocalStorage<Scope>());

export function withRequestScope<T>(fn: () => T, clientIp?: string): T {
  return storage.run(new Map<string, unknown>([["clientIp", clientIp]]), fn);
}

/** The scope of the request being served, if any (its timings, server-timing.server.ts). */
export function currentScope(): Scope | undefined {
  return storage.getStore();
}

/** The client address of the request being served (trusted proxy hops applied), if known. */
export function scopeClientIp(): string | undefined {
  return storage.getStore()?.get("clientIp") as string | undefined;
}

const byRequest = new WeakMap<Request, Scope>();

function scopeOf(request: Request): Scope {
  const shared = request.method === "GET" || request.method === "HEAD" ? storage.getStore() : undefined;
  if (shared) return shared;
  let own = byRequest.get(request);
  if (!own) {
    own = new Map();
    byRequest.set(request, own);
  }
  return own;
}

/** `create()` once per page request (per Request object outside the server, or for a POST). */
export function requestMemo<T>(request: Request, key: string, create: () => T): T {
  const scope = scopeOf(request);
  if (!scope.has(key)) scope.set(key, create());
  return scope.get(key) as T;
}

