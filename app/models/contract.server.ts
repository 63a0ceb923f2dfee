import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-query.server";
import { contracts } from "~/db/schema";

/** spec 1 §3 "Contract remaining budget": name, end date and remaining budget (cents). */
export interface ContractBudget {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  endDate: string;
  remainingBudgetCents: number;
  /** ISO 4217 of the budget (decision 079) */
  currency: string;
}

/**
 * A company's contracts with budget left, soonest expiry first, as one JSON array (never null).
 * An SQL expression, so the session read carries the shell's budgets in its own statement
 * (decision 077: one statement for the shell) and the checkout reads the same list on its own.
 */
export function contractBudgetsSql(companyId: SQL): SQL<ContractBudget[]> {
  return sql<ContractBudget[]>`(select coalesce(json_agg(json_build_object(
      'id', k.id, 'name', k.name, 'endDate', k.end_date, 'remainingBudgetCents', k.remaining_budget_cents, 'currency', k.currency
    ) order by k.end_date, k.name), '[]'::json)
    from contracts k where k.company_id = ${companyId} and k.remaining_budget_cents > 0)`;
}

const budgetsOf = preparedStatement<{ budgets: ContractBudget[] }>(
  "hw_contract_budgets",
  sql`select ${contractBudgetsSql(sql`${sql.placeholder("companyId")}::uuid`)} as budgets`,
);

export async function listContractBudgets(companyId: string): Promise<ContractBudget[]> {
  const [row] = await budgetsOf({ companyId });
  return row?.budgets ?? [];
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
