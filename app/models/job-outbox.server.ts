import { sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { jobOutbox } from "~/db/schema";

/** A job to send to pg-boss once the transaction that wrote it has committed (issue 36 §10). */
export interface OutboxJob {
  queue: string;
  data: Record<string, unknown>;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes jobs within the caller's transaction: they exist exactly when its change does. */
export async function addToOutbox(tx: Tx, jobs: readonly OutboxJob[]) {
  if (jobs.length > 0) await tx.insert(jobOutbox).values(jobs.map((job) => ({ queue: job.queue, data: job.data })));
}

/**
 * Takes (deletes and returns) up to `limit` jobs, oldest first. Rows another instance is taking at
 * the same moment are skipped, so each job is taken once.
 */
export async function takeFromOutbox(limit = 100): Promise<OutboxJob[]> {
  const db = await getDb();
  const taken = await db.execute(sql`
    delete from ${jobOutbox}
    where ${jobOutbox.id} in (
      select ${jobOutbox.id} from ${jobOutbox} order by ${jobOutbox.createdAt} limit ${limit} for update skip locked
    )
    returning ${jobOutbox.queue} as queue, ${jobOutbox.data} as data`);
  return taken.rows as unknown as OutboxJob[];
}

/** Puts back jobs that could not be sent (the runner tries again at its next drain). */
export async function returnToOutbox(jobs: readonly OutboxJob[]) {
  if (jobs.length === 0) return;
  const db = await getDb();
  await db.insert(jobOutbox).values(jobs.map((job) => ({ queue: job.queue, data: job.data })));
}
