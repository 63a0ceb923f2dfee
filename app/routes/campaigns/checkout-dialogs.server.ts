import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { companyDetailsSchema, invoiceSchema } from "~/lib/validation/company-details-schema";
import { createCompanyDetails, findCompanyDetails, updateCompanyDetails } from "~/models/company-details.server";
import { createInvoiceInformation, findInvoiceInformation, updateInvoiceInformation } from "~/models/invoice.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { checkFileCount, checkLogoUpload } from "~/services/files/logo.server";
import { checkoutUrl, selectInState } from "./checkout.server";

/**
 * The checkout's two record dialogs (issue 4 §5): company details with the logo upload, and
 * invoice information. Saving one selects it in the checkout's form state.
 */

/** The company details dialog (multipart, with the logo upload). */
export async function companyDetailsAction(context: CompanyContext, campaignId: string, formData: FormData) {
  const companyId = context.company.id;
  const id = formData.get("id");
  const existing = typeof id === "string" && id ? await findCompanyDetails(companyId, id) : null;
  if (typeof id === "string" && id && !existing) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(formData, {
    schema: companyDetailsSchema({ logoMandatory: context.features.company_logo_mandatory, hasLogo: Boolean(existing?.hasLogo) }),
  });
  const reply = (fieldErrors?: Record<string, string[]>) =>
    data({ form: "company-details" as const, result: submission.reply({ fieldErrors, hideFields: ["logo"] }) }, { status: 400 });
  if (submission.status !== "success") return reply();
  const files = formData.getAll("logo").filter((f): f is File => typeof f !== "string");
  const countError = checkFileCount(files);
  if (countError) return reply({ logo: [countError] });
  let logo = null;
  if (files.length === 1) {
    const bytes = new Uint8Array(await files[0].arrayBuffer());
    const check = await checkLogoUpload(bytes, files[0].name, files[0].type);
    if (!check.ok) return reply({ logo: [check.error] });
    logo = { bytes, mime: check.mime, fileName: check.fileName };
  }
  const { id: _id, logo: _logo, ...input } = submission.value;
  let savedId = existing?.id;
  if (existing) await updateCompanyDetails(companyId, existing.id, input, logo);
  else savedId = await createCompanyDetails(companyId, input, logo);
  await selectInState(context, campaignId, { companyDetailsId: savedId });
  return redirect(checkoutUrl(campaignId));
}

/** The invoice information dialog. */
export async function invoiceAction(context: CompanyContext, campaignId: string, formData: FormData) {
  const companyId = context.company.id;
  const id = formData.get("id");
  const existing = typeof id === "string" && id ? await findInvoiceInformation(companyId, id) : null;
  if (typeof id === "string" && id && !existing) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(formData, { schema: invoiceSchema() });
  if (submission.status !== "success") {
    return data({ form: "invoice" as const, result: submission.reply() }, { status: 400 });
  }
  const { id: _id, ...input } = submission.value;
  let savedId = existing?.id;
  if (existing) await updateInvoiceInformation(companyId, existing.id, input);
  else savedId = await createInvoiceInformation(companyId, input);
  await selectInState(context, campaignId, { invoiceInformationId: savedId });
  return redirect(checkoutUrl(campaignId));
}
