import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { inputClasses } from "~/components/checkout/form-field";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { TRACKING_NAME_MAX, TRACKING_VALUE_MAX } from "~/lib/tracking/tracking-config";
import { type TrackingConfigInput } from "~/lib/tracking/tracking-config-schema";
import { translateMessage } from "~/lib/validation/messages";
import { TableHead } from "~/components/ui/table-head";
import { REMOVE_MARK } from "~/components/channels/filter-chips";

type Form = FormMetadata<TrackingConfigInput, string[]>;
type Row = FieldMetadata<NonNullable<TrackingConfigInput["fields"]>[number], TrackingConfigInput, string[]>;

/**
 * spec 2 §2/§5: the tracking fields as a table of name and value. Standard fields keep a read-only
 * name and cannot be deleted; custom fields can be renamed and deleted.
 */
export function TrackingFieldsTable({ form, rows }: { form: Form; rows: Row[] }) {
  const { t } = useTranslation("settings");
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("tracking.fields")}</caption>
      <TableHead
        columns={[
          { label: t("tracking.field-name"), className: "w-2/5" },
          { label: t("tracking.field-value") },
          { label: t("tracking.field-actions"), srOnly: true },
        ]}
      />
      <tbody>
        {rows.map((row, index) => {
          const field = row.getFieldset();
          // Conform serialises true as "on"
          const custom = field.custom.value === "on" || (field.custom.value as unknown) === true;
          const position = index + 1;
          return (
            <tr key={row.key} className="border-b border-slate-100 align-top" data-testid="tracking-field">
              <td className="py-2 pr-2 sm:pr-3">
                <label htmlFor={field.name.id} className="sr-only">
                  {t("tracking.field-name-of", { position })}
                </label>
                <input
                  {...getInputProps(field.name, { type: "text" })}
                  readOnly={!custom}
                  maxLength={TRACKING_NAME_MAX}
                  className={`${inputClasses} font-mono ${custom ? "" : "bg-slate-50 text-slate-600"}`}
                />
                {custom ? <input type="hidden" name={field.custom.name} value="on" /> : null}
                <Errors id={field.name.errorId} errors={field.name.errors} />
              </td>
              <td className="py-2 pr-2 sm:pr-3">
                <label htmlFor={field.value.id} className="sr-only">
                  {t("tracking.field-value-of", { position })}
                </label>
                <input
                  {...getInputProps(field.value, { type: "text" })}
                  maxLength={TRACKING_VALUE_MAX}
                  className={`${inputClasses} font-mono`}
                />
                <Errors id={field.value.errorId} errors={field.value.errors} />
              </td>
              <td className="py-2 text-right">
                {custom ? (
                  <Button
                    type="submit"
                    variant="ghost"
                    className="max-sm:px-2"
                    {...form.remove.getButtonProps({ name: form.getFieldset().fields.name, index })}
                  >
                    {/* on a phone a cross, so that the two inputs keep the row's width (the name stays for screen readers) */}
                    <span className="max-sm:sr-only">{t("tracking.delete-field")}</span>
                    <span aria-hidden="true" className="sm:hidden">
                      {REMOVE_MARK}
                    </span>
                    <span className="sr-only">{field.name.value ?? ""}</span>
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation("settings");
  return <FieldError id={id} className="mt-1 text-sm text-red-700" errors={errors?.map((error) => translateMessage(t, error))} />;
}
