import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { companies, consultantAccess, memberships } from "~/db/schema";

const companyColumns = {
  id: companies.id,
  name: companies.name,
  tenantSlug: companies.tenantSlug,
  hasWebshopApp: companies.hasWebshopApp,
  hasSubscription: companies.hasSubscription,
  discountPercent: companies.discountPercent,
  allowPdfWordUpload: companies.allowPdfWordUpload,
  hasIntegration: companies.hasIntegration,
};

export type Company = {
  id: string;
  name: string;
  tenantSlug: string;
  hasWebshopApp: boolean;
  hasSubscription: boolean;
  discountPercent: number;
  allowPdfWordUpload: boolean;
  hasIntegration: boolean;
};

/**
 * The companies a user may work for. spec 1 §3: only companies with the webshop app are kept.
 */
export async function listUserCompanies(userId: string) {
  const db = await getDb();
  return db
    .select({ ...companyColumns, roles: memberships.roles, allowToOrder: memberships.allowToOrder })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(companies.hasWebshopApp, true)))
    .orderBy(asc(companies.name));
}

export async function getMembership(userId: string, companyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...companyColumns, roles: memberships.roles, allowToOrder: memberships.allowToOrder })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        eq(companies.hasWebshopApp, true),
      ),
    );
  return row;
}

export async function getCompany(companyId: string): Promise<Company | undefined> {
  const db = await getDb();
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function getCompanyByTenant(slug: string): Promise<Company | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.tenantSlug, slug.toLowerCase()));
  return row;
}

/** A consultant may act only for companies they were given access to. */
export async function getConsultantCompany(userId: string, companyId: string) {
  const db = await getDb();
  const [row] = await db
    .select(companyColumns)
    .from(consultantAccess)
    .innerJoin(companies, eq(companies.id, consultantAccess.companyId))
    .where(and(eq(consultantAccess.userId, userId), eq(consultantAccess.companyId, companyId)));
  return row;
}

export async function listConsultantCompanies(userId: string) {
  const db = await getDb();
  return db
    .select(companyColumns)
    .from(consultantAccess)
    .innerJoin(companies, eq(companies.id, consultantAccess.companyId))
    .where(eq(consultantAccess.userId, userId))
    .orderBy(asc(companies.name));
}
