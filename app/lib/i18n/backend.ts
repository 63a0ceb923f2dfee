import type { Dictionary } from "./translate";

/**
 * Loads locales/<lng>/<ns>.json in the browser through Vite's import.meta.glob: one lazy chunk per
 * namespace and language. The server bundles the same files eagerly (i18next.server.ts).
 */
// from the project root: shorter keys than "../../../locales/…" in every page's first script;
// "reasons" (the recommendation reasons, docs/decisions/078) and "jobdesc-pdf" (the job-description
// PDF's labels and the download's messages, which the preview's loader translates) are read on the
// server only, and "idp" by the bundled sign-in service only (idp/i18n.ts), so no page's first
// script carries their entries
const files = import.meta.glob<{ default: Dictionary }>([
  "/locales/*/*.json",
  "!/locales/*/reasons.json",
  "!/locales/*/jobdesc-pdf.json",
  "!/locales/*/idp.json",
]);

export async function loadDictionary(language: string, namespace: string): Promise<Dictionary> {
  const load = files[`/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing translations ${language}/${namespace}`);
  return (await load()).default;
}
