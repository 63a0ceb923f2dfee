import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getDatabase, runMigrations } from "./db/client.server";
import { seedDemoCampaignsIfNew, seedDemoDataIfEmpty } from "./db/seed.server";
import { refreshTrackRecords, TRACK_RECORD_REFRESH_MS } from "./models/campaign-performance.server";
import { ensureCatalogue } from "./services/catalogue/bootstrap.server";
import { getCatalogueEnv } from "./services/catalogue/env.server";
import { localeBackend } from "./services/i18n/backend";
import { i18nConfig } from "./services/i18n/config";
import { getLocale, i18next } from "./services/i18n/i18next.server";
import { logger } from "./services/logger.server";

export const streamTimeout = 5_000;

/** Called once by server.ts before it listens: migrate, then seed demo data on an empty database. */
export async function boot() {
  // a half-configured AI or knowledge-base adapter stops the start with a clear message
  getCatalogueEnv();
  const handle = await getDatabase();
  await runMigrations(handle);
  await seedDemoDataIfEmpty();
  // taxonomy, job titles (ESCO when REFERENCE_DATA_DIR has it) and the seed catalogue, when empty;
  // after the demo companies so their own channels ("my channels") find them
  await ensureCatalogue();
  // demo campaigns reference catalogue channels: keep this after the catalogue is in place
  await seedDemoCampaignsIfNew();
  // campaign results feed the channels' track records (recommendation ranking): now and hourly
  await refreshTrackRecords();
  setInterval(() => {
    refreshTrackRecords().catch((err: unknown) => logger.error({ err }, "track record refresh failed"));
  }, TRACK_RECORD_REFRESH_MS).unref();
  logger.info({ driver: handle.driver }, "database ready");
}

export async function shutdown() {
  const handle = await getDatabase();
  await handle.close();
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = createInstance();
  const lng = await getLocale(request);
  const ns = i18next.getRouteNamespaces(remixContext);
  await instance
    .use(initReactI18next)
    .use(localeBackend)
    .init({ ...i18nConfig, lng, ns: ["common", ...ns] });

  const callbackName = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [callbackName]: () => {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "unhandled error");
}
