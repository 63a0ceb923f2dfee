import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { FormField, inputClasses } from "~/components/checkout/form-field";
import { Button } from "~/components/ui/button";
import { SIGNATURE_MAX_CHARS } from "~/lib/jobdesc/constants";
import type { PdfOptions } from "~/lib/jobdesc/state";
import { TEMPLATE_NAMES, TEMPLATES } from "~/lib/jobdesc/templates";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";

const PDF_FLAGS = ["header", "footer", "qrCode", "allowRemoteWork"] as const;

/** spec 2 §3 PDF options (the "pdf" tab): template, reference id, QR code, colour, company details… */
export function PdfForm({
  defaults,
  companyDetails,
  signatures,
  lastResult,
  multiLocation,
  detailsLinks,
  qr,
}: {
  /** where the QR code leads (issue 41 §4), said beside its checkbox */
  qr: { url: string; kind: "job-page" | "vacancy" | "application"; live: boolean };
  defaults: PdfOptions;
  companyDetails: { id: string; label: string }[];
  /** the company-details form (a dialog addressable by URL): new, and edit the chosen record */
  detailsLinks: { create: string; edit: string | null; logoUrl: string | null };
  signatures: string[];
  lastResult?: SubmissionResult<string[]> | null;
  multiLocation: boolean;
}) {
  const { t } = useTranslation("jobdesc");
  const validation = useDeferredValidation();
  const [form, fields] = useForm({
    id: "jobdesc-pdf",
    lastResult,
    // checkboxes are uncontrolled below; Conform only needs the text fields' values
    defaultValue: { ...defaults, header: undefined, footer: undefined, qrCode: undefined, allowRemoteWork: undefined, companyDetailsId: defaults.companyDetailsId ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate((v, formData) => v.validateJobdescPdf(formData)),
  });
  const checkbox = (name: "header" | "footer" | "qrCode" | "allowRemoteWork") => (
    <label key={name} className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaults[name]}
        aria-describedby={name === "qrCode" ? "jobdesc-qr-target" : undefined}
        className="h-4 w-4"
      />
      {t(`pdf.${name}`)}
    </label>
  );
  return (
    <Form method="post" {...getFormProps(form)} {...validation.formProps} className="space-y-4 rounded-[6px] border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="text-sm font-semibold">{t("pdf.template")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {TEMPLATE_NAMES.map((name) => (
            <div key={name} className="flex items-start gap-2 rounded-[6px] border border-slate-200 p-2 text-sm">
              <input id={`jobdesc-template-${name}`} type="radio" name="templateName" value={name} defaultChecked={defaults.templateName === name} className="mt-1" />
              <label htmlFor={`jobdesc-template-${name}`}>
                <span className="font-medium">{t(`template.${name}`)}</span>
                <span className="block text-xs text-slate-600">
                  {t(`template.${name}.hint`)}
                  {TEMPLATES[name].supportsMultipleLocations ? ` ${t("template.multi")}` : ""}
                </span>
              </label>
            </div>
          ))}
        </div>
        {multiLocation ? <p className="mt-2 text-xs text-slate-600">{t("pdf.multi-location-hint")}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fields.companyDetailsId.id} label={t("pdf.companyDetails")} errors={fields.companyDetailsId.errors} errorId={fields.companyDetailsId.errorId}>
          <select id={fields.companyDetailsId.id} name="companyDetailsId" defaultValue={defaults.companyDetailsId ?? ""} className={inputClasses}
            aria-invalid={fields.companyDetailsId.errors ? true : undefined} aria-describedby={fields.companyDetailsId.errors ? fields.companyDetailsId.errorId : undefined}>
            <option value="">{t("pdf.companyDetails.none")}</option>
            {companyDetails.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <Link to={detailsLinks.create} className="text-brand-700 underline">
              {t("pdf.companyDetails.new")}
            </Link>
            {detailsLinks.edit ? (
              <Link to={detailsLinks.edit} className="text-brand-700 underline">
                {t("pdf.companyDetails.edit")}
              </Link>
            ) : null}
            {detailsLinks.logoUrl ? (
              <img src={detailsLinks.logoUrl} alt={t("pdf.companyDetails.logo")} className="h-8 max-w-[8rem] object-contain" />
            ) : null}
          </p>
        </FormField>
        <FormField id={fields.jobRefId.id} label={t("pdf.jobRefId")} optional errors={fields.jobRefId.errors} errorId={fields.jobRefId.errorId}>
          <input id={fields.jobRefId.id} name="jobRefId" defaultValue={defaults.jobRefId} maxLength={150} className={inputClasses} />
        </FormField>
        <FormField id={fields.color.id} label={t("pdf.color")} errors={fields.color.errors} errorId={fields.color.errorId}>
          <input id={fields.color.id} name="color" type="color" defaultValue={defaults.color} className="h-10 w-20 rounded border border-slate-300" />
        </FormField>
        <FormField id={fields.signature.id} label={t("pdf.signature")} optional hint={t("pdf.signature-hint", { max: SIGNATURE_MAX_CHARS })} hintId="jobdesc-signature-hint"
          errors={fields.signature.errors} errorId={fields.signature.errorId}>
          <input id={fields.signature.id} name="signature" defaultValue={defaults.signature} list="jobdesc-signatures" className={inputClasses}
            aria-invalid={fields.signature.errors ? true : undefined} aria-describedby={`jobdesc-signature-hint${fields.signature.errors ? ` ${fields.signature.errorId}` : ""}`} />
        </FormField>
        <datalist id="jobdesc-signatures">
          {signatures.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <FormField id={fields.locations.id} label={t("pdf.locations")} optional hint={t("pdf.locations-hint")} hintId="jobdesc-locations-hint"
        errors={fields.locations.errors} errorId={fields.locations.errorId}>
        <textarea id={fields.locations.id} name="locations" rows={2} defaultValue={defaults.locations} aria-describedby="jobdesc-locations-hint" className={inputClasses} />
      </FormField>
      <div className="flex flex-wrap gap-4">{PDF_FLAGS.map(checkbox)}</div>
      <p id="jobdesc-qr-target" className="text-xs text-slate-600" data-testid="qr-target">
        {t(`pdf.qr-target.${qr.kind}`)} <span className="break-all font-mono">{qr.url}</span>
        {qr.live ? null : ` ${t("pdf.qr-target.not-live")}`}
      </p>
      <Button type="submit" name="intent" value="save-pdf">
        {t("pdf.save")}
      </Button>
    </Form>
  );
}
