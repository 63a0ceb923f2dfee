import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { INVOICE_FIELDS, INVOICE_RULES } from "~/lib/validation/company-details";
import { constraintOf, isRequired } from "~/lib/validation/rules";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { CountrySelect } from "./country-select";
import { FormErrors, FormField, inputClasses } from "./form-field";

/** Create or edit invoice information (spec 1 §7 invoice_information); a dialog addressable by URL. */
export function InvoiceDialog({
  editing,
  lastResult,
  closeHref,
  countries,
}: {
  editing: ({ id: string } & Partial<Record<(typeof INVOICE_FIELDS)[number], string>>) | null;
  lastResult: SubmissionResult<string[]> | null;
  closeHref: string;
  /** ISO countries in the UI language (issue 38 §4); without them Country stays a text field */
  countries?: { value: string; label: string }[];
}) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const location = useLocation();
  const validation = useDeferredValidation();
  const [form, fields] = useForm({
    id: "invoice",
    lastResult,
    defaultValue: editing ?? undefined,
    shouldValidate: "onBlur",
    onValidate: validation.onValidate((v, formData) => v.validateInvoice(formData)),
  });
  return (
    <Dialog title={editing ? t("invoice.edit-title") : t("invoice.new-title")} onClose={() => navigate(closeHref)} width={640}>
      <Form method="post" action={`${location.pathname}${location.search}`} {...getFormProps(form)} {...validation.formProps} className="space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="invoice.save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {INVOICE_FIELDS.map((name) => {
            const field = fields[name];
            const constraint = constraintOf(INVOICE_RULES, name);
            return (
              <FormField key={name} id={field.id} label={t(`invoice.field.${name}`)} optional={!isRequired(INVOICE_RULES, name)} errors={field.errors} errorId={field.errorId}>
                {name === "country" && countries?.length ? (
                  <CountrySelect field={field} countries={countries} required={constraint.required} />
                ) : (
                  <input
                    {...getInputProps(field, { type: name === "invoiceEmail" ? "email" : "text" })}
                    required={constraint.required}
                    maxLength={constraint.maxLength}
                    className={inputClasses}
                  />
                )}
              </FormField>
            );
          })}
        </div>
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
