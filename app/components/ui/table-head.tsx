import type { ReactNode } from "react";

export interface TableColumn {
  label: ReactNode;
  /** extra classes for the header cell (alignment, width) */
  className?: string;
  /** a column whose heading only screen readers need (an actions column) */
  srOnly?: boolean;
}

/** The column headings of our data tables: small, uppercase, ruled underneath. */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
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
