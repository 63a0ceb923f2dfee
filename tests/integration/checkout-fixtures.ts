import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, channels, contracts } from "../../app/db/schema";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { saveFormState } from "../../app/models/form-state.server";
import { createInvoiceInformation } from "../../app/models/invoice.server";
import { TRACKING_DEFAULTS } from "../../app/lib/validation/checkout";
import { requestWithSession } from "./fixtures";

/** Data for the checkout and order tests; every call makes its own rows. */
export async function createPricedChannel(priceCents: number, overrides: Partial<typeof channels.$inferInsert> = {}) {
  const db = await getDb();
  const slug = `co-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(channels)
    .values({
      slug,
      name: `Board ${slug}`,
      type: "job_board",
      focus: { en: "Care" },
      description: { en: "A job board" },
      durationDays: 30,
      priceCents,
      ...overrides,
    })
    .returning({ id: channels.id, name: channels.name });
  return row;
}

/** A pending campaign with the given channels in its basket. */
export async function campaignWithChannels(companyId: string, channelIds: string[], name = "Nurse Berlin") {
  const db = await getDb();
  const [campaign] = await db.insert(campaigns).values({ companyId, name }).returning({ id: campaigns.id });
  if (channelIds.length > 0) {
    await db.insert(campaignChannels).values(channelIds.map((channelId, i) => ({ campaignId: campaign.id, channelId, position: i + 1 })));
  }
  return campaign.id;
}

export async function createContract(companyId: string, remainingBudgetCents: number) {
  const db = await getDb();
  const [row] = await db
    .insert(contracts)
    .values({ companyId, name: `Contract ${randomUUID().slice(0, 4)}`, endDate: "2099-12-31", remainingBudgetCents })
    .returning({ id: contracts.id });
  return row.id;
}

export async function contractBudget(contractId: string) {
  const db = await getDb();
  const [row] = await db.select({ cents: contracts.remainingBudgetCents }).from(contracts).where(eq(contracts.id, contractId));
  return row.cents;
}

export const VALID_JOB_AD = {
  jobTitle: "Senior nurse",
  description: "<p>We are looking for a caring senior nurse to join our ward in Berlin.</p>",
  applicationMethod: "email",
  applicationDestination: "jobs@example.com",
  locations: "Berlin",
  employmentType: "full-time",
  salaryPeriod: "month",
};

/** Everything an order needs besides the form: company details, invoice information, a job ad. */
export async function checkoutReady(companyId: string, userId: string, campaignId: string) {
  const companyDetailsId = await createCompanyDetails(
    companyId,
    { companyName: "Northwind", departmentName: "", addressLine1: "Main 1", postcode: "1000", city: "Berlin", country: "DE" },
    null,
  );
  const invoiceInformationId = await createInvoiceInformation(companyId, {
    companyName: "Northwind",
    attention: "",
    addressLine1: "Main 1",
    postcode: "1000",
    city: "Berlin",
    country: "DE",
    vatNumber: "DE123",
    invoiceEmail: "invoices@example.com",
  });
  await saveFormState(companyId, userId, "job-ad", campaignId, VALID_JOB_AD);
  // a fresh company is far below the caps (issue 36 §7)
  return { companyDetailsId: companyDetailsId!, invoiceInformationId: invoiceInformationId! };
}

/** The checkout form as the browser posts it. */
export function checkoutForm(
  fields: { companyDetailsId: string; invoiceInformationId: string; channelIds: string[]; payment?: string; poNumber?: string },
  intent = "order",
) {
  const form = new FormData();
  form.set("intent", intent);
  form.set("poNumber", fields.poNumber ?? "PO-1");
  form.set("companyDetailsId", fields.companyDetailsId);
  form.set("invoiceInformationId", fields.invoiceInformationId);
  form.set("payment", fields.payment ?? "invoice");
  fields.channelIds.forEach((channelId, i) => {
    form.set(`tracking[${i}].channelId`, channelId);
    for (const [key, value] of Object.entries(TRACKING_DEFAULTS)) form.set(`tracking[${i}].${key}`, value);
  });
  return form;
}

export function post(url: string, session: { userId: string; companyId: string }, body: FormData) {
  return requestWithSession(url, session, { method: "POST", body });
}

/** A loader/action result as status + data, whether it returned data(), a Response or threw one. */
export async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, data: null as never, response: value };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = value as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data as never, response: null };
  }
  return { status: 200, data: value as never, response: null };
}
