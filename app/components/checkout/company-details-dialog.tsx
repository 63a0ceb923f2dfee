import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { z } from "zod";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { COMPANY_DETAILS_FIELDS, COMPANY_DETAILS_RULES } from "~/lib/validation/company-details";
import { type companyDetailsSchema } from "~/lib/validation/company-details-schema";
import { constraintOf, isRequired } from "~/lib/validation/rules";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { CountrySelect } from "./country-select";
import { FormErrors, FormField, inputClasses } from "./form-field";

/**
 * Create or edit company details with the logo upload (spec 1 §5 "Logo upload"). A dialog
 * addressable by URL (?dialog=company-details[&edit=id]); a multipart form, so it works without
 * JavaScript. The server judges the file by its content.
 */
export function CompanyDetailsDialog({
  editing,
  logoMandatory,
  lastResult,
  closeHref,
  countries,
}: {
  editing: { id: string; hasLogo: boolean; companyLogoFileName: string | null } & Partial<Record<(typeof COMPANY_DETAILS_FIELDS)[number], string>> | null;
  logoMandatory: boolean;
  lastResult: SubmissionResult<string[]> | null;
  closeHref: string;
  /** ISO countries in the UI language (issue 38 §4); without them Country stays a text field */
  countries?: { value: string; label: string }[];
}) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const location = useLocation();
  const validation = useDeferredValidation();
  const [form, fields] = useForm<z.input<ReturnType<typeof companyDetailsSchema>>>({
    id: "company-details",
    lastResult,
    defaultValue: editing ? { ...editing, logo: undefined } : undefined,
    shouldValidate: "onBlur",
    onValidate: validation.onValidate((v, formData) => v.validateCompanyDetails(formData, { logoMandatory, hasLogo: Boolean(editing?.hasLogo) })),
  });
  return (
    <Dialog title={editing ? t("company-details.edit-title") : t("company-details.new-title")} onClose={() => navigate(closeHref)} width={640}>
      <Form method="post" encType="multipart/form-data" action={`${location.pathname}${location.search}`} {...getFormProps(form)} {...validation.formProps} className="space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="company-details.save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_DETAILS_FIELDS.map((name) => {
            const field = fields[name];
            const constraint = constraintOf(COMPANY_DETAILS_RULES, name);
            return (
              <FormField key={name} id={field.id} label={t(`company-details.field.${name}`)} optional={!isRequired(COMPANY_DETAILS_RULES, name)} errors={field.errors} errorId={field.errorId}>
                {name === "country" && countries?.length ? (
                  <CountrySelect field={field} countries={countries} required={constraint.required} />
                ) : (
                  <input {...getInputProps(field, { type: "text" })} required={constraint.required} maxLength={constraint.maxLength} className={inputClasses} />
                )}
              </FormField>
            );
          })}
        </div>
        <FormField
          id={fields.logo.id}
          label={t("company-details.field.logo")}
          optional={!logoMandatory}
          errors={fields.logo.errors}
          errorId={fields.logo.errorId}
          hint={t("company-details.logo-hint")}
          hintId={`${fields.logo.id}-hint`}
        >
          {editing?.hasLogo ? (
            <p className="text-xs break-all text-slate-600">{t("company-details.current-logo", { name: editing.companyLogoFileName ?? "" })}</p>
          ) : null}
          <input
            id={fields.logo.id}
            name={fields.logo.name}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-invalid={fields.logo.errors ? true : undefined}
            aria-describedby={`${fields.logo.id}-hint`}
            className="block w-full text-sm"
          />
        </FormField>
        <div className="flex justify-end gap-3">
          <Link to={closeHref} className={buttonClasses.secondary}>
            {t("dialog.cancel")}
          </Link>
          <Button type="submit">{t("dialog.save")}</Button>
        </div>
      </Form>
    </Dialog>
  );
}
