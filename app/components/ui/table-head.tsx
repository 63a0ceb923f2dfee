import type { ReactNode } from "react";

export interface TableColumn {
  label: ReactNode;
  /** extra classes for the header cell (alignment, width) */
  className?: string;
  /** a column whose heading only screen readers need (an actions column) */
  srOnly?: boolean;
}

/**
 * The dashboard's widget tables stack each row on phones (below 640 px) instead of scrolling
 * sideways: sideways, the row's name left the screen whenever its status and buttons were in view.
 * The name takes the first line, the other cells follow, the actions keep to the right; the
 * headings stay for screen readers only (STACKED_HEAD).
 */
export const STACKED_ROW = "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-3";
export const STACKED_NAME = "max-sm:w-full max-sm:p-0";
export const STACKED_CELL = "max-sm:p-0";
export const STACKED_ACTIONS = "max-sm:ml-auto max-sm:p-0";
const STACKED_HEAD = "max-sm:sr-only";

/** The column headings of our data tables: small, uppercase, ruled underneath. */
export function TableHead({ columns, stacked }: { columns: TableColumn[]; stacked?: boolean }) {
  return (
    <thead className={`border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase ${stacked ? STACKED_HEAD : ""}`}>
      <tr>
        {columns.map((column, index) => (
          <th
            key={index}
            scope="col"
            className={`py-2 font-semibold ${index < columns.length - 1 ? "pr-4" : ""} ${column.className ?? ""}`}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
