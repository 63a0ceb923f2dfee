import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { DisclosureMenu } from "../ui/disclosure-menu";

export interface BudgetEntry {
  name: string;
  endDate: string;
  remainingBudgetCents: number;
  /** ISO 4217 of the budget (decision 079) */
  currency: string;
}

/**
 * spec 1 §2 budget dropdown: shown only when the list is non-empty; entries show name, expiry
 * label and remaining budget; the selected index starts at 0; choosing selects and closes.
 */
export function BudgetDropdown({ budgets, locale }: { budgets: BudgetEntry[]; locale: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  if (budgets.length === 0) return null;
  const current = budgets[Math.min(selected, budgets.length - 1)];
  return (
    <DisclosureMenu
      summaryClassName="flex flex-col rounded-[6px] border border-slate-200 px-3 py-1 text-left text-xs hover:bg-slate-50"
      label={
        <>
          <span className="text-slate-500">{t("budget.remaining")}</span>
          <span className="font-semibold text-ink" data-testid="budget-selected">
            {formatCents(current.remainingBudgetCents, locale, current.currency)}
          </span>
        </>
      }
      panelClassName="max-h-[200px] overflow-y-auto"
    >
      <ul aria-label={t("budget.contracts")}>
        {budgets.map((budget, index) => (
          <li key={`${budget.name}-${index}`}>
            <button
              type="button"
              data-close
              aria-current={index === selected ? "true" : undefined}
              onClick={() => setSelected(index)}
              className={`block w-full px-4 py-2 text-left text-sm hover:bg-slate-50 ${
                index === selected ? "bg-brand-50" : ""
              }`}
            >
              <span className="block font-medium">{budget.name}</span>
              <span className="block text-xs text-slate-600">
                {t("budget.expires", { date: formatDate(budget.endDate, locale) })}
              </span>
              <span className="block text-sm font-semibold">{formatCents(budget.remainingBudgetCents, locale, budget.currency)}</span>
            </button>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
