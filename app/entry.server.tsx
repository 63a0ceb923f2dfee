import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "./lib/i18n/react";
import { analyzeEmbedded, getDatabase, runMigrations } from "./db/client.server";
import { seedDemoCampaignsIfNew, seedDemoDataIfEmpty } from "../scripts/seed/seed.server";
import { ensureCatalogue } from "./services/catalogue/bootstrap.server";
import { getCatalogueEnv } from "./services/catalogue/env.server";
import { ensureMarketData } from "./services/market/bootstrap.server";
import { ensureFxRates } from "./services/fx/rates.server";
import { startJobs, stopJobs } from "./services/jobs/registry.server";
import { DEFAULT_LOCALE } from "./lib/i18n/config";
import { getLocale, i18nForRender } from "./services/i18n/i18next.server";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "./services/http/unavailable.server";
import { logger } from "./platform/logger.server";
import { getEnv } from "./platform/env.server";
import { addRenderTime } from "./platform/metrics/request-timings.server";
import { createRequestContext, type RequestContextInit } from "./services/http/request-context.server";
import { startDraining, withMigrationLock } from "./services/http/lifecycle.server";
import { contextForRender } from "./services/http/render-manifest.server";
import { keepPage, keptPage, renderKey } from "./services/http/rendered-pages.server";

export const streamTimeout = getEnv().RENDER_TIMEOUT_MS;
// not under Vite's dev server, where a component edited under a running server has a new render
const KEEP_RENDERS = !import.meta.env.DEV;

/** Called once by server.ts before it listens: migrate, then seed demo data on an empty database. */
export async function boot() {
  // a half-configured AI or knowledge-base adapter stops the start with a clear message
  getCatalogueEnv();
  const handle = await getDatabase();
  // instances started together migrate and seed once: one after another under an advisory lock,
  // the later ones finding the work done (issue 40, docs/decisions/051)
  await withMigrationLock(handle, async () => {
    // issue 16 §6: a first start takes a minute; say what it is doing
    logger.info({ driver: handle.driver }, "migrating the database");
    await runMigrations(handle);
    logger.info("seeding demo data and the channel catalogue where the database is empty");
    await seedDemoDataIfEmpty();
    // taxonomy, job titles (ESCO when REFERENCE_DATA_DIR has it) and the seed catalogue, when empty;
    // after the demo companies so their own channels ("my channels") find them
    await ensureCatalogue();
    await ensureMarketData();
    // before the demo campaigns, whose orders keep the rates they were priced with (decision 079)
    await ensureFxRates();
    // demo campaigns reference catalogue channels: keep this after the catalogue is in place
    await seedDemoCampaignsIfNew();
    await analyzeEmbedded(handle);
  });
  // background work (track-record refresh, campaign lifecycle, session cleanup): after the seeds;
  // the runner itself starts a second later, behind the first pages (registry.server.ts)
  const jobs = await startJobs(handle);
  jobs.started.catch((err: unknown) => {
    // the schedules (lifecycle sweep, rollups) would never run: stop, as a failed boot does
    logger.fatal({ err }, "the job runner could not start");
    process.exit(1);
  });
  logger.info({ driver: handle.driver }, "database ready");
}

/**
 * server.ts's getLoadContext: the per-request object every loader and action of the request reads
 * (request-context.server.ts). Built here, in the Remix build, so that the session and database
 * modules it reaches exist once in the process (server.ts is compiled apart).
 */
export function createLoadContext(init: RequestContextInit) {
  return createRequestContext(init);
}

/** server.ts on SIGTERM, before it stops listening: /readyz answers 503 from now on. */
export function drain() {
  startDraining();
}

export async function shutdown() {
  const handle = await getDatabase();
  // running jobs finish before the database they write to closes
  await stopJobs();
  await handle.close();
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // a page that failed because the database is unreachable answers 503 + Retry-After (issue 11 §4)
  const errors = Object.values(remixContext.staticHandlerContext.errors ?? {});
  if (responseStatusCode >= 500 && errors.some(isDatabaseUnavailable)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  }
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) {
    responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  }
  // the locale comes from the session, which needs the database: fall back when it is down
  const locale = await getLocale({ request, context: loadContext }).catch(() => DEFAULT_LOCALE);
  const instance = i18nForRender(locale);

  const nonce = loadContext.cspNonce;

  // the same page from the same data again: the kept HTML with this answer's nonce and form key
  // (decision 089); loaders, session and scoping ran as on every request
  const renderStarted = performance.now();
  const root = remixContext.staticHandlerContext.loaderData.root as { formKey?: string } | undefined;
  const tokens = [nonce ?? "", root?.formKey ?? ""].filter(Boolean);
  const key = KEEP_RENDERS ? renderKey(request, responseStatusCode, remixContext, locale, tokens) : undefined;
  const kept = key ? keptPage(key, tokens) : undefined;
  if (kept) {
    // the loader data's encoding for the page's scripts is in the kept HTML already
    void remixContext.serverHandoffStream?.cancel().catch(() => undefined);
    addRenderTime(loadContext.timings, performance.now() - renderStarted);
    return pageResponse(kept, responseHeaders, responseStatusCode);
  }

  // The whole page is rendered before it is sent, as one buffer: no route streams deferred data,
  // and a rendered page passed chunk by chunk through a web stream, the express adapter and
  // gzip cost a fifth of the server's time under load (issue 10, CPU profile of /dashboard).
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      // React listens for the destination's 'close' to abort a render cut short; this sink closes
      // only after the render is complete, where that handler built an Error and ended the stream
      // a second time (ERR_STREAM_ALREADY_FINISHED) on every page: nothing to tell React here
      emitClose: false,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        addRenderTime(loadContext.timings, performance.now() - renderStarted);
        const page = Buffer.concat(chunks);
        // a render that failed part-way (onError) is not kept
        if (key && responseStatusCode === 200) keepPage(key, page, tokens);
        resolve(pageResponse(page, responseHeaders, responseStatusCode));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={instance}>
        <RemixServer context={contextForRender(remixContext)} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </I18nProvider>,
      {
        nonce,
        onAllReady: () => pipe(sink),
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logger.error({ err: error }, "render failed");
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

function pageResponse(page: Buffer<ArrayBuffer>, headers: Headers, status: number) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  // with its length the compression middleware leaves pages under its threshold alone
  headers.set("Content-Length", String(page.byteLength));
  // a view of the page's bytes, not a second copy of them
  return new Response(new Uint8Array(page.buffer, page.byteOffset, page.byteLength), { headers, status });
}

/** Client-side navigations (.data requests) get the same 503 + Retry-After. */
export function handleDataRequest(response: Response) {
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", String(RETRY_AFTER_S));
  }
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Remix's own 4xx (a POST to a page without an action: 405) is the client's mistake, not ours
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, url: request.url }, "refused request");
    return;
  }
  logger.error({ err: error, url: request.url }, "unhandled error");
}
