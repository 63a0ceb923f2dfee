import { useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/app-link";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";
import { LIST_DIALOGS } from "~/lib/campaign/list";
import {
  onlyPageParamChanged,
  VACANCY_WIDGET_PAGE_PARAM,
  VACANCY_WIDGET_PAGE_SIZE,
} from "~/lib/vacancies/list";
import { Card } from "../ui/card";
import { Pagination } from "../ui/pagination";
import { STACKED_ACTIONS, STACKED_CELL, STACKED_NAME, STACKED_ROW, TableHead } from "../ui/table-head";
import { FetchPanel, type FetchPanelData } from "./fetch-panel";
import { StartCampaignActions, VacancyCampaigns, type VacancyRow } from "./vacancy-card";
import { VacancyList, type VacancyListData } from "./vacancy-list";
import { PlaceholderRow } from "~/components/ui/placeholder-row";

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

export interface VacancyWidgetData {
  vacancies: VacancyRow[];
  total: number;
  page: number;
  lastPage: number;
}

/**
 * True while another page of the Vacancies widget loads (a link changed only its "vpage"): its rows
 * turn to placeholders, the campaigns widget beside it keeps its own.
 */
export function useVacancyWidgetPaging() {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    onlyPageParamChanged(location.search, navigation.location.search, VACANCY_WIDGET_PAGE_PARAM)
  );
}

/**
 * spec 1 §2 Vacancies widget (issue 48 §7), for a company with an ATS: the fetch status with
 * Update; each row the title (to the vacancy's page), region (or n/a), up to 3 of its campaigns
 * with show more / show less, and Start campaign; 5 per page, newest first (spec 1 §9), pages
 * under "vpage" — links, so they work without JavaScript, and without a reload with it.
 */
export function VacancyWidget({
  widget,
  fetch,
  locale,
}: {
  widget: VacancyWidgetData;
  fetch: FetchPanelData | null;
  locale: string;
}) {
  const { t } = useTranslation("vacancies");
  const loading = useVacancyWidgetPaging();
  return (
    <Card className="mt-4 p-6">
      <section aria-labelledby="vacancy-widget-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="vacancy-widget-title" className="text-lg font-semibold">
            {t("widget.title")}
          </h2>
          <Link to="/vacancies" className="text-sm font-semibold text-brand-700 hover:underline">
            {t("widget.view-all")}
          </Link>
        </div>
        {fetch ? (
          <div className="mt-3">
            <FetchPanel fetch={fetch} locale={locale} inline />
          </div>
        ) : null}
        <div className="mt-4">
          {widget.total === 0 && !loading ? (
            <p
              className="rounded-[6px] border border-dashed border-slate-300 px-6 py-8 text-center text-sm text-slate-600"
              data-testid="vacancy-widget-empty"
            >
              {t("widget.empty")}
            </p>
          ) : (
            // as the campaigns widget: rows stack on phones, the table scrolls sideways when squeezed
            // above; relative: the visually hidden headings are positioned inside it, not past the page
            <div className="relative -mx-2 overflow-x-auto px-2">
              <table className="w-full text-left text-sm sm:min-w-[640px]" data-testid="vacancy-widget">
                <caption className="sr-only">{t("widget.caption")}</caption>
                <TableHead
                  stacked
                  columns={[
                    { label: t("widget.vacancy") },
                    { label: t("widget.region") },
                    { label: t("widget.campaigns") },
                    { label: t("widget.actions"), className: "text-right", srOnly: true },
                  ]}
                />
                <tbody aria-busy={loading || undefined}>
                  {loading
                    ? Array.from({ length: VACANCY_WIDGET_PAGE_SIZE }, (_, i) => <PlaceholderRow key={i} testId="vacancy-widget-placeholder" middle={["h-4 w-28 rounded bg-slate-100", "h-4 w-32 rounded bg-slate-100"]} actionWidth="w-32" />)
                    : widget.vacancies.map((vacancy) => (
                        <tr key={vacancy.id} className={`border-b border-slate-100 align-top last:border-0 ${STACKED_ROW}`}>
                          <td className={`py-3 pr-4 ${STACKED_NAME}`}>
                            <Link
                              to={`/vacancies/${vacancy.id}`}
                              className="font-semibold break-words text-brand-700 hover:underline"
                            >
                              {vacancy.title}
                            </Link>
                            <div className="text-xs text-slate-500">
                              {t("widget.created-on", { date: formatDate(vacancy.createdAt, locale) })}
                            </div>
                          </td>
                          <td className={`py-3 pr-4 text-slate-700 ${STACKED_NAME}`}>
                            {vacancy.regionLabel ?? t("card.no-region")}
                          </td>
                          <td className={`w-64 py-3 pr-4 ${STACKED_CELL}`}>
                            <VacancyCampaigns campaigns={vacancy.campaigns} />
                          </td>
                          <td className={`py-3 ${STACKED_ACTIONS}`}>
                            <div className="flex justify-end">
                              <StartCampaignActions vacancyId={vacancy.id} campaigns={vacancy.campaigns} variant="secondary" />
                            </div>
                          </td>
                        </tr>
                      ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <div className="mt-4">
          <Pagination
            page={widget.page}
            lastPage={widget.lastPage}
            param={VACANCY_WIDGET_PAGE_PARAM}
            dropParams={LIST_DIALOGS}
            label={t("widget.pagination")}
          />
        </div>
      </section>
    </Card>
  );
}
