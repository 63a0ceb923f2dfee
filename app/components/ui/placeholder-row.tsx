import { STACKED_ACTIONS, STACKED_CELL, STACKED_NAME, STACKED_ROW } from "./table-head";

/**
 * A table row of grey bars while a list's next page loads (spec 1 §4: the rows keep their place):
 * a name with a line under it, one bar per middle column (`middle`: each bar's size and shade),
 * and the actions button's outline of width `actionWidth`. The campaign table's and the vacancy
 * widget's rows (issue 49 §8), stacked on phones as theirs are.
 */
export function PlaceholderRow({ testId, middle, actionWidth }: { testId: string; middle: string[]; actionWidth: string }) {
  return (
    <tr data-testid={testId} className={`border-b border-slate-100 last:border-0 ${STACKED_ROW}`}>
      <td className={`py-3 pr-4 ${STACKED_NAME}`}>
        <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
        <div className="mt-2 h-3 w-24 animate-pulse rounded bg-slate-100" />
      </td>
      {middle.map((bar, i) => (
        <td key={i} className={`py-3 pr-4 ${STACKED_CELL}`}>
          <div className={`animate-pulse ${bar}`} />
        </td>
      ))}
      <td className={`py-3 ${STACKED_ACTIONS}`}>
        <div className={`ml-auto h-9 ${actionWidth} animate-pulse rounded-[6px] bg-slate-100`} />
      </td>
    </tr>
  );
}
