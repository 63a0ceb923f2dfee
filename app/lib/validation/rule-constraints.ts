import type { ValidationRule } from "./rules";

// What a form's inputs need of their validation rules — the "optional" label and the HTML
// constraints — without the validators (rules.ts): a page with rule-based fields loads only this
// first, the validators arrive with the form's deferred checks (issue 10 §4).

export function rulesFor(rules: ValidationRule[], field: string) {
  return rules.filter((rule) => rule.field === field);
}

/** spec 1 §5: optional fields show an "optional" label — a field is optional without `required`. */
export function isRequired(rules: ValidationRule[], field: string) {
  return rules.some((rule) => rule.field === field && rule.validator === "required");
}

/** HTML constraint attributes for inputs (required, maxLength) so assistive tech knows them. */
export function constraintOf(rules: ValidationRule[], field: string) {
  const own = rulesFor(rules, field);
  const max = Number(own.find((rule) => rule.validator === "maxLength")?.value || Number.NaN);
  return {
    required: own.some((rule) => rule.validator === "required"),
    maxLength: Number.isFinite(max) ? max : undefined,
  };
}
