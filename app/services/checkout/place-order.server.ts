import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { CHECKOUT_FORM, PAY_BY_INVOICE } from "~/lib/validation/checkout";
import { checkoutSchema } from "~/lib/validation/checkout-schema";
import { LOGO_REQUIRED_MESSAGE } from "~/lib/validation/company-details";
import { JOB_AD_FORM } from "~/lib/validation/job-ad";
import { serverJobAdSchema } from "~/lib/validation/job-ad.server";
import { message } from "~/lib/validation/messages";
import { findCompanyDetails } from "~/models/company-details.server";
import { getFormState } from "~/models/form-state.server";
import { findInvoiceInformation } from "~/models/invoice.server";
import { placeOrder } from "~/models/order.server";
import { customTrackingSnapshot } from "~/models/tracking-config.server";
import { getValidationRules } from "~/models/validation-rule.server";
import type { CompanyContext } from "../auth/gate.server";
import { campaignLifecycleJob } from "../jobs/campaigns.server";
import { drainOutbox } from "../jobs/runner.server";

/**
 * The order form's one schema (issue 49 §3): the company's validation rules for the fields, then,
 * once they hold, what only the database can say — the chosen company details and invoice address
 * exist for this company (with a logo when the company must show one) and the campaign's job ad is
 * complete. One async parse of the form answers all of it, in the form's own error shape.
 */
export async function orderSchema(context: CompanyContext, campaignId: string) {
  const companyId = context.company.id;
  const rules = await getValidationRules(companyId, CHECKOUT_FORM);
  return checkoutSchema(rules).superRefine(async (values, ctx) => {
    const [details, invoice, jobAd] = await Promise.all([
      findCompanyDetails(companyId, values.companyDetailsId),
      findInvoiceInformation(companyId, values.invoiceInformationId),
      getFormState(companyId, JOB_AD_FORM, campaignId),
    ]);
    const issue = (path: string[], text: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: text });
    if (!details) issue(["companyDetailsId"], "form.warning.field-required");
    else if (context.features.company_logo_mandatory && !details.hasLogo) issue(["companyDetailsId"], LOGO_REQUIRED_MESSAGE);
    if (!invoice) issue(["invoiceInformationId"], "form.warning.field-required");
    if (!serverJobAdSchema({ acceptHourlyRates: context.features.accept_hourly_rates }).safeParse(jobAd ?? {}).success) {
      issue([], "checkout.order.job-ad-incomplete");
    }
  });
}

/**
 * Placing an order (issue 4 §6), the use case: 403 without allowToOrder, 400 with the form's
 * errors, 409 when already ordered, 400 for an empty basket, a missing exchange rate or a contract
 * budget too small; else the order (or the request for approval) and a redirect to its page.
 */
export async function placeOrderFromForm(context: CompanyContext, campaignId: string, formData: FormData) {
  const companyId = context.company.id;
  const submission = await parseWithZod(formData, { schema: await orderSchema(context, campaignId), async: true });
  const answer = (result: ReturnType<typeof submission.reply>, status: number) => data({ form: "checkout" as const, result }, { status });
  if (!context.allowToOrder) return answer(submission.reply({ formErrors: ["checkout.order.not-allowed"] }), 403);
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const values = submission.value;
  const result = await placeOrder({
    companyId,
    userId: context.user.id,
    campaignId,
    requireApproval: context.features.approve_flow,
    contractId: values.payment === PAY_BY_INVOICE ? null : values.payment,
    companyDetailsId: values.companyDetailsId,
    invoiceInformationId: values.invoiceInformationId,
    checkout: {
      ...values,
      ...(await customTrackingSnapshot(companyId, values.tracking.map((t) => t.channelId))),
    },
    // the lifecycle takes over (docs/decisions/013), its job committed with the order
    jobs: [campaignLifecycleJob(companyId, campaignId)],
  });
  switch (result.status) {
    case "conflict":
      // spec 1 §8: order 409 (order-status error)
      return answer(submission.reply({ formErrors: ["checkout.order.conflict"] }), 409);
    case "empty-basket":
      return answer(submission.reply({ formErrors: ["checkout.order.empty-basket"] }), 400);
    case "missing-rate":
      // never a 500 and never a silent 1:1: the order names the currencies it cannot convert
      return answer(
        submission.reply({
          formErrors: [message("money:order-missing-rate", { currencies: result.currencies.join(", "), currency: result.currency })],
        }),
        400,
      );
    case "insufficient-budget":
      return answer(submission.reply({ fieldErrors: { payment: ["checkout.payment.insufficient"] } }), 400);
    default:
      // a request waiting for approval starts on approval
      if (result.status === "ordered") await drainOutbox();
      return redirect(`/campaigns/ordered/?id=${campaignId}`);
  }
}
