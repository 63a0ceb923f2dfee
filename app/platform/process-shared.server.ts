/**
 * One object per process, whichever copy of a module asks for it: server.ts is compiled apart from
 * the Remix build, so a module both import exists twice, and state they must share (the request
 * scope, the pages handed from entry.server to the handler) is registered on globalThis by name.
 */
export function processShared<T>(name: string, create: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`hirewave.${name}`);
  return (registry[key] ??= create());
}
