import type { ApplicationConnector } from "~/lib/outcomes/types";
import {
  beginImportRun,
  commitImportPage,
  finishImportRun,
  getApplicationImport,
  setApplicationImportStatus,
} from "~/models/ats-application.server";
import { logger } from "~/platform/logger.server";
import { openCredential } from "../credentials.server";
import { RateLimited } from "../http.server";
import { resolveSourceUrl } from "../sync.server";
import { AtsError, type FetchOptions } from "../types";
import { attributePage } from "./attribution.server";
import { greenhouseHarvest } from "./greenhouse-harvest.server";
import { leverOpportunities } from "./lever-opportunities.server";
import { personioRecruiting } from "./personio-recruiting.server";
import type { ApplicationSource } from "./types";

/**
 * One import of a company's applications (issue 52 §1): page after page from where the last run
 * stopped, each page attributed and committed with its cursor (app/models/ats-application.server.ts),
 * so the import is incremental (updated-since), idempotent (upsert by the ATS's id) and resumable
 * (a run killed between pages goes on at the next page; a page half-written is rolled back).
 */
export const APPLICATION_SOURCES: Record<ApplicationConnector, ApplicationSource> = {
  greenhouse: greenhouseHarvest,
  lever: leverOpportunities,
  personio: personioRecruiting,
};

/** Waits for a 429: at most this often per page, each wait at most RATE_LIMIT_MAX_WAIT_MS. */
export const RATE_LIMIT_TRIES = 3;
export const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** Retry-After missing: the vendors' windows are 1 s (Lever) to 10 s (Greenhouse). */
const RATE_LIMIT_DEFAULT_WAIT_MS = 10_000;

export interface ImportOptions extends FetchOptions {
  now?: Date;
  /** the wait between tries after a 429 (tests pass a recorder) */
  sleep?: (ms: number) => Promise<void>;
}

export type ImportOutcome =
  | { status: "skipped" }
  | { status: "error"; code: string; detail: string; pages: number }
  | { status: "imported"; pages: number; applications: number; resumed: boolean };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRateLimit<T>(read: () => Promise<T>, sleep: (ms: number) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (!(err instanceof RateLimited) || attempt >= RATE_LIMIT_TRIES) throw err;
      const wait = err.retryAfterMs ?? RATE_LIMIT_DEFAULT_WAIT_MS;
      // a longer wait than this is better spent by the next scheduled run, from the same cursor
      if (wait > RATE_LIMIT_MAX_WAIT_MS) throw err;
      await sleep(wait);
    }
  }
}

export async function importCompanyApplications(companyId: string, options: ImportOptions = {}): Promise<ImportOutcome> {
  const settings = await getApplicationImport(companyId);
  if (!settings?.enabled) return { status: "skipped" };
  const connector = settings.connector as ApplicationConnector;
  const source = APPLICATION_SOURCES[connector];
  const now = options.now ?? new Date();
  await setApplicationImportStatus(companyId, "running");
  let pages = 0;
  let applications = 0;
  try {
    const cursor = await beginImportRun(companyId, connector, now);
    const reader = source.open(
      { baseUrl: resolveSourceUrl(settings.baseUrl), credential: openCredential(settings.credential) },
      options,
    );
    let next = cursor.nextPage;
    do {
      const page = await withRateLimit(
        () => reader.readPage({ nextPage: next, updatedSince: cursor.updatedSince }),
        options.sleep ?? realSleep,
      );
      await commitImportPage(companyId, connector, await attributePage(companyId, page.applications), page.nextPage);
      next = page.nextPage;
      pages++;
      applications += page.applications.length;
    } while (next);
    await finishImportRun(companyId, connector);
    await setApplicationImportStatus(companyId, "idle", { finishedAt: now });
    logger.info({ companyId, connector, pages, applications, resumed: cursor.resumed }, "applications imported");
    return { status: "imported", pages, applications, resumed: cursor.resumed };
  } catch (err) {
    const code = err instanceof AtsError ? err.code : "unreachable";
    const detail = err instanceof AtsError ? err.detail : err instanceof Error ? err.message : String(err);
    // the cursor stays where the last committed page left it: the next run resumes there
    logger.warn({ companyId, connector, code, detail, pages }, "application import stopped");
    await setApplicationImportStatus(companyId, "error", { error: `${code}: ${detail}`.slice(0, 300) });
    return { status: "error", code, detail, pages };
  }
}
