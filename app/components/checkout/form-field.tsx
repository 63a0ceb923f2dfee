import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/validation/messages";
import type { ValidationRule } from "~/lib/validation/rules";
import { constraintOf, isRequired } from "~/lib/validation/rule-constraints";
import { inputClasses } from "~/components/ui/input-classes";
import { FieldError } from "~/components/ui/field";

// kept in ui/ so that a page with a plain input does not load the rules' zod (issue 10 §4)
export { inputClasses };

/**
 * A labelled field with its messages. spec 1 §5: optional fields show an "optional" label;
 * errors are message keys (possibly with values) translated here.
 */
export function FormField({
  id,
  label,
  optional = false,
  errors,
  errorId,
  hint,
  hintId,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  errors?: string[];
  errorId: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-baseline gap-2 text-sm font-medium text-ink">
        {label}
        {optional ? <span className="text-xs font-normal text-slate-500">{t("field.optional")}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors?.map((error) => translateMessage(t, error))} />
    </div>
  );
}

/** A form's own errors (not a field's): e.g. "at most 50 saved company details". */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  const { t } = useTranslation("checkout");
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-[6px] border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {errors.map((error) => (
        <p key={error}>{translateMessage(t, error)}</p>
      ))}
    </div>
  );
}

/** The list at the top of a form: every invalid field with its messages (spec 1 §5). */
export function InvalidFieldList({
  title,
  items,
}: {
  title: string;
  items: { key: string; targetId: string; label: string; messages: string[] }[];
}) {
  const { t } = useTranslation("checkout");
  if (items.length === 0) return null;
  return (
    <div role="alert" className="rounded-[6px] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.key}>
            <a href={`#${item.targetId}`} className="underline">
              {item.label}
            </a>
            {": "}
            {/* several messages of one field are sentences of their own, not one run-on line */}
            {item.messages.map((m) => translateMessage(t, m)).join("; ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A text field whose "optional" label and constraints come from validation rules (spec 1 §5:
 * optional fields show an "optional" label).
 */
export function RuleField({
  field,
  name,
  rules,
  label,
  type = "text",
  multiline = false,
  inputMode,
}: {
  field: FieldMetadata<string | undefined>;
  name: string;
  rules: ValidationRule[];
  label: string;
  type?: "text" | "url" | "email" | "tel";
  multiline?: boolean;
  /**
   * A text field for numbers, with the number keyboard ("decimal" with a separator, "numeric"
   * digits only). Never type="number": a browser sends "" for what it cannot read as a number
   * ("1,5" in some locales, "+5", "5e"), so the server could neither report it nor show it again.
   */
  inputMode?: "decimal" | "numeric";
}) {
  const constraint = constraintOf(rules, name);
  const describedBy = field.errors ? field.errorId : undefined;
  const common = { required: constraint.required, maxLength: constraint.maxLength, className: inputClasses };
  return (
    <FormField id={field.id} label={label} optional={!isRequired(rules, name)} errors={field.errors} errorId={field.errorId}>
      {multiline ? (
        <textarea {...getTextareaProps(field, { ariaDescribedBy: describedBy })} rows={3} {...common} />
      ) : (
        <input
          {...getInputProps(field, { type, ariaDescribedBy: describedBy })}
          inputMode={inputMode}
          {...common}
        />
      )}
    </FormField>
  );
}
