import { and, eq, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";

/**
 * Submissions by the key their rendered form carried (issue 36 §6). The first request to claim a
 * key does the work; the others read where it went.
 */
export async function claimSubmission(companyId: string, key: string): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(formSubmissions)
    .values({ companyId, key })
    .onConflictDoNothing()
    .returning({ key: formSubmissions.key });
  return inserted.length === 1;
}

export async function submissionLocation(companyId: string, key: string): Promise<{ location: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ location: formSubmissions.location })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.companyId, companyId), eq(formSubmissions.key, key)));
  return row ?? null;
}

export async function completeSubmission(companyId: string, key: string, location: string) {
  const db = await getDb();
  await db.update(formSubmissions).set({ location }).where(and(eq(formSubmissions.companyId, companyId), eq(formSubmissions.key, key)));
}

/** A submission that failed or answered with errors: its key is free again, so a retry runs. */
export async function releaseSubmission(companyId: string, key: string) {
  const db = await getDb();
  await db.delete(formSubmissions).where(and(eq(formSubmissions.companyId, companyId), eq(formSubmissions.key, key)));
}

export async function deleteOldSubmissions(before: Date) {
  const db = await getDb();
  const deleted = await db.delete(formSubmissions).where(lt(formSubmissions.createdAt, before)).returning({ key: formSubmissions.key });
  return deleted.length;
}

