import type { RequestArgs } from "~/services/http/request-context.server";
import { countryLabel, countryOptions } from "~/lib/countries";
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { isPending } from "~/lib/campaign/status";
import { CHECKOUT_FORM, PAY_BY_INVOICE, trackingFor, type CheckoutState } from "~/lib/validation/checkout";
import { checkoutDraftSchema } from "~/lib/validation/checkout-schema";
import { JOB_AD_FORM } from "~/lib/validation/job-ad";
import { serverJobAdSchema } from "~/lib/validation/job-ad.server";
import { requireCampaign } from "~/models/campaign.server";
import { getBasket } from "~/models/basket.server";
import { deleteCompanyDetails, findCompanyDetails, listCompanyDetails } from "~/models/company-details.server";
import { listContractBudgets } from "~/models/contract.server";
import { latestRateTable } from "~/models/fx-rate.server";
import { convertCents } from "~/lib/fx";
import { getFormState, saveFormState } from "~/models/form-state.server";
import { deleteInvoiceInformation, findInvoiceInformation, listInvoiceInformation } from "~/models/invoice.server";
import { getTrackingConfig } from "~/models/tracking-config.server";
import { trackingString } from "~/lib/tracking/tracking-config";
import { getValidationRules } from "~/models/validation-rule.server";
import { requireCompany, type CompanyContext } from "~/services/auth/gate.server";
import { LOGO_MAX_BYTES } from "~/services/files/logo.server";
import { readUploadForm } from "~/services/files/multipart.server";
import { redirectWithToast } from "~/services/session.server";
import { readQuery } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";
import { placeOrderFromForm } from "~/services/checkout/place-order.server";

/**
 * The checkout's loader data and actions (issue 4 §5–§6). The route module stays a thin shell.
 */
export type DialogTarget = "company-details" | "invoice";

export async function requireCheckout(args: RequestArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const id = readQuery(request).get("id");
  const campaign = await requireCampaign(context.company.id, id);
  return { context, campaign };
}

export async function checkoutData(
  context: CompanyContext,
  campaign: Awaited<ReturnType<typeof requireCampaign>>,
  url: URL,
  locale: string,
) {
  const companyId = context.company.id;
  const [rules, saved, jobAd, basket, details, invoices, contracts, customTracking, rates] = await Promise.all([
    getValidationRules(companyId, CHECKOUT_FORM),
    getFormState<CheckoutState>(companyId, "checkout", campaign.id),
    getFormState(companyId, JOB_AD_FORM, campaign.id),
    getBasket(companyId, campaign.id, locale, campaign.orderedCurrency, campaign.targetGroup),
    listCompanyDetails(companyId),
    listInvoiceInformation(companyId),
    context.features.show_contracts ? listContractBudgets(companyId).catch(() => []) : Promise.resolve([]),
    // spec 2 §7: custom tracking settings are fetched for checkout
    getTrackingConfig(companyId),
    latestRateTable(),
  ]);
  // GET form.prefill: the restored state; tracking defaults per basket channel; single choices preselected
  const state: CheckoutState = {
    ...saved,
    tracking: trackingFor(
      basket.channels.map((c) => c.id),
      saved?.tracking,
    ),
    companyDetailsId: saved?.companyDetailsId ?? (details.length === 1 ? details[0].id : undefined),
    invoiceInformationId: saved?.invoiceInformationId ?? (invoices.length === 1 ? invoices[0].id : undefined),
    payment: saved?.payment ?? PAY_BY_INVOICE,
  };
  const dialog = url.searchParams.get("dialog");
  const editId = url.searchParams.get("edit");
  const editing =
    dialog === "company-details" && editId
      ? await findCompanyDetails(companyId, editId)
      : dialog === "invoice" && editId
        ? await findInvoiceInformation(companyId, editId)
        : null;
  if (editId && !editing) notFound();
  return {
    campaign: { id: campaign.id, name: campaign.name, status: campaign.status, hasTargetGroup: Boolean(campaign.targetGroup) },
    // an ordered (or requested) campaign cannot be checked out again (spec 1 §8: order 409)
    orderable: isPending(campaign.status),
    rules,
    state,
    jobAdComplete: serverJobAdSchema({ acceptHourlyRates: context.features.accept_hourly_rates }).safeParse(jobAd ?? {}).success,
    basket,
    // a saved country is an ISO code (issue 38 §4), shown by its name in the UI language
    companyDetails: details.map((d) => ({
      ...d,
      country: countryLabel(d.country, locale),
      logoUrl: d.hasLogo ? `/company-details/${d.id}/logo?v=${d.updatedAt.getTime()}` : null,
    })),
    invoices: invoices.map((i) => ({ ...i, country: countryLabel(i.country, locale) })),
    countries: dialog === "company-details" || dialog === "invoice" ? countryOptions(locale) : [],
    // a budget in another currency is compared with the total converted at the order's rates (decision 079)
    contracts: contracts.map((c) => {
      const charge = convertCents(basket.summary.total, basket.summary.currency, c.currency, rates);
      return { ...c, enough: charge !== null && c.remainingBudgetCents >= charge };
    }),
    allowToOrder: context.allowToOrder,
    approveFlow: context.features.approve_flow,
    logoMandatory: context.features.company_logo_mandatory,
    showContracts: context.features.show_contracts,
    customTracking: customTracking.enabled ? trackingString(customTracking.fields) : null,
    dialog: dialog === "company-details" || dialog === "invoice" ? (dialog as DialogTarget) : null,
    editing,
  };
}

export const checkoutUrl = (campaignId: string, extra = "") => `/campaigns/checkout/?id=${campaignId}${extra}`;

/** Reads and stores the main form's draft (form.state); returns it. */
async function saveDraft(context: CompanyContext, campaignId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: checkoutDraftSchema() });
  const draft: CheckoutState = submission.status === "success" ? submission.value : {};
  const saved = (await getFormState<CheckoutState>(context.company.id, "checkout", campaignId)) ?? {};
  const state = { ...saved, ...draft };
  await saveFormState(context.company.id, context.user.id, "checkout", campaignId, state as Record<string, unknown>);
  return state;
}

/** Chooses a saved record in the form state (after a dialog saved it). */
export async function selectInState(context: CompanyContext, campaignId: string, patch: Partial<CheckoutState>) {
  const saved = (await getFormState<CheckoutState>(context.company.id, "checkout", campaignId)) ?? {};
  await saveFormState(context.company.id, context.user.id, "checkout", campaignId, { ...saved, ...patch });
}

export function readCheckoutForm(request: Request) {
  // "logo" may come twice so the dialog can say "one file only" (spec 1 §5) rather than 400
  return readUploadForm(request, { maxFileBytes: LOGO_MAX_BYTES, repeatable: ["logo"], shape: checkoutDraftSchema() });
}

/** The order (issue 4 §6): the draft is kept, then the use case (services/checkout/place-order.server.ts). */
export async function orderAction(context: CompanyContext, campaignId: string, formData: FormData) {
  await saveDraft(context, campaignId, formData);
  return placeOrderFromForm(context, campaignId, formData);
}

/** Save, open a dialog, delete a record: the main form's other buttons (all keep the draft). */
export async function draftAction(
  args: RequestArgs,
  context: CompanyContext,
  campaignId: string,
  formData: FormData,
  intent: { kind: "save" } | { kind: "autosave" } | { kind: "open" | "delete"; target: DialogTarget; id: string },
) {
  await saveDraft(context, campaignId, formData);
  if (intent.kind === "autosave") return { savedAt: new Date().toISOString() };
  if (intent.kind === "save") {
    return redirectWithToast(args, checkoutUrl(campaignId), { kind: "success", key: "checkout:autosave.saved" });
  }
  if (intent.kind === "open") {
    const edit = intent.id === "new" ? "" : `&edit=${intent.id}`;
    return redirect(checkoutUrl(campaignId, `&dialog=${intent.target}${edit}`));
  }
  const deleted =
    intent.target === "company-details"
      ? await deleteCompanyDetails(context.company.id, intent.id)
      : await deleteInvoiceInformation(context.company.id, intent.id);
  if (!deleted) notFound();
  return redirectWithToast(args, checkoutUrl(campaignId), { kind: "success", key: `checkout:${intent.target}.deleted` });
}
