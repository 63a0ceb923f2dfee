import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { companies, featureFlags } from "~/db/schema";

/**
 * Demo data of market insights (issue 15): Northwind Staffing gets the market_insights flag, so
 * the demo recruiter finds "Market insights" in the menu. Idempotent: an existing row is left as it is. The
 * statistics themselves are reference data, imported on first start (services/market/bootstrap).
 */
export const MARKET_DEMO_COMPANIES = ["northwind"];

export async function seedMarketDemo() {
  const db = await getDb();
  for (const slug of MARKET_DEMO_COMPANIES) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantSlug, slug));
    if (!company) continue;
    await db
      .insert(featureFlags)
      .values({ companyId: company.id, name: "market_insights", enabled: true })
      // a flag somebody switched off since stays off
      .onConflictDoNothing();
  }
}
