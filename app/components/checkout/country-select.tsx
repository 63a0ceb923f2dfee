import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { inputClasses } from "~/components/ui/input-classes";

/**
 * Country as a select of ISO countries named in the UI language (issue 38 §4). A value saved as
 * text before the select existed stays selectable, so editing an old record does not lose it.
 */
export function CountrySelect({
  field,
  countries,
  required,
}: {
  field: FieldMetadata<string | undefined>;
  countries: { value: string; label: string }[];
  required?: boolean;
}) {
  const { t } = useTranslation("checkout");
  const initial = typeof field.initialValue === "string" ? field.initialValue : "";
  const legacy = initial && !countries.some((c) => c.value === initial) ? initial : null;
  return (
    <select {...getSelectProps(field)} required={required} className={inputClasses}>
      <option value="">{t("country.choose")}</option>
      {legacy ? <option value={legacy}>{legacy}</option> : null}
      {countries.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </select>
  );
}
