import { and, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoiceInformation } from "~/db/schema";
import { isUuid } from "./campaign.server";
import { insertUnderCap } from "./capped-insert.server";

/** spec 1 §7 invoice_information (GET/POST, PUT with invoiceInformationId, DELETE), per company. */
export interface InvoiceInput {
  companyName: string;
  attention: string;
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
  vatNumber: string;
  invoiceEmail: string;
}

const columns = {
  id: invoiceInformation.id,
  companyName: invoiceInformation.companyName,
  attention: invoiceInformation.attention,
  addressLine1: invoiceInformation.addressLine1,
  postcode: invoiceInformation.postcode,
  city: invoiceInformation.city,
  country: invoiceInformation.country,
  vatNumber: invoiceInformation.vatNumber,
  invoiceEmail: invoiceInformation.invoiceEmail,
};


export async function listInvoiceInformation(companyId: string) {
  const db = await getDb();
  return db
    .select(columns)
    .from(invoiceInformation)
    .where(eq(invoiceInformation.companyId, companyId))
    .orderBy(desc(invoiceInformation.updatedAt));
}

export async function findInvoiceInformation(companyId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(invoiceInformation)
    .where(and(eq(invoiceInformation.companyId, companyId), eq(invoiceInformation.id, id)));
  return row;
}

/** Invoice addresses a company may keep (issue 36 §7), as for company details. */
export const INVOICE_INFORMATION_MAX = 50;

/** The new record's id, or null when the company already has INVOICE_INFORMATION_MAX. */
export async function createInvoiceInformation(companyId: string, input: InvoiceInput) {
  return insertUnderCap(invoiceInformation, invoiceInformation.companyId, companyId, INVOICE_INFORMATION_MAX, async (tx) => {
    const [row] = await tx.insert(invoiceInformation).values({ companyId, ...input }).returning({ id: invoiceInformation.id });
    return row.id;
  });
}

export async function updateInvoiceInformation(companyId: string, id: string, input: InvoiceInput) {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const updated = await db
    .update(invoiceInformation)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(invoiceInformation.companyId, companyId), eq(invoiceInformation.id, id)))
    .returning({ id: invoiceInformation.id });
  return updated.length > 0;
}

export async function deleteInvoiceInformation(companyId: string, id: string) {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db
    .delete(invoiceInformation)
    .where(and(eq(invoiceInformation.companyId, companyId), eq(invoiceInformation.id, id)))
    .returning({ id: invoiceInformation.id });
  return deleted.length > 0;
}
