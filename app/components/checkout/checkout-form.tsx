import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import { SubmissionKey } from "~/components/ui/submission-key";
import { FieldError } from "~/components/ui/field";
import { Card } from "~/components/ui/card";
import { channelColour, nameInitial } from "~/lib/catalogue/logo";
import { formatCents } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import {
  PAY_BY_INVOICE,
  TRACKING_FIELDS,
  invalidFields,
  type CheckoutState,
} from "~/lib/validation/checkout";
import { translateMessage } from "~/lib/validation/messages";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import type { ValidationRule } from "~/lib/validation/rules";
import { FormField, InvalidFieldList, RuleField, inputClasses } from "./form-field";
import { useAutosave } from "./use-autosave";

interface SavedAddress {
  id: string;
  companyName: string;
  addressLine1: string;
  postcode: string;
  city: string;
  /** the country's name in the UI language */
  country: string;
}

/** What the form shows; the checkout loader sends it (issue 39 §7: no component typed from a loader). */
export interface CheckoutData {
  campaign: { id: string };
  state: CheckoutState;
  rules: ValidationRule[];
  jobAdComplete: boolean;
  basket: { channels: { id: string; name: string }[]; summary: { purchasableCount: number } };
  customTracking: string | null;
  logoMandatory: boolean;
  companyDetails: (SavedAddress & { departmentName: string; logoUrl: string | null })[];
  invoices: (SavedAddress & { invoiceEmail: string })[];
  contracts: { id: string; name: string; endDate: string; remainingBudgetCents: number; currency: string; enough: boolean }[];
  allowToOrder: boolean;
  approveFlow: boolean;
}

/**
 * The checkout form (spec 1 §5): campaign details validated by the company's rules, tracking per
 * channel, company details, invoice information, payment and the order button. One schema, from
 * the rules the loader sent, validates here (Conform) and in the action.
 */
export function CheckoutForm({ data, lastResult }: { data: CheckoutData; lastResult: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation("checkout");
  const validation = useDeferredValidation();
  const [form, fields] = useForm({
    id: "checkout",
    lastResult,
    defaultValue: data.state,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate((v, formData) => v.validateCheckout(formData, data.rules)),
  });
  const autosave = useAutosave();
  const formProps = getFormProps(form);
  const channelName = new Map(data.basket.channels.map((c) => [c.id, c.name]));
  const trackingRows = fields.tracking.getFieldList();

  // the invalid fields are listed at the top once "Order campaign" was pressed (in the browser or
  // answered by the server), not on load before anything was typed (issue 38 §4); fields say so on blur
  const [orderPressed, setOrderPressed] = useState(false);
  const listed = orderPressed || lastResult?.status === "error";
  const issues = (listed ? invalidFields(data.rules, (form.value as CheckoutState | undefined) ?? data.state) : []).map((issue) => {
    const [name, index, sub] = issue.field.split(".");
    if (name === "tracking" && sub) {
      const row = trackingRows[Number(index)]?.getFieldset();
      const channelId = data.state.tracking?.[Number(index)]?.channelId ?? "";
      return {
        key: issue.field,
        targetId: row?.[sub as (typeof TRACKING_FIELDS)[number]]?.id ?? "",
        label: `${channelName.get(channelId) ?? ""} – ${t(`checkout.tracking.${sub}`)}`,
        messages: issue.messages,
      };
    }
    const field = fields[name as keyof typeof fields];
    return { key: issue.field, targetId: field?.id ?? "", label: t(`checkout.field.${name}`), messages: issue.messages };
  });

  const choiceError = (errors?: string[]) => <FieldError errors={errors?.map((e) => translateMessage(t, e))} />;

  return (
    <Form method="post" {...formProps} {...validation.formProps} onChange={autosave.onChange} onSubmit={autosave.onSubmit(formProps.onSubmit)} className="space-y-6">
      {/* the order runs once per render's key (issue 47 §1) */}
      <SubmissionKey />
      <InvalidFieldList title={t("checkout.invalid-title")} items={issues} />
      {form.errors?.length ? (
        <div role="alert" className="rounded-[6px] border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {form.errors.map((error) => (
            <p key={error}>{translateMessage(t, error)}</p>
          ))}
        </div>
      ) : null}
      {!data.jobAdComplete ? (
        <p className="rounded-[6px] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {t("checkout.job-ad-incomplete")}{" "}
          <a className="font-semibold underline" href={`/campaigns/job-ad/?id=${data.campaign.id}`}>
            {t("checkout.to-job-ad")}
          </a>
        </p>
      ) : null}

      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("checkout.section.campaign-details")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <RuleField field={fields.poNumber} name="poNumber" rules={data.rules} label={t("checkout.field.poNumber")} />
          <RuleField field={fields.jobReferenceId} name="jobReferenceId" rules={data.rules} label={t("checkout.field.jobReferenceId")} />
          <RuleField field={fields.confirmationEmail} name="confirmationEmail" rules={data.rules} label={t("checkout.field.confirmationEmail")} type="email" />
          <RuleField field={fields.labels} name="labels" rules={data.rules} label={t("checkout.field.labels")} />
        </div>
        <RuleField field={fields.remarks} name="remarks" rules={data.rules} label={t("checkout.field.remarks")} multiline />
        <details className="rounded-[6px] border border-slate-200 p-4">
          <summary className="cursor-pointer text-sm font-semibold">{t("checkout.tracking.title")}</summary>
          <p className="mt-2 text-xs text-slate-500">{t("checkout.tracking.intro")}</p>
          {data.customTracking ? (
            <p className="mt-2 text-xs text-slate-600" data-testid="custom-tracking-note">
              {t("checkout.tracking.custom-on")} <code className="break-all">?{data.customTracking}</code>{" "}
              <Link to="/settings/tracking" className="underline">
                {t("checkout.tracking.custom-settings")}
              </Link>
            </p>
          ) : null}
          <div className="mt-3 space-y-4">
            {trackingRows.map((row, index) => {
              const rowFields = row.getFieldset();
              const channelId = data.state.tracking?.[index]?.channelId ?? "";
              return (
                <fieldset key={row.key} className="grid gap-3 sm:grid-cols-3">
                  <legend className="mb-1 text-sm font-medium">{channelName.get(channelId)}</legend>
                  <input type="hidden" name={rowFields.channelId.name} value={channelId} />
                  {TRACKING_FIELDS.map((f) => (
                    <FormField key={f} id={rowFields[f].id} label={t(`checkout.tracking.${f}`)} errors={rowFields[f].errors} errorId={rowFields[f].errorId}>
                      <input {...getInputProps(rowFields[f], { type: "text" })} className={inputClasses} />
                    </FormField>
                  ))}
                </fieldset>
              );
            })}
          </div>
        </details>
      </Card>

      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 className="text-lg font-semibold">{t("company-details.title")}</h2>
          <Button type="submit" variant="secondary" name="intent" value="company-details.open:new">
            {t("company-details.add")}
          </Button>
        </div>
        {data.logoMandatory ? <p className="text-xs text-slate-500">{t("company-details.logo-mandatory")}</p> : null}
        {data.companyDetails.length === 0 ? <p className="text-sm text-slate-500">{t("company-details.empty")}</p> : null}
        <fieldset className="min-w-0 space-y-2 [overflow-wrap:anywhere]" aria-describedby={fields.companyDetailsId.errorId}>
          <legend className="sr-only">{t("company-details.choose")}</legend>
          {data.companyDetails.map((details) => (
            <div key={details.id} className="flex items-center gap-4 rounded-[6px] border border-slate-200 p-3">
              <label className="flex flex-1 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name={fields.companyDetailsId.name}
                  value={details.id}
                  defaultChecked={fields.companyDetailsId.initialValue === details.id}
                />
                {details.logoUrl ? (
                  <img src={details.logoUrl} alt={t("company-details.logo-alt", { name: details.companyName })} className="h-10 w-10 rounded object-contain" />
                ) : (
                  // no logo uploaded: the company's initial, coloured like the channel logos
                  <span
                    aria-hidden="true"
                    data-testid="company-initial"
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded text-base font-bold text-white"
                    style={{ background: channelColour(details.companyName) }}
                  >
                    {nameInitial(details.companyName)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold">{details.companyName}</span>
                  <span className="block text-slate-500">
                    {[details.departmentName, details.addressLine1, details.postcode, details.city, details.country].filter(Boolean).join(", ")}
                  </span>
                </span>
              </label>
              <Button type="submit" variant="ghost" name="intent" value={`company-details.open:${details.id}`} aria-label={t("company-details.edit-named", { name: details.companyName })}>
                {t("company-details.edit")}
              </Button>
              <Button type="submit" variant="ghost" name="intent" value={`company-details.delete:${details.id}`} aria-label={t("company-details.delete-named", { name: details.companyName })}>
                {t("company-details.delete")}
              </Button>
            </div>
          ))}
        </fieldset>
        <div id={fields.companyDetailsId.errorId}>{choiceError(fields.companyDetailsId.errors)}</div>
      </Card>

      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 className="text-lg font-semibold">{t("invoice.title")}</h2>
          <Button type="submit" variant="secondary" name="intent" value="invoice.open:new">
            {t("invoice.add")}
          </Button>
        </div>
        {data.invoices.length === 0 ? <p className="text-sm text-slate-500">{t("invoice.empty")}</p> : null}
        <fieldset className="min-w-0 space-y-2 [overflow-wrap:anywhere]" aria-describedby={fields.invoiceInformationId.errorId}>
          <legend className="sr-only">{t("invoice.choose")}</legend>
          {data.invoices.map((invoice) => (
            <div key={invoice.id} className="flex items-center gap-4 rounded-[6px] border border-slate-200 p-3">
              <label className="grid flex-1 grid-cols-[auto_1fr] items-center gap-x-3 text-sm">
                <input
                  type="radio"
                  name={fields.invoiceInformationId.name}
                  value={invoice.id}
                  defaultChecked={fields.invoiceInformationId.initialValue === invoice.id}
                />
                <span className="font-semibold">{invoice.companyName}</span>
                <span className="col-start-2 text-slate-500">
                  {[invoice.addressLine1, invoice.postcode, invoice.city, invoice.country, invoice.invoiceEmail].filter(Boolean).join(", ")}
                </span>
              </label>
              <Button type="submit" variant="ghost" name="intent" value={`invoice.open:${invoice.id}`} aria-label={t("invoice.edit-named", { name: invoice.companyName })}>
                {t("invoice.edit")}
              </Button>
              <Button type="submit" variant="ghost" name="intent" value={`invoice.delete:${invoice.id}`} aria-label={t("invoice.delete-named", { name: invoice.companyName })}>
                {t("invoice.delete")}
              </Button>
            </div>
          ))}
        </fieldset>
        <div id={fields.invoiceInformationId.errorId}>{choiceError(fields.invoiceInformationId.errors)}</div>
      </Card>

      <Card className="space-y-3 p-6">
        <fieldset className="min-w-0 space-y-2 [overflow-wrap:anywhere]" aria-describedby={fields.payment.errorId}>
          <legend className="text-lg font-semibold">{t("payment.title")}</legend>
          <label className="flex items-center gap-3 text-sm">
            <input type="radio" name={fields.payment.name} value={PAY_BY_INVOICE} defaultChecked={fields.payment.initialValue === PAY_BY_INVOICE} />
            {t("payment.invoice")}
          </label>
          {data.contracts.map((contract) => (
            <label key={contract.id} className={`flex items-center gap-3 text-sm ${contract.enough ? "" : "text-slate-400"}`}>
              <input
                type="radio"
                name={fields.payment.name}
                value={contract.id}
                disabled={!contract.enough}
                defaultChecked={fields.payment.initialValue === contract.id}
              />
              {t("payment.contract", {
                name: contract.name,
                remaining: formatCents(contract.remainingBudgetCents, i18n.language, contract.currency),
                date: formatDate(contract.endDate, i18n.language),
              })}
              {contract.enough ? null : <span className="text-xs">{t("payment.insufficient-label")}</span>}
            </label>
          ))}
        </fieldset>
        <div id={fields.payment.errorId}>{choiceError(fields.payment.errors)}</div>
      </Card>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-sm text-slate-500" aria-live="polite">
          {autosave.saving ? t("autosave.saving") : autosave.savedAt ? t("autosave.saved") : ""}
        </p>
        {!data.allowToOrder ? (
          <p role="note" className="w-full rounded-[6px] bg-slate-100 p-3 text-sm text-slate-700">
            {t("checkout.order.not-allowed")}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" name="intent" value="save">
          {t("checkout.save")}
        </Button>
        <Button type="submit" name="intent" value="order" onClick={() => setOrderPressed(true)} disabled={!data.allowToOrder || data.basket.summary.purchasableCount === 0}>
          {data.approveFlow ? t("checkout.request-approval") : t("checkout.order-button")}
        </Button>
      </div>
    </Form>
  );
}
