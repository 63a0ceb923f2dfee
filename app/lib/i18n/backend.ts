import type { Dictionary } from "./translate";

/**
 * Loads locales/<lng>/<ns>.json in the browser through Vite's import.meta.glob: one lazy chunk per
 * namespace and language. The server bundles the same files eagerly (i18next.server.ts).
 */
// from the project root: shorter keys than "../../../locales/…" in every page's first script;
// "reasons" (the recommendation reasons, docs/decisions/078) is read on the server only, so no
// page's first script carries its entries
const files = import.meta.glob<{ default: Dictionary }>(["/locales/*/*.json", "!/locales/*/reasons.json"]);

export async function loadDictionary(language: string, namespace: string): Promise<Dictionary> {
  const load = files[`/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing translations ${language}/${namespace}`);
  return (await load()).default;
}
