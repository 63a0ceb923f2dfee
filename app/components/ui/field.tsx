import type { InputHTMLAttributes } from "react";

/**
 * A field's or a form's error messages, already translated: one alert paragraph each, the first
 * carrying `id` for the input's aria-describedby (issue 39 §7, decision 067; Epic Stack's ErrorList).
 */
export function FieldError({
  id,
  errors,
  className = "text-sm text-red-700",
}: {
  id?: string;
  errors?: readonly string[] | null;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <>
      {errors.map((error, index) => (
        <p key={error} id={index === 0 ? id : undefined} role="alert" className={className}>
          {error}
        </p>
      ))}
    </>
  );
}

/**
 * A labelled text input with its errors: aria-invalid and aria-describedby point at the first
 * message while there are any (issue 39 §7, decision 067; Epic Stack's Field).
 */
export function TextField({
  label,
  labelClassName = "block text-sm font-medium",
  inputProps,
  errorId,
  errors,
  errorClassName,
}: {
  label: string;
  labelClassName?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errorId: string;
  /** translated messages */
  errors?: readonly string[] | null;
  errorClassName?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <>
      <label htmlFor={inputProps.id} className={labelClassName}>
        {label}
      </label>
      <input {...inputProps} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} />
      <FieldError id={errorId} errors={errors} className={errorClassName} />
    </>
  );
}
