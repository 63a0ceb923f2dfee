import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/validation/messages";
import type { TargetGroupOption } from "~/lib/catalogue/options";
import type { JobTitleOption, TargetGroupField } from "~/lib/campaign/target-group-form";
import { LookupCombobox } from "../channels/lookup-combobox";
import { CloseIcon } from "./icons";
import { FieldError } from "~/components/ui/field";

export interface LookupFieldProps {
  field: TargetGroupField;
  label: string;
  optional?: boolean;
  placeholder: string;
  /** the catalogue's JSON look-up route; `?q=` is appended */
  endpoint: string;
  debounceMs: number;
  error?: string;
  hint?: React.ReactNode;
}

/**
 * A target-group field with JavaScript: the catalogue's combobox (Headless UI, debounced look-up:
 * spec 1 §7 100 ms for titles, 500 ms for locations) to find a value, and the chosen value(s) as
 * chips with hidden inputs carrying the ids, like the no-JS form.
 */
function LookupField({
  props,
  chosen,
  onSelect,
  onRemove,
}: {
  props: LookupFieldProps;
  chosen: TargetGroupOption[];
  onSelect: (option: JobTitleOption) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation("campaigns");
  const errorId = `${props.field}-error`;
  return (
    <div className="space-y-1" data-field={props.field} aria-describedby={props.error ? errorId : undefined}>
      <LookupCombobox
        label={
          // as the other optional fields: "(optional)" in the lighter weight (target-group-field.tsx)
          props.optional ? <>{props.label} <span className="font-normal text-slate-500">{t("target-group.optional")}</span></> : props.label
        }
        placeholder={props.placeholder}
        endpoint={props.endpoint}
        debounceMs={props.debounceMs}
        fallbackName={`${props.field}Query`}
        noMatchText={t("target-group.no-match-short")}
        noMatchReasons={{ "lead-without-field": t("target-group.no-match-lead") }}
        describe={(item) => {
          const kind = (item as { kind?: string }).kind;
          if (item.occupation && item.jobFunction) {
            return t("target-group.occupation-hint", { occupation: item.occupation, function: item.jobFunction.label });
          }
          return item.jobFunction?.label ?? (kind ? t(`target-group.kind.${kind}`) : null);
        }}
        onSelect={(option) =>
          onSelect({ id: option.id, label: option.label, jobFunction: option.raw.jobFunction ?? null, seniority: option.raw.seniority ?? null })
        }
      />
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2 py-1" aria-label={t("target-group.chosen-in", { field: props.label })}>
          {chosen.map((option) => (
            <li
              key={option.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700"
              data-chosen={option.id}
            >
              {option.label}
              <button
                type="button"
                onClick={() => onRemove(option.id)}
                aria-label={t("target-group.remove", { label: option.label })}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <CloseIcon className="h-3 w-3" />
              </button>
              <input type="hidden" name={props.field} value={option.id} />
            </li>
          ))}
        </ul>
      ) : null}
      {props.hint}
      <FieldError id={errorId} errors={props.error ? [translateMessage(t, props.error)] : null} />
    </div>
  );
}

export function SingleLookup(
  props: LookupFieldProps & { value: TargetGroupOption | null; onChange: (value: JobTitleOption | null) => void },
) {
  return (
    <LookupField
      props={props}
      chosen={props.value ? [props.value] : []}
      onSelect={(option) => props.onChange(option)}
      onRemove={() => props.onChange(null)}
    />
  );
}

export function MultiLookup(
  props: LookupFieldProps & { value: TargetGroupOption[]; onAdd: (value: TargetGroupOption) => void; onRemove: (id: string) => void },
) {
  return (
    <LookupField
      props={props}
      chosen={props.value}
      onSelect={(option) => props.onAdd({ id: option.id, label: option.label })}
      onRemove={props.onRemove}
    />
  );
}
