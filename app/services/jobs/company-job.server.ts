import type { PgBoss, Queue } from "pg-boss";
import { currentRunner } from "./runner.server";
import { defineJob, nowOf, type ClockData } from "./types";

/**
 * Work done for one company in a job of its own, asked for by a button or by an hourly sweep over
 * the companies that have it switched on (the vacancy fetch, the application import). The queue
 * keeps one queued and one active job per company (singletonKey with the stately policy), so
 * however many instances ask, one runs; a run that dies is taken up by the next request.
 */
export interface CompanyJobData extends ClockData {
  companyId: string;
}

type CompanyWork<Result> = (companyId: string, options: { now?: Date }) => Promise<Result>;

/**
 * Queues a company's job; without a job runner (a script, the seed, a test) the work runs here and
 * now and its result is returned (null when queued).
 */
export async function sendCompanyJob<Result>(
  name: string,
  companyId: string,
  work: CompanyWork<Result>,
  options: { boss?: PgBoss; now?: Date } = {},
): Promise<Result | null> {
  const boss = options.boss ?? currentRunner();
  if (!boss) return work(companyId, { now: options.now });
  await boss.send(name, { companyId } satisfies CompanyJobData, { singletonKey: companyId });
  return null;
}

/** The two definitions: the per-company job (its work) and the scheduled sweep that asks for it. */
export function companyJobs<Result>(
  job: { name: string; work: CompanyWork<Result>; expireInSeconds: number; pollingIntervalSeconds?: number },
  sweep: { name: string; schedule: string; handler: (data: ClockData) => Promise<unknown> },
) {
  const stately = (expireInSeconds: number): Omit<Queue, "name"> => ({ policy: "stately", retryLimit: 0, expireInSeconds });
  return [
    defineJob<CompanyJobData>({
      name: job.name,
      handler: (data) => job.work(data.companyId, { now: data.now ? nowOf(data) : undefined }),
      pollingIntervalSeconds: job.pollingIntervalSeconds,
      queue: stately(job.expireInSeconds),
    }),
    defineJob<ClockData>({
      name: sweep.name,
      handler: (data) => sweep.handler(data),
      schedule: sweep.schedule,
      queue: stately(900),
    }),
  ];
}
