import type { ReactNode } from "react";
import { TableHead } from "~/components/ui/table-head";

export interface Column<Row> {
  label: string;
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/** The server-rendered table behind every chart and list of the analytics screens. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    // on a phone the table scrolls inside its card rather than widening the page (issue 38 §9)
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns.map((c) => ({ label: c.label, className: c.numeric ? "text-right" : "" }))} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} className="border-b border-slate-100 last:border-0">
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="py-2 pr-4 text-left font-medium">
                    {c.render(row)}
                  </th>
                ) : (
                  <td key={j} className={`py-2 ${j < columns.length - 1 ? "pr-4" : ""} ${c.numeric ? "text-right tabular-nums" : ""}`}>
                    {c.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
