import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.server";

/**
 * Every setting Hirewave reads from the environment, validated once at start.
 * The defaults make the embedded mode (PGlite, bundled IdP, demo data) work with no env at all.
 */
const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    IDP_PORT: port.default(3001),
    APP_URL: optionalUrl,
    APP_DOMAIN: z.string().min(1).default("localhost"),
    SESSION_SECRET: z
      .string()
      .min(16, "SESSION_SECRET must be at least 16 characters")
      .default("hirewave-embedded-development-secret")
      // comma-separated: the first signs, all verify (rotation)
      .transform((value) => value.split(",").map((s) => s.trim())),
    DATABASE_URL: optionalUrl,
    // connections per app process on PostgreSQL: a page runs statements in parallel (a list and
    // its facets), and 10 left requests queueing for a connection under load; processes × this
    // must stay below the server's max_connections (100 by default)
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
    // admission control (server.ts, app/services/http/admission.server.ts): requests that run the
    // application at once; the rest wait in order of arrival (measured: 4–20 did best under load).
    // Past HTTP_QUEUE_MAX waiting requests the answer is 503 + Retry-After
    HTTP_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
    HTTP_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    PGLITE_DIR: z.string().min(1).default("./data/pglite"),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).default("hirewave"),
    OIDC_CLIENT_SECRET: z.string().min(1).default("hirewave-embedded-client-secret"),
    OIDC_MFA_CLIENT_ID: z.string().min(1).default("hirewave-mfa"),
    OIDC_MFA_CLIENT_SECRET: z.string().min(1).default("hirewave-embedded-mfa-secret"),
    OIDC_ROLES_CLAIM: z.string().min(1).default("https://hirewave.app/roles"),
    OIDC_CONSULTANT_CLAIM: z.string().min(1).default("https://hirewave.app/organisation"),
    SUPPORT_EMAIL: z.string().email().default("support@hirewave.app"),
    HELP_CENTRE_URL: z.string().url().default("https://help.hirewave.app"),
    REGISTER_URL: z.string().url().default("https://hirewave.app/register"),
    TERMS_URL: z.string().url().default("https://hirewave.app/terms"),
    PRIVACY_URL: z.string().url().default("https://hirewave.app/privacy"),
    CHAT_WIDGET_KEY: z.string().optional(),
    // GET /metrics (Prometheus) answers only with this bearer token; without it there is no endpoint
    METRICS_TOKEN: z.string().min(16).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // a ceiling on sign-in starts only (a shared office address signs in often); failed passwords
    // are limited per account and address by the identity provider (idp/interactions.ts)
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    // analytics (issue 14): another MaxMind-format IP-to-country file; the attribution lookback
    ANALYTICS_GEO_DB: z.string().min(1).optional(),
    ANALYTICS_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // companies with at least this many events read the overview's presets from precomputed
    // totals, refreshed at most every N minutes (docs/decisions/022)
    ANALYTICS_PERIOD_TOTALS_MIN_EVENTS: z.coerce.number().int().min(0).default(200_000),
    ANALYTICS_PERIOD_TOTALS_REFRESH_MINUTES: z.coerce.number().int().min(1).default(10),
    // memory for the deserialised visitor sets (days and months that are over) of big companies, per instance (docs/decisions/025)
    ANALYTICS_SET_CACHE_MB: z.coerce.number().int().min(1).default(64),
    // POST /collect: events per minute per site key and per client address (in memory, per instance)
    ANALYTICS_COLLECT_LIMIT_PER_KEY: z.coerce.number().int().min(1).default(300_000),
    ANALYTICS_COLLECT_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(1_200),
    // proxy hops whose X-Forwarded-For is believed (app/platform/trust-proxy.server.ts)
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
          return z.NEVER;
        }
      }),
    // graceful shutdown (server.ts, docs/decisions/051): after SIGTERM an instance answers /readyz
    // with 503 and keeps serving for SHUTDOWN_DELAY_MS (for balancers that poll it), then stops
    // accepting, finishes its requests, stops the job runner and closes the pool; past
    // SHUTDOWN_TIMEOUT_MS in all it exits 1 (below Docker's 10 s between SIGTERM and SIGKILL)
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(9_000),
    // the X-Hirewave-Instance response header; host name and process id when unset
    INSTANCE_ID: z.string().min(1).optional(),
    SECURE_COOKIES: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  })
  .transform((env) => {
    const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      APP_URL: appUrl.replace(/\/$/, ""),
      OIDC_ISSUER: env.OIDC_ISSUER ?? `http://localhost:${env.IDP_PORT}`,
      EMBEDDED_IDP: !env.OIDC_ISSUER,
      SECURE_COOKIES: env.SECURE_COOKIES ?? appUrl.startsWith("https://"),
    };
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Values the browser may see (rendered into window.ENV). */
export function getPublicEnv() {
  const env = getEnv();
  return { CHAT_WIDGET_KEY: env.CHAT_WIDGET_KEY ?? null };
}
