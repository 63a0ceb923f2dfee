import type { BackendModule, ReadCallback } from "i18next";

/**
 * Loads locales/<lng>/<ns>.json through Vite's import.meta.glob: bundled into the server build,
 * split into lazy chunks in the browser. Same loader on both sides, so no hydration mismatch.
 */
const files = import.meta.glob<{ default: Record<string, string> }>("../../../locales/*/*.json");

export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`Missing translations ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};
