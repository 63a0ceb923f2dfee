import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaignOrders, companyDetails } from "~/db/schema";
import { isUuid } from "./campaign.server";
import { insertUnderCap } from "./capped-insert.server";
import { createCache } from "~/platform/cache.server";

/**
 * spec 1 §3 "Checkout state" company details and §7 company_details (GET/POST/PUT/DELETE), scoped
 * by company: another company's details do not exist for the caller.
 */
export interface CompanyDetailsInput {
  companyName: string;
  departmentName: string;
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
}
/** A logo as stored: the normalised copy of the upload (services/files/image.server.ts) and its version. */
export interface LogoInput {
  bytes: Uint8Array;
  mime: string;
  fileName: string;
  version: number;
}

const listColumns = {
  id: companyDetails.id,
  companyName: companyDetails.companyName,
  departmentName: companyDetails.departmentName,
  addressLine1: companyDetails.addressLine1,
  postcode: companyDetails.postcode,
  city: companyDetails.city,
  country: companyDetails.country,
  companyLogoFileName: companyDetails.logoFileName,
  hasLogo: sql<boolean>`${companyDetails.logo} is not null`,
  updatedAt: companyDetails.updatedAt,
};


/** Without the logo bytes: the logo is served from /company-details/{id}/logo. */
export async function listCompanyDetails(companyId: string) {
  const db = await getDb();
  return db
    .select(listColumns)
    .from(companyDetails)
    .where(eq(companyDetails.companyId, companyId))
    .orderBy(desc(companyDetails.updatedAt));
}

// the channel search reads the country on every text search (decision 087 addendum): kept per
// company; a write here forgets the company's entry, other instances see it within the TTL (066)
const countries = createCache<{ country: string | null }>("company-country", { max: 10_000, ttlMs: 60_000 });

/**
 * The company's country (ISO 3166-1 alpha-2) as its most recently saved company details state it,
 * null when none states a code (a text saved before the country select). The channel search prefers
 * this country's boards among equally relevant ones (decision 087 addendum).
 */
export async function companyCountry(companyId: string): Promise<string | null> {
  const kept = await countries.getOrCompute(companyId, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ country: companyDetails.country })
      .from(companyDetails)
      .where(and(eq(companyDetails.companyId, companyId), sql`${companyDetails.country} ~ '^[A-Z]{2}$'`))
      .orderBy(desc(companyDetails.updatedAt))
      .limit(1);
    return { country: row?.country ?? null };
  });
  return kept.country;
}

export async function findCompanyDetails(companyId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select(listColumns)
    .from(companyDetails)
    .where(and(eq(companyDetails.companyId, companyId), eq(companyDetails.id, id)));
  return row;
}

/**
 * Company details a company may keep (issue 36 §7): far more than the few addresses a company
 * orders under, and the checkout, which lists them all, stays light.
 */
export const COMPANY_DETAILS_MAX = 50;

/** The new record's id, or null when the company already has COMPANY_DETAILS_MAX. */
export async function createCompanyDetails(companyId: string, input: CompanyDetailsInput, logo: LogoInput | null) {
  const created = await insertUnderCap(companyDetails, companyDetails.companyId, companyId, COMPANY_DETAILS_MAX, async (tx) => {
    const [row] = await tx
      .insert(companyDetails)
      .values({ companyId, ...input, ...logoColumns(logo) })
      .returning({ id: companyDetails.id });
    return row.id;
  });
  countries.delete(companyId);
  return created;
}

/** PUT with companyDetailsId; a null logo keeps the current one. Returns false when not found. */
export async function updateCompanyDetails(
  companyId: string,
  id: string,
  input: CompanyDetailsInput,
  logo: LogoInput | null,
) {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const updated = await db
    .update(companyDetails)
    .set({ ...input, ...(logo ? logoColumns(logo) : {}), updatedAt: new Date() })
    .where(and(eq(companyDetails.companyId, companyId), eq(companyDetails.id, id)))
    .returning({ id: companyDetails.id });
  countries.delete(companyId);
  return updated.length > 0;
}

export async function deleteCompanyDetails(companyId: string, id: string) {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db
    .delete(companyDetails)
    .where(and(eq(companyDetails.companyId, companyId), eq(companyDetails.id, id)))
    .returning({ id: companyDetails.id });
  countries.delete(companyId);
  return deleted.length > 0;
}

/**
 * The logo as stored, with its version; undefined for a missing, foreign or logo-less record. Read
 * through services/files/stored-images.server.ts, which normalises a logo stored before issue 36.
 */
export async function getCompanyLogo(companyId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ bytes: companyDetails.logo, mime: companyDetails.logoMime, fileName: companyDetails.logoFileName, version: companyDetails.logoVersion })
    .from(companyDetails)
    .where(and(eq(companyDetails.companyId, companyId), eq(companyDetails.id, id), isNotNull(companyDetails.logo)));
  return row?.bytes && row.mime ? { bytes: row.bytes, mime: row.mime, fileName: row.fileName ?? "logo", version: row.version } : undefined;
}

/**
 * Puts the normalised copy in place of a logo that still has version `from`; a logo uploaded in
 * the meantime (it has the current version) is left alone.
 */
export async function replaceStoredLogo(companyId: string, id: string, from: number, logo: LogoInput) {
  const db = await getDb();
  await db
    .update(companyDetails)
    .set(logoColumns(logo))
    .where(and(eq(companyDetails.companyId, companyId), eq(companyDetails.id, id), eq(companyDetails.logoVersion, from), isNotNull(companyDetails.logo)));
}

function logoColumns(logo: LogoInput | null) {
  return logo
    ? { logo: Buffer.from(logo.bytes), logoMime: logo.mime, logoFileName: logo.fileName, logoVersion: logo.version }
    : { logo: null, logoMime: null, logoFileName: null, logoVersion: 0 };
}

/**
 * The company details an export is branded with (issue 16 §6): those of the campaign's latest
 * order, else the company's most recently edited ones; with the logo bytes. Undefined when the
 * company has none yet.
 */
export async function exportCompanyDetails(companyId: string, campaignId: string) {
  const db = await getDb();
  const [ordered] = await db
    .select({ id: campaignOrders.companyDetailsId })
    .from(campaignOrders)
    .where(and(eq(campaignOrders.companyId, companyId), eq(campaignOrders.campaignId, campaignId), isNotNull(campaignOrders.companyDetailsId)))
    .orderBy(desc(campaignOrders.requestedAt))
    .limit(1);
  const [row] = await db
    .select({ ...listColumns, logo: companyDetails.logo, logoMime: companyDetails.logoMime, logoVersion: companyDetails.logoVersion })
    .from(companyDetails)
    .where(and(eq(companyDetails.companyId, companyId), ordered?.id ? eq(companyDetails.id, ordered.id) : undefined))
    .orderBy(desc(companyDetails.updatedAt))
    .limit(1);
  return row;
}
