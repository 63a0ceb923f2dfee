import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaigns, companies, vacancies } from "~/db/schema";
import { DEMO_APPLICATIONS_CAMPAIGN, DEMO_HARVEST_PATH, demoApplicationsJobRef, demoHarvestAnswer } from "~/lib/outcomes/demo-ats";
import { getApplicationImport, saveApplicationImport } from "~/models/ats-application.server";
import { importCompanyApplications } from "~/services/ats/applications/import.server";
import { sealCredential } from "~/services/ats/credentials.server";
import { logger } from "~/platform/logger.server";

/**
 * Northwind's demo application import (issue 52 §1): its "Customer Service Agent Rotterdam"
 * campaign is tied to the demo feed's vacancy, the Greenhouse connector points at the demo ATS
 * (DEMO_HARVEST_PATH) and a first import runs in-process (the server is not listening yet during
 * the seed); the hourly sync then reads it over HTTP. Idempotent: a company that already has import
 * settings is left alone.
 */
export async function seedDemoApplications() {
  const db = await getDb();
  const [northwind] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, "northwind"));
  if (!northwind || (await getApplicationImport(northwind.id))) return;
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.companyId, northwind.id), eq(vacancies.externalId, demoApplicationsJobRef())));
  if (!vacancy) return;
  await db
    .update(campaigns)
    .set({ vacancyId: vacancy.id })
    .where(and(eq(campaigns.companyId, northwind.id), eq(campaigns.name, DEMO_APPLICATIONS_CAMPAIGN), isNull(campaigns.vacancyId)));
  await saveApplicationImport(northwind.id, {
    connector: "greenhouse",
    baseUrl: DEMO_HARVEST_PATH,
    enabled: true,
    credential: sealCredential("demo-harvest-key"),
  });
  const inProcess: typeof fetch = async (input) => {
    const answer = demoHarvestAnswer(new URL(String(input)), new Date());
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  const outcome = await importCompanyApplications(northwind.id, { fetch: inProcess });
  logger.info({ outcome }, "demo applications seeded");
}
