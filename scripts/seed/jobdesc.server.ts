import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { companies, featureFlags, jobdescCompanyOptions } from "~/db/schema";

/**
 * Demo data of the job-description generator (issue 13), run at every boot with the demo seed:
 * Northwind Staffing gets ai_job_description_generator (unless a row for it exists: an admin's
 * choice is kept) and one saved company text and benefits text to pick from. Idempotent.
 */
const NORTHWIND = "northwind";

const TEXTS = [
  {
    kind: "information",
    value:
      "<p>Northwind Staffing places nurses, engineers and office staff with over 300 employers across Germany and the Netherlands.</p>",
  },
  {
    kind: "benefits",
    value: "<ul><li>30 days of paid holiday</li><li>Flexible working hours</li><li>Paid training and certification</li></ul>",
  },
] as const;

export async function seedJobdescDemo() {
  const db = await getDb();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, NORTHWIND));
  if (!company) return;
  await db
    .insert(featureFlags)
    .values({ companyId: company.id, name: "ai_job_description_generator", enabled: true })
    .onConflictDoNothing();
  for (const text of TEXTS) {
    await db
      .insert(jobdescCompanyOptions)
      .values({ companyId: company.id, kind: text.kind, value: text.value, valueHash: createHash("sha256").update(text.value).digest("hex") })
      .onConflictDoNothing();
  }
}
