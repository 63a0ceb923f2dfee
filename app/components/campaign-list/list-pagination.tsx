import { Pagination } from "~/components/ui/pagination";
import { LIST_DIALOGS } from "~/lib/campaign/list";

/**
 * The pages of a campaign list (the dashboard's and the overview's): a page link closes any list
 * dialog that was open, so it drops their parameters. One copy for both lists (issue 49 §8).
 */
export function ListPagination({ page, lastPage, label, className }: { page: number; lastPage: number; label: string; className: string }) {
  return (
    <div className={className}>
      <Pagination page={page} lastPage={lastPage} dropParams={LIST_DIALOGS} label={label} />
    </div>
  );
}
