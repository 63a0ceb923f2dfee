import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { jobAdFiles } from "~/db/schema";

/** The job ad's PDF/Word file (issue 42 §12): one per campaign, replaced by a new upload. */
export async function saveJobAdFile(
  companyId: string,
  campaignId: string,
  userId: string | null,
  file: { bytes: Buffer; mime: string; fileName: string },
) {
  const db = await getDb();
  const values = { file: file.bytes, mime: file.mime, fileName: file.fileName, uploadedBy: userId, createdAt: new Date() };
  await db
    .insert(jobAdFiles)
    .values({ companyId, campaignId, ...values })
    .onConflictDoUpdate({ target: jobAdFiles.campaignId, set: values, setWhere: eq(jobAdFiles.companyId, companyId) });
}

/** Name, type and size of the campaign's file, without its bytes; null when there is none. */
export async function jobAdFileInfo(companyId: string, campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ fileName: jobAdFiles.fileName, mime: jobAdFiles.mime, bytes: sql<number>`octet_length(${jobAdFiles.file})`.mapWith(Number) })
    .from(jobAdFiles)
    .where(and(eq(jobAdFiles.companyId, companyId), eq(jobAdFiles.campaignId, campaignId)));
  return row ?? null;
}

export async function readJobAdFile(companyId: string, campaignId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ file: jobAdFiles.file, mime: jobAdFiles.mime, fileName: jobAdFiles.fileName })
    .from(jobAdFiles)
    .where(and(eq(jobAdFiles.companyId, companyId), eq(jobAdFiles.campaignId, campaignId)));
  return row ?? null;
}
