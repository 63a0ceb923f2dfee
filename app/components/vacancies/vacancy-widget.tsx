import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Card } from "../ui/card";
import { Pagination } from "../ui/pagination";
import { FetchPanel, type FetchPanelData } from "./fetch-panel";
import {
  CreateCampaignButton,
  VacancyCampaigns,
  VacancyCard,
  type VacancyRow,
} from "./vacancy-card";
import { VacancyFilters, type VacancyFacets } from "./vacancy-filters";
import type { VacancyListState } from "~/lib/vacancies/list";

export interface VacancyListData {
  state: VacancyListState;
  vacancies: (VacancyRow & { contactName: string | null })[];
  total: number;
  page: number;
  lastPage: number;
  facets: VacancyFacets;
}

/**
 * spec 1 §2 Vacancies widget: fetch status; each row the title, region (or n/a) and Start
 * campaign; up to 3 campaigns per vacancy with show more / show less; 5 per page ("vpage").
 */
export function VacancyWidget({
  list,
  fetch,
  locale,
}: {
  list: VacancyListData;
  fetch: FetchPanelData | null;
  locale: string;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("widget.title")}</h2>
        <Link to="/vacancies" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("widget.view-all")}
        </Link>
      </div>
      {fetch ? (
        <div className="mt-3">
          <FetchPanel fetch={fetch} locale={locale} />
        </div>
      ) : null}
      {list.vacancies.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t("widget.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="vacancy-widget">
          {list.vacancies.map((v) => (
            <li key={v.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{v.title}</p>
                  <p className="text-sm text-slate-600">{v.regionLabel ?? t("card.no-region")}</p>
                </div>
                <CreateCampaignButton vacancyId={v.id} label={t("card.start-campaign")} />
              </div>
              {v.campaigns.length > 0 ? (
                <div className="mt-2">
                  <VacancyCampaigns campaigns={v.campaigns} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          page={list.page}
          lastPage={list.lastPage}
          param="vpage"
          label={t("widget.pagination")}
        />
      </div>
    </Card>
  );
}

/** spec 1 §2 jobs-first list: search, facets, 10 vacancy cards per page, the fetch panel. */
export function JobsFirstList({
  list,
  fetch,
  locale,
}: {
  list: VacancyListData;
  fetch: FetchPanelData | null;
  locale: string;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <div className="mt-4 space-y-4">
      {fetch ? <FetchPanel fetch={fetch} locale={locale} /> : null}
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside className="shrink-0 lg:w-filter">
          <VacancyFilters state={list.state} facets={list.facets} locale={locale} keep={["tab"]} />
        </aside>
        <section className="min-w-0 flex-1" aria-labelledby="jobs-first-results">
          <h2 id="jobs-first-results" className="text-sm text-slate-600" aria-live="polite">
            {t("overview.results", { count: list.total })}
          </h2>
          {list.vacancies.length === 0 ? (
            <p className="mt-3 rounded-[6px] border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
              {t("overview.empty")}
            </p>
          ) : (
            <div className="mt-3 space-y-4" data-testid="jobs-first-list">
              {list.vacancies.map((v) => (
                <VacancyCard key={v.id} vacancy={v} locale={locale} />
              ))}
            </div>
          )}
          <div className="mt-6">
            <Pagination
              page={list.page}
              lastPage={list.lastPage}
              label={t("overview.pagination")}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
