import path from "node:path";
import { z } from "zod";

/**
 * Settings of the catalogue's integrations (docs/conventions/architecture-decisions.md §6), validated once. Kept beside the
 * catalogue so the shared env schema stays small; all are optional: without them the embedded
 * defaults (database catalogue, deterministic reasons) are used.
 */
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const catalogueEnvSchema = z
  .object({
    // OpenAI-compatible chat API for AI channel recommendations
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    // external product knowledge base (spec-2 §7); its token is fixed or fetched from a token URL
    PKB_BASE_URL: optionalUrl,
    PKB_TOKEN: optionalText,
    PKB_TOKEN_URL: optionalUrl,
    PKB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    REFERENCE_DATA_DIR: optionalText,
  })
  .superRefine((env, ctx) => {
    // a half-configured AI adapter is a start-up error, not a silent fallback
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "AI_MODEL is required when AI_BASE_URL is set" });
    }
  });

export type CatalogueEnv = z.infer<typeof catalogueEnvSchema>;

let cached: CatalogueEnv | undefined;

export function parseCatalogueEnv(source: Record<string, string | undefined>): CatalogueEnv {
  const result = catalogueEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid catalogue environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function getCatalogueEnv(): CatalogueEnv {
  cached ??= parseCatalogueEnv(process.env);
  return cached;
}

/** Tests switch adapters by changing process.env; this forgets the parsed copy. */
export function resetCatalogueEnv() {
  cached = undefined;
}

/** REFERENCE_DATA_DIR, default ../shared/reference-data relative to the project root. */
export function referenceDataDir(env: Pick<CatalogueEnv, "REFERENCE_DATA_DIR"> = getCatalogueEnv()) {
  return path.resolve(process.cwd(), env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
}
