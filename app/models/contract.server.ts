import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contracts } from "~/db/schema";

/** spec 1 §3 "Contract remaining budget": name, end date and remaining budget (cents). */
export async function listContractBudgets(companyId: string) {
  const db = await getDb();
  return db
    .select({
      id: contracts.id,
      name: contracts.name,
      endDate: contracts.endDate,
      remainingBudgetCents: contracts.remainingBudgetCents,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), gt(contracts.remainingBudgetCents, 0)))
    .orderBy(asc(contracts.endDate), asc(contracts.name));
}

/** A contract's name (the thank-you page's order summary), or null when it is gone. */
export async function contractName(companyId: string, contractId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ name: contracts.name })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
  return row?.name ?? null;
}
