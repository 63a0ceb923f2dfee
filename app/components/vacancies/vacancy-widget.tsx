import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Card } from "../ui/card";
import { Pagination } from "../ui/pagination";
import { FetchPanel, type FetchPanelData } from "./fetch-panel";
import { CreateCampaignButton, VacancyCampaigns } from "./vacancy-card";
import { VacancyList, type VacancyListData } from "./vacancy-list";

interface VacancyPartProps {
  list: VacancyListData;
  fetch: FetchPanelData | null;
  locale: string;
}

/**
 * spec 1 §2 Vacancies widget: fetch status; each row the title, region (or n/a) and Start
 * campaign; up to 3 campaigns per vacancy with show more / show less; 5 per page ("vpage").
 */
export function VacancyWidget({ list, fetch, locale }: VacancyPartProps) {
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

/** spec 1 §2 jobs-first list: the fetch panel, then search, facets and 10 vacancy cards per page. */
export function JobsFirstList({ list, fetch, locale }: VacancyPartProps) {
  return (
    <div className="mt-4">
      {fetch ? <FetchPanel fetch={fetch} locale={locale} /> : null}
      <VacancyList list={list} locale={locale} keep={["tab"]} />
    </div>
  );
}
