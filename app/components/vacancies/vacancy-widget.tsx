import { FetchPanel, type FetchPanelData } from "./fetch-panel";
import { VacancyList, type VacancyListData } from "./vacancy-list";

interface VacancyPartProps {
  list: VacancyListData;
  fetch: FetchPanelData | null;
  locale: string;
}

/** spec 1 §2 jobs-first list: the fetch panel, then search, facets and 10 vacancy cards per page. */
export function JobsFirstList({ list, fetch, locale }: VacancyPartProps) {
  return (
    <div className="mt-4">
      {fetch ? <FetchPanel fetch={fetch} locale={locale} /> : null}
      <VacancyList list={list} locale={locale} keep={["tab"]} />
    </div>
  );
}
