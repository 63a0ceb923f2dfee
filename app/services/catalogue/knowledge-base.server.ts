import { normalizeLocale, type Locale } from "~/lib/i18n/config";
import { embeddedKnowledgeBase } from "./embedded.server";
import { getCatalogueEnv } from "./env.server";
import { PkbHttpKnowledgeBase } from "./pkb-http.server";
import { langOf, type CatalogueContext, type KnowledgeBase } from "./provider";

// Kept apart from catalogue.server.ts so that models and scripts can read labels without the
// recommendation reasons' i18next import chain (Vite-only `import.meta.glob`).
let override: KnowledgeBase | undefined;
let fromEnv: KnowledgeBase | undefined;

/** The knowledge base chosen by env: PKB_BASE_URL selects the HTTP adapter. */
export function getKnowledgeBase(): KnowledgeBase {
  if (override) return override;
  if (!fromEnv) {
    const env = getCatalogueEnv();
    fromEnv = env.PKB_BASE_URL
      ? new PkbHttpKnowledgeBase({ baseUrl: env.PKB_BASE_URL, token: env.PKB_TOKEN, tokenUrl: env.PKB_TOKEN_URL, timeoutMs: env.PKB_TIMEOUT_MS })
      : embeddedKnowledgeBase;
  }
  return fromEnv;
}

/** Tests pin a knowledge base (or undefined to go back to env). */
export function setKnowledgeBase(kb: KnowledgeBase | undefined) {
  override = kb;
  fromEnv = undefined;
}

export function catalogueContext(companyId: string, locale: string): CatalogueContext {
  const normalised: Locale = normalizeLocale(locale) ?? "en-US";
  return { companyId, locale: normalised, lang: langOf(normalised) };
}
