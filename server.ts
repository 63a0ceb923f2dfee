import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pinoHttp } from "pino-http";
import { logger } from "./app/platform/logger.server";
import { getEnv } from "./app/platform/env.server";
import { metricsEndpoint, serverTiming } from "./app/platform/metrics/server-timing.server";
import { registerGauge } from "./app/platform/metrics/metrics.server";
import { bodyLimit, discardUnreadBody } from "./app/services/http/bodyLimit.server";
import { coalesceFlushes } from "./app/services/http/coalesce-flushes.server";
import { admissionControl } from "./app/services/http/admission.server";
import { logFailedRequests } from "./app/services/http/log-failed-requests.server";
import { newTimings, withRequestTimings, type Timings } from "./app/platform/metrics/request-timings.server";
import type { RequestContextInit } from "./app/services/http/request-context.server";
import { cspNonce } from "./app/services/http/csp-nonce.server";
import { remixRequestHandler } from "./app/services/http/remix-handler.server";
import { createHttpServer } from "./app/services/http/server-timeouts.server";
import { drainable } from "./app/services/http/drain.server";
import { BROTLI_WINDOW, COMPRESSION_THRESHOLD, PAGE_BROTLI } from "./app/services/http/page-compression.server";

/**
 * Hirewave's HTTP server: security headers with a per-request CSP nonce, Origin check on every
 * non-GET, structured request logs, graceful shutdown. See docs/decisions/002-express-server.md.
 */
const env = getEnv();
const buildDir = process.env.HIREWAVE_BUILD_DIR ?? "build";
const production = env.NODE_ENV === "production" || process.env.HIREWAVE_SERVE_BUILD === "1";

const viteDevServer = production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

// the analytics counting thread (docs/decisions/026): compiled next to this file by
// scripts/build-server.mjs; from sources (tsx) the worker module is loaded through tsx instead
const countWorker = new URL("./analytics-union-worker.js", import.meta.url);
if (import.meta.url.endsWith(".js") && countWorker.protocol === "file:") {
  process.env.HIREWAVE_COUNT_WORKER ??= fileURLToPath(countWorker);
  // the PDF thread (docs/decisions/041), compiled beside it
  process.env.HIREWAVE_PDF_WORKER ??= fileURLToPath(new URL("./pdf-render-worker.js", import.meta.url));
}

async function loadBuild(): Promise<ServerBuild> {
  if (viteDevServer) {
    return (await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  }
  const serverBuild = path.resolve(buildDir, "server/index.js");
  return (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
}

interface EntryHooks {
  boot?: () => Promise<void>;
  /** the load context of one request (request-context.server.ts) */
  createLoadContext: (init: RequestContextInit) => AppLoadContext;
  drain?: () => void;
  shutdown?: () => Promise<void>;
}

const build = await loadBuild();
const hooks = build.entry.module as unknown as EntryHooks;
await hooks.boot?.();

const app = express();
app.disable("x-powered-by");
// which instance answered, for operators and the cluster test behind a balancer (issue 40)
const instanceId = env.INSTANCE_ID ?? `${os.hostname()}:${process.pid}`;
let draining = false;
app.use((_req, res, next) => {
  res.setHeader("X-Hirewave-Instance", instanceId);
  // while draining every answer ends its connection, so no keep-alive connection outlives the drain
  if (draining) res.setHeader("Connection", "close");
  next();
});
// issue 11 §3: only configured hops may name the client (rate limits key on req.ip)
app.set("trust proxy", env.TRUST_PROXY);

app.use(logger.isLevelEnabled("info") ? pinoHttp({
  logger,
  autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/")) },
  customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
}) : logFailedRequests);
// pages and data: decision 037's settings (page-compression.server.ts)
const compressPages = compression({ brotli: PAGE_BROTLI, threshold: COMPRESSION_THRESHOLD });
const compressAssets = compression({ brotli: { params: BROTLI_WINDOW } });
app.use((req, res, next) => (req.path.startsWith("/assets/") ? compressAssets : compressPages)(req, res, next));
app.use(coalesceFlushes);
// the request's timings (the database drivers add to them); what its loaders share otherwise (the
// session, the gate, the locale) is its load context, built below by getLoadContext
app.use((_req, res, next) => {
  const timings = newTimings();
  res.locals.timings = timings;
  withRequestTimings(timings, next);
});
app.use(serverTiming);
app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));

const issuerOrigin = new URL(env.OIDC_ISSUER).origin;
// the optional chat widget talks to its own hosts (spec 1 §2); nothing extra without its key
const chatHosts = env.CHAT_WIDGET_KEY
  ? " https://*.intercom.io wss://*.intercom.io https://*.intercomcdn.com https://*.intercomassets.com"
  : "";

// the job-description preview embeds the generated PDF (spec 2 §2 pdf tab, issue 13 §4): only that
// file may be framed, and only by our own pages
const FRAMEABLE_BY_SELF = /^\/job-description\/download\/pdf\/?$/;
const PDF_POLICY = ["frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'"].join("; ");

app.use((req, res, next) => {
  const nonce = cspNonce();
  const frameable = FRAMEABLE_BY_SELF.test(req.path);
  res.locals.cspNonce = nonce;
  // Chrome shows a PDF in a synthetic page whose <embed> the pages' policy (object-src 'none')
  // blocks, leaving an empty frame: the PDF gets a policy of its own
  const csp = frameable ? PDF_POLICY : [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${chatHosts}`,
    `font-src 'self'${chatHosts}`,
    `connect-src 'self'${viteDevServer ? " ws: wss:" : ""}${chatHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // the sign-in forms redirect to the identity provider
    `form-action 'self' ${issuerOrigin}`,
  ].join("; ");
  // Vite's dev client injects unhashed inline code; the policy is enforced on the build only
  res.setHeader(viteDevServer ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", frameable ? "SAMEORIGIN" : "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (env.SECURE_COOKIES) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  next();
});

// docs/conventions/architecture-decisions.md §8: a state-changing request must come from our own origin — except the public
// ingest of the career-site snippet (issue 14 §1), which takes no cookies of ours and any origin
const PUBLIC_INGEST = new Set(["/collect"]);
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (PUBLIC_INGEST.has(req.path)) return next();
  const source = req.get("origin") ?? req.get("referer");
  if (source) {
    let sourceHost: string | undefined;
    try {
      sourceHost = new URL(source).host;
    } catch {
      sourceHost = undefined;
    }
    if (sourceHost !== req.get("host")) {
      res.status(403).type("text/plain").send("Cross-origin request refused");
      return;
    }
  }
  next();
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.resolve(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
  );
  const publicFiles = express.static(path.resolve(buildDir, "client"), { maxAge: "1h", index: false });
  // public/ holds files (favicon.svg): a path without a dot in its last segment is a page, and
  // asking the disk about it first cost a stat() per page view (≈ 1.5 % of CPU under load); nor is
  // a `.data` request (Remix single fetch: a page's loader data)
  app.use((req, res, next) => (/\.(?!data$)[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
}

// issue 10: requests run the application in order of arrival, a few at a time, so that under load
// the slowest answers stay near the mean; health checks never wait
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);
const admission = admissionControl({
  concurrency: env.HTTP_CONCURRENCY,
  maxQueue: env.HTTP_QUEUE_MAX,
  holdMs: 1_000,
  exempt: (requestPath) => HEALTH_CHECKS.has(requestPath),
});
registerGauge("hirewave_http_admission_requests", "Requests running the application and waiting their turn", "state", () => ({
  running: admission.limit.activeCount,
  waiting: admission.limit.pendingCount,
}));
app.use(admission);
app.use(bodyLimit()); // issue 11 §1: 413 over 1 MB (uploads: their own limit), 415 for a non-form body
app.use(discardUnreadBody);

app.all(
  "*",
  remixRequestHandler({
    build: viteDevServer ? () => loadBuild() : build,
    mode: production ? "production" : "development",
    // one object per request, every loader and action of it reads (issue 49 §2); in development
    // from the build Vite serves now, so that it and the route modules share their modules
    getLoadContext: async (req, res) => {
      const entry = viteDevServer ? ((await loadBuild()).entry.module as unknown as EntryHooks) : hooks;
      return entry.createLoadContext({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip,
        url: `${req.protocol}://${req.get("X-Forwarded-Host") ?? req.get("host")}${req.originalUrl}`,
        timings: res.locals.timings as Timings,
      });
    },
  }),
);

const server = createHttpServer(app).listen(env.PORT, () => {
  logger.info(`Hirewave listening on http://localhost:${env.PORT}`);
});

const connections = drainable(server);

/**
 * Graceful shutdown (issue 40, docs/decisions/051): /readyz says 503 at once; after
 * SHUTDOWN_DELAY_MS the listener closes (a balancer's next connection is refused and goes to
 * another instance), idle keep-alive connections close, accepted requests finish (drain.server.ts), then the job
 * runner stops and the pool closes; exit 0. A shutdown that overruns SHUTDOWN_TIMEOUT_MS exits 1.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  draining = true;
  hooks.drain?.();
  logger.info({ signal, instance: instanceId }, "draining");
  setTimeout(() => {
    logger.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "shutdown took too long");
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS).unref();
  if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
  await connections.close();
  await hooks.shutdown?.().catch((err: unknown) => logger.error({ err }, "shutdown hook failed"));
  await viteDevServer?.close();
  logger.info({ instance: instanceId }, "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
