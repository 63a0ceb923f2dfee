import { message } from "./messages";
import * as v from "./validators";

export { constraintOf, isRequired, rulesFor } from "./rule-constraints";

/**
 * Server-side validation rules (spec 1 §5 "Checkout: rules come from the server"): rows of
 * {field, validator, value} compiled to ONE zod schema, used by the action on the server and by
 * Conform in the browser (the loader sends the rule rows). A field is invalid if any of its rules
 * fails; all failing messages are reported.
 */
export const VALIDATORS = [
  "required",
  "email",
  "slug",
  "maxItems",
  "url",
  "minLength",
  "maxLength",
  "minTextLength",
  "maxTextLength",
  "noAtSign",
  "min",
  "max",
  "equalsZero",
] as const;
export type ValidatorName = (typeof VALIDATORS)[number];

export interface ValidationRule {
  field: string;
  validator: ValidatorName;
  /** the parameter of length and number validators, as stored (text) */
  value?: string | null;
}

export function isValidatorName(name: string): name is ValidatorName {
  return (VALIDATORS as readonly string[]).includes(name);
}

function param(rule: ValidationRule, fallback?: number) {
  const n = Number(rule.value);
  if (rule.value != null && rule.value !== "" && Number.isFinite(n)) return n;
  if (fallback !== undefined) return fallback;
  throw new Error(`validation rule ${rule.field}/${rule.validator} needs a numeric value`);
}

/** What the number validators (min, max) say about a value that is not a number. */
export const NOT_A_NUMBER = "form.warning.number";

/** The message of the first failure of one rule, or null when the value passes. */
export function checkRule(rule: ValidationRule, value: string): string | null {
  switch (rule.validator) {
    case "required":
      return v.nonEmpty(value) ? null : "form.warning.field-required";
    case "email":
      return v.email(value) ? null : "form.warning.email";
    case "slug":
      return v.slug(value) ? null : "form.warning.slug";
    case "maxItems": {
      const max = param(rule, v.MAX_COMMA_ITEMS);
      return v.maxCommaItems(value, max) ? null : message("form.warning.max-items", { max });
    }
    case "url":
      return v.publicUrl(value) ? null : "form.warning.url";
    case "minLength": {
      const min = param(rule);
      return v.minLength(value, min) ? null : message("form.warning.min-length", { min });
    }
    case "maxLength": {
      const max = param(rule);
      return v.maxLength(value, max) ? null : message("form.warning.max-length", { max });
    }
    case "minTextLength": {
      const min = param(rule);
      return v.minTextLength(value, min) ? null : message("form.warning.min-length", { min });
    }
    case "maxTextLength": {
      const max = param(rule);
      return v.maxTextLength(value, max) ? null : message("form.warning.max-length", { max });
    }
    case "noAtSign":
      return v.noAtSign(value) ? null : "form.warning.no-at-sign";
    // text that is not a number fails a field's number rules with one message: "at least 1" and
    // "at most 80" together would say nothing true about "abc"
    case "min": {
      const min = param(rule);
      if (!v.numeric(value)) return NOT_A_NUMBER;
      return v.minNumber(value, min) ? null : message("form.warning.min-number", { min });
    }
    case "max": {
      const max = param(rule);
      if (!v.numeric(value)) return NOT_A_NUMBER;
      return v.maxNumber(value, max) ? null : message("form.warning.max-number", { max });
    }
    case "equalsZero":
      return v.equalsZero(value) ? null : "form.warning.equals-zero";
  }
}

/**
 * Every failing message of a field's rules (empty when valid), each once (a text that is not a
 * number fails min and max with the same message). `firstOnly`: only the first, in rule order —
 * for forms that show one message per field at a time (the job ad).
 */
export function checkField(rules: ValidationRule[], value: string, { firstOnly = false }: { firstOnly?: boolean } = {}) {
  const messages = [...new Set(rules.map((rule) => checkRule(rule, value)).filter((m): m is string => m !== null))];
  return firstOnly ? messages.slice(0, 1) : messages;
}

/** Rows read from the database: unknown validator names are dropped (a newer app may add some). */
export function toRules(rows: { field: string; validator: string; value: string | null }[]): ValidationRule[] {
  return rows.flatMap((row) =>
    isValidatorName(row.validator) ? [{ field: row.field, validator: row.validator, value: row.value }] : [],
  );
}
