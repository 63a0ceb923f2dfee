import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { Button, buttonClasses } from "~/components/ui/button";
import type { ValidationRule } from "~/lib/validation/rules";
import { constraintOf, isRequired } from "~/lib/validation/rule-constraints";
import { CountrySelect } from "./country-select";
import { FormField, inputClasses } from "./form-field";

/**
 * The address fields of the company-details and the invoice dialogs (spec 1 §5, §7): one labelled
 * field per name, required and maximum length from the validation rules, Country a select when the
 * countries are known. One copy for both dialogs (issue 49 §8).
 */
export function AddressFields<N extends string>({
  names,
  rules,
  fields,
  labelPrefix,
  countries,
  emailField,
}: {
  names: readonly N[];
  rules: ValidationRule[];
  fields: Record<N, FieldMetadata<string | undefined>>;
  /** the dialog's key prefix in the checkout namespace: `<prefix>.field.<name>` */
  labelPrefix: "company-details" | "invoice";
  /** ISO countries in the UI language (issue 38 §4); without them Country stays a text field */
  countries?: { value: string; label: string }[];
  /** the field typed as an e-mail address, if any */
  emailField?: N;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {names.map((name) => {
        const field = fields[name];
        const constraint = constraintOf(rules, name);
        return (
          <FormField key={name} id={field.id} label={t(`${labelPrefix}.field.${name}`)} optional={!isRequired(rules, name)} errors={field.errors} errorId={field.errorId}>
            {name === "country" && countries?.length ? (
              <CountrySelect field={field} countries={countries} required={constraint.required} />
            ) : (
              <input
                {...getInputProps(field, { type: name === emailField ? "email" : "text" })}
                required={constraint.required}
                maxLength={constraint.maxLength}
                className={inputClasses}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}

/** Cancel (back to where the dialog was opened from) and Save, at the foot of a record dialog. */
export function DialogActions({ closeHref }: { closeHref: string }) {
  const { t } = useTranslation("checkout");
  return (
    <div className="flex justify-end gap-3">
      <Link to={closeHref} className={buttonClasses.secondary}>
        {t("dialog.cancel")}
      </Link>
      <Button type="submit">{t("dialog.save")}</Button>
    </div>
  );
}
