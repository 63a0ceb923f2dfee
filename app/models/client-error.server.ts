import { getDb } from "~/db/client.server";
import { clientErrors } from "~/db/schema";
import type { ClientErrorReport } from "~/lib/client-errors";

/** Keeps an uncaught browser error (spec 1 §8); the report was cleaned of personal data. */
export async function recordClientError(report: ClientErrorReport) {
  const db = await getDb();
  await db.insert(clientErrors).values(report);
}
