import type { PgBoss } from "pg-boss";
import { claimFetch, enabledIntegrationCompanies } from "~/models/vacancy.server";
import { fetchCompanyVacancies } from "../ats/sync.server";
import { logger } from "~/platform/logger.server";
import { companyJobs, sendCompanyJob } from "./company-job.server";
import { nowOf, type ClockData } from "./types";

/**
 * Vacancy fetching (issue 12 §2): one job per requested fetch — Update pressed, or the hourly
 * sync for every enabled integration. A fetch is claimed in the database first (claimFetch flips
 * the status to requesting only once), and the queue keeps one job per company
 * (company-job.server.ts), so however many instances ask, one fetch runs.
 */
export const VACANCY_FETCH = "vacancy-fetch";
export const VACANCY_SYNC = "vacancy-sync";
/** the hourly schedule of issue 12 §2, at minute 7 to stay clear of the top-of-hour crowd */
export const VACANCY_SYNC_CRON = "7 * * * *";

/**
 * Claims and enqueues a fetch; false when one is already under way. Without a job runner (a
 * script, a test) the fetch runs here and now.
 */
export async function requestVacancyFetch(
  companyId: string,
  options: { requestedBy: string | null; boss?: PgBoss; now?: Date },
) {
  if (!(await claimFetch(companyId, { requestedBy: options.requestedBy, now: options.now }))) return false;
  await sendCompanyJob(VACANCY_FETCH, companyId, fetchCompanyVacancies, options);
  return true;
}

export async function runVacancySync(data: ClockData = {}, boss?: PgBoss) {
  const companies = await enabledIntegrationCompanies();
  let requested = 0;
  for (const companyId of companies) {
    if (await requestVacancyFetch(companyId, { requestedBy: null, boss, now: nowOf(data) }))
      requested++;
  }
  if (requested > 0) logger.info({ requested }, "hourly vacancy sync");
  return { companies: companies.length, requested };
}

export const vacancyJobs = companyJobs(
  {
    name: VACANCY_FETCH,
    work: fetchCompanyVacancies,
    // a source may be slow
    expireInSeconds: 600,
    // Update waits for the fetch (issue 38 §5: under 2 s for the demo feed): picked up within 0.5 s
    pollingIntervalSeconds: 0.5,
  },
  { name: VACANCY_SYNC, schedule: VACANCY_SYNC_CRON, handler: runVacancySync },
);
