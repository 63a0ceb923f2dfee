import { eq } from "drizzle-orm";
import { DEMO_FEED_PATH, demoFeedXml } from "~/lib/vacancies/demo-feed";
import { getIntegration, saveIntegration } from "~/models/vacancy.server";
import { fetchCompanyVacancies } from "~/services/ats/sync.server";
import { logger } from "~/platform/logger.server";
import { getDb } from "~/db/client.server";
import { companies } from "~/db/schema";

/**
 * Northwind Staffing's demo integration (issue 12 §1): the Indeed XML connector pointed at the
 * feed this app serves (DEMO_FEED_PATH), enabled, and a first import so the Vacancies widget and
 * /vacancies are filled on the first start. The server is not listening yet during the seed, so
 * this first import reads the same XML in-process; Update and the hourly sync then fetch it over
 * HTTP. Idempotent: a company that already has integration settings is left alone.
 */
export async function seedDemoVacancies() {
  const db = await getDb();
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantSlug, "northwind"));
  if (!northwind || (await getIntegration(northwind.id))) return;
  await saveIntegration(northwind.id, {
    connector: "indeed-xml",
    baseUrl: DEMO_FEED_PATH,
    boardToken: null,
    enabled: true,
  });
  const xml = demoFeedXml();
  const inProcess: typeof fetch = async () =>
    new Response(xml, { headers: { "content-type": "application/xml" } });
  const outcome = await fetchCompanyVacancies(northwind.id, { fetch: inProcess });
  logger.info({ outcome }, "demo vacancies seeded");
}
