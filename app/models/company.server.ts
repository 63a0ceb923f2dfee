import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { isUuid, UUID_PATTERN } from "~/lib/uuid";
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

export interface AccountContext {
  user: { id: string; email: string; firstName: string; lastName: string; locale: string | null };
  /** companies with the webshop app the user is a member of (0 for a consultant) */
  companyCount: number;
  /** the chosen company, if the user (or consultant) may act for it */
  company: (Company & { roles: string[]; allowToOrder: boolean }) | null;
  /** the company's feature_flags rows (name → enabled); defaults are applied by the caller */
  featureRows: Record<string, boolean>;
}

/**
 * Everything the route gate needs after the session, as one JSON value (issue 10: the gate used
 * to run ~5 queries per page): the user, their company count, the chosen company with the
 * membership (or consultant access) and its feature flags (not the shell's budgets nor the ATS
 * state: the loaders that show them read them, issue 39 §4). The
 * arguments are SQL expressions, so the session read can compute it from the session row in the
 * same statement (readSessionWithAccount); null when the user does not exist.
 */
export function accountContextSql(userId: SQL, companyId: SQL, consultant: SQL): SQL {
  return sql`(select json_build_object(
      'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name, 'locale', u.locale,
      'company_count', case when ${consultant} then 0
        else (select count(*)::int from memberships m join companies c on c.id = m.company_id
               where m.user_id = u.id and c.has_webshop_app) end,
      'company', case when ${consultant}
        then (select row_to_json(x) from (
               select c.*, array['consultant']::text[] as roles, false as allow_to_order
                 from consultant_access a join companies c on c.id = a.company_id
                where a.user_id = u.id and a.company_id = ${companyId}) x)
        else (select row_to_json(x) from (
               select c.*, m.roles, m.allow_to_order
                 from memberships m join companies c on c.id = m.company_id
                where m.user_id = u.id and m.company_id = ${companyId} and c.has_webshop_app) x) end,
      'features', (select jsonb_object_agg(f.name, f.enabled) from feature_flags f where f.company_id = ${companyId})
    ) from users u where u.id = ${userId})`;
}

/** A text expression as a uuid, or null when it is not one (instead of failing the statement). */
export function uuidOrNullSql(text: SQL): SQL {
  return sql`(case when ${text} ~* ${UUID_PATTERN} then (${text})::uuid end)`;
}

/** What accountContextSql gives (snake_case from json_build_object and row_to_json). */
export interface AccountContextJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string | null;
  company_count: number;
  company: CompanyRow | null;
  features: Record<string, boolean> | null;
}

export function toAccountContext(row: AccountContextJson | null): AccountContext | undefined {
  if (!row) return undefined;
  const company = row.company;
  return {
    user: { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, locale: row.locale },
    companyCount: Number(row.company_count),
    company: company
      ? {
          id: company.id,
          name: company.name,
          tenantSlug: company.tenant_slug,
          hasWebshopApp: company.has_webshop_app,
          hasSubscription: company.has_subscription,
          discountPercent: company.discount_percent,
          allowPdfWordUpload: company.allow_pdf_word_upload,
          hasIntegration: company.has_integration,
          roles: company.roles ?? [],
          allowToOrder: company.allow_to_order,
        }
      : null,
    featureRows: row.features ?? {},
  };
}

/** The account context on its own (the gate, when the session read did not bring it along). */
export async function getAccountContext(
  userId: string,
  companyId: string | null,
  consultant: boolean,
): Promise<AccountContext | undefined> {
  const db = await getDb();
  if (!isUuid(userId)) return undefined;
  // a company id that is not a UUID can only come from an old or foreign session: no company
  const chosen = companyId && isUuid(companyId) ? companyId : null;
  const result = await db.execute<{ account: AccountContextJson | null }>(
    sql`select ${accountContextSql(sql`${userId}::uuid`, sql`${chosen}::uuid`, sql`${consultant}::boolean`)} as account`,
  );
  return toAccountContext(result.rows[0]?.account ?? null);
}

/** A companies row as row_to_json gives it (snake_case), with the access columns. */
interface CompanyRow {
  id: string;
  name: string;
  tenant_slug: string;
  has_webshop_app: boolean;
  has_subscription: boolean;
  discount_percent: number;
  allow_pdf_word_upload: boolean;
  has_integration: boolean;
  roles: string[] | null;
  allow_to_order: boolean;
}
