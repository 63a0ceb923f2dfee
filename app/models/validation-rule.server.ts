import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { validationRules } from "~/db/schema";
import { CHECKOUT_FORM, DEFAULT_CHECKOUT_RULES } from "~/lib/validation/checkout";
import { toRules, type ValidationRule } from "~/lib/validation/rules";

/** The default rule set per form; a company without rows for a form uses it (spec 1 §5). */
const DEFAULT_RULES: Record<string, ValidationRule[]> = { [CHECKOUT_FORM]: DEFAULT_CHECKOUT_RULES };

/** GET form.validation_rules (name, companyId). */
export async function getValidationRules(companyId: string, form: string): Promise<ValidationRule[]> {
  const db = await getDb();
  const rows = await db
    .select({ field: validationRules.field, validator: validationRules.validator, value: validationRules.value })
    .from(validationRules)
    .where(and(eq(validationRules.companyId, companyId), eq(validationRules.form, form)))
    .orderBy(asc(validationRules.position), asc(validationRules.field));
  return rows.length > 0 ? toRules(rows) : (DEFAULT_RULES[form] ?? []);
}

/** Replaces a company's rules for a form (an empty list falls back to the defaults). */
export async function setValidationRules(companyId: string, form: string, rules: ValidationRule[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .delete(validationRules)
      .where(and(eq(validationRules.companyId, companyId), eq(validationRules.form, form)));
    if (rules.length === 0) return;
    await tx.insert(validationRules).values(
      rules.map((rule, position) => ({
        companyId,
        form,
        field: rule.field,
        validator: rule.validator,
        value: rule.value ?? null,
        position,
      })),
    );
  });
}

/** Writes the default rule set for a company unless it has rules already (idempotent; the seed uses it). */
export async function writeDefaultValidationRules(companyId: string, db?: Pick<Awaited<ReturnType<typeof getDb>>, "select" | "insert">) {
  const handle = db ?? (await getDb());
  for (const [form, rules] of Object.entries(DEFAULT_RULES)) {
    const [existing] = await handle
      .select({ id: validationRules.id })
      .from(validationRules)
      .where(and(eq(validationRules.companyId, companyId), eq(validationRules.form, form)))
      .limit(1);
    if (existing) continue;
    await handle
      .insert(validationRules)
      .values(rules.map((rule, position) => ({ companyId, form, ...rule, value: rule.value ?? null, position })))
      .onConflictDoNothing();
  }
}
