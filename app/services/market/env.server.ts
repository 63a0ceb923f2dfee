import { z } from "zod";

/**
 * Settings of the market-insights integration, validated once; kept beside it so the shared env
 * schema stays small. Without MARKET_DATA_URL the embedded statistics answer.
 */
export const marketEnvSchema = z.object({
  MARKET_DATA_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MARKET_DATA_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  MARKET_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type MarketEnv = z.infer<typeof marketEnvSchema>;

export function parseMarketEnv(source: Record<string, string | undefined>): MarketEnv {
  const result = marketEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid market-data environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
