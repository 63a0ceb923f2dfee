import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { formStates } from "~/db/schema";

/** spec 1 §7 "Form state and checkout": the forms whose state is kept between visits. */
export const FORM_NAMES = ["checkout", "job-description", "job-ad"] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** PUT form.state: stores the whole state of a form for a reference (the campaign id). */
export async function saveFormState(
  companyId: string,
  userId: string | null,
  name: FormName,
  referenceId: string,
  state: Record<string, unknown>,
) {
  const db = await getDb();
  await db
    .insert(formStates)
    .values({ companyId, name, referenceId, state, updatedBy: userId })
    .onConflictDoUpdate({
      target: [formStates.companyId, formStates.name, formStates.referenceId],
      set: { state, updatedBy: userId, updatedAt: new Date() },
    });
}

/**
 * Stores several forms' states of one reference in one statement, so they change together or not
 * at all (the job ad and its job description, decision 068).
 */
export async function saveFormStates(
  companyId: string,
  userId: string | null,
  referenceId: string,
  states: { name: FormName; state: Record<string, unknown> }[],
) {
  const db = await getDb();
  await db
    .insert(formStates)
    .values(states.map(({ name, state }) => ({ companyId, name, referenceId, state, updatedBy: userId })))
    .onConflictDoUpdate({
      target: [formStates.companyId, formStates.name, formStates.referenceId],
      set: { state: sql`excluded.state`, updatedBy: userId, updatedAt: new Date() },
    });
}

/** GET form.prefill: the saved state, or null when the form was never saved. */
export async function getFormState<T extends object = Record<string, unknown>>(
  companyId: string,
  name: FormName,
  referenceId: string,
): Promise<T | null> {
  const db = await getDb();
  const [row] = await db
    .select({ state: formStates.state })
    .from(formStates)
    .where(and(eq(formStates.companyId, companyId), eq(formStates.name, name), eq(formStates.referenceId, referenceId)));
  return (row?.state as T | undefined) ?? null;
}
