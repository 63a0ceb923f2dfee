import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { invoiceSchema } from "~/lib/validation/company-details-schema";
import { createInvoiceInformation, findInvoiceInformation, INVOICE_INFORMATION_MAX, updateInvoiceInformation } from "~/models/invoice.server";
import { message } from "~/lib/validation/messages";
import type { CompanyContext } from "~/services/auth/gate.server";
import { saveCompanyDetailsForm } from "~/services/files/company-details.server";
import { checkoutUrl, selectInState } from "./checkout.server";
import { notFound } from "~/lib/not-found";

/**
 * The checkout's two record dialogs (issue 4 §5): company details with the logo upload, and
 * invoice information. Saving one selects it in the checkout's form state.
 */

/** The company details dialog (multipart, with the logo upload; shared with the job-description generator). */
export async function companyDetailsAction(context: CompanyContext, campaignId: string, formData: FormData) {
  const saved = await saveCompanyDetailsForm(context, formData);
  if (!saved.ok) return data({ form: "company-details" as const, result: saved.result }, { status: 400 });
  await selectInState(context, campaignId, { companyDetailsId: saved.id });
  return redirect(checkoutUrl(campaignId));
}

/** The invoice information dialog. */
export async function invoiceAction(context: CompanyContext, campaignId: string, formData: FormData) {
  const companyId = context.company.id;
  const id = formData.get("id");
  const existing = typeof id === "string" && id ? await findInvoiceInformation(companyId, id) : null;
  if (typeof id === "string" && id && !existing) notFound();
  const submission = parseWithZod(formData, { schema: invoiceSchema() });
  if (submission.status !== "success") {
    return data({ form: "invoice" as const, result: submission.reply() }, { status: 400 });
  }
  const { id: _id, ...input } = submission.value;
  let savedId = existing?.id;
  if (existing) await updateInvoiceInformation(companyId, existing.id, input);
  else {
    const created = await createInvoiceInformation(companyId, input);
    if (!created) {
      const limit = message("invoice.limit", { max: INVOICE_INFORMATION_MAX });
      return data({ form: "invoice" as const, result: submission.reply({ formErrors: [limit] }) }, { status: 400 });
    }
    savedId = created;
  }
  await selectInState(context, campaignId, { invoiceInformationId: savedId });
  return redirect(checkoutUrl(campaignId));
}
