import { z } from "zod";
import { checkField, rulesFor, type ValidationRule } from "./rules";

// Zod schemas from validation rules: kept apart from rules.ts so that pages which only check or
// describe rules do not ship zod; the browser loads these with the form validators (issue 10 §4).

/**
 * The zod schema of one field from its rules. Conform turns empty inputs into undefined: they are
 * read back as "". `normalise` rewrites the text before the rules see it: the parsed value is the
 * rewritten one, while a failed submission's payload (what the form shows again) is as typed.
 * `firstOnly`: the field reports its first failing rule only. Built per call, never at module
 * level, so a page that imports only the rules' checks (checkField) does not ship zod (issue 10 §4).
 */
export function fieldSchema(rules: ValidationRule[], options: { firstOnly?: boolean; normalise?: (value: string) => string } = {}) {
  const { normalise = (value: string) => value, ...check } = options;
  const text = z
    .string()
    .optional()
    .transform((value) => normalise(value ?? ""));
  return text.superRefine((value, ctx) => {
    for (const issue of checkField(rules, value, check)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue });
  });
}

/**
 * Compiles the rules of the given fields to one z.object. Fields without rules are plain
 * (optional) text; rules for fields not listed are ignored. `firstOnly`: each field reports its
 * first failing rule only.
 */
export function compileRules<const F extends string>(rules: ValidationRule[], fields: readonly F[], options: { firstOnly?: boolean } = {}) {
  const shape = Object.fromEntries(fields.map((field) => [field, fieldSchema(rulesFor(rules, field), options)]));
  return z.object(shape as Record<F, ReturnType<typeof fieldSchema>>);
}
