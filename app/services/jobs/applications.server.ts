import type { PgBoss } from "pg-boss";
import { enabledApplicationImports } from "~/models/ats-application.server";
import { importCompanyApplications } from "../ats/applications/import.server";
import { companyJobs, sendCompanyJob } from "./company-job.server";
import { nowOf, type ClockData } from "./types";

/**
 * Applications back from the ATS (issue 52 §1): one import job per company, queued by the hourly
 * sweep for every enabled import (or by "Import now" in the settings). The queue keeps one job per
 * company (company-job.server.ts), so two instances never run one company's import at once; a run
 * that dies resumes from its cursor in the next job.
 */
export const APPLICATION_IMPORT = "application-import";
export const APPLICATION_SYNC = "application-sync";
/** hourly, at minute 23: apart from the vacancy sync (minute 7) and the top of the hour */
export const APPLICATION_SYNC_CRON = "23 * * * *";

/** Enqueues a company's import; without a job runner (a script, the seed) it runs here and now. */
export async function requestApplicationImport(companyId: string, options: { boss?: PgBoss; now?: Date } = {}) {
  return sendCompanyJob(APPLICATION_IMPORT, companyId, importCompanyApplications, options);
}

export async function runApplicationSync(data: ClockData = {}, boss?: PgBoss) {
  const companies = await enabledApplicationImports();
  for (const companyId of companies) await requestApplicationImport(companyId, { boss, now: nowOf(data) });
  return { companies: companies.length };
}

export const applicationJobs = companyJobs(
  // a large first import may take a while
  { name: APPLICATION_IMPORT, work: importCompanyApplications, expireInSeconds: 1800 },
  { name: APPLICATION_SYNC, schedule: APPLICATION_SYNC_CRON, handler: runApplicationSync },
);
