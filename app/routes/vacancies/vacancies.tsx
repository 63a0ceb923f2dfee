import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/ui/pagination";
import { FetchPanel } from "~/components/vacancies/fetch-panel";
import { VacancyCard, VacancyPlaceholder } from "~/components/vacancies/vacancy-card";
import { VacancyFilters } from "~/components/vacancies/vacancy-filters";
import { documentTitle } from "~/lib/title";
import { VACANCIES_PAGE_SIZE, VACANCY_PLACEHOLDER_CARDS } from "~/lib/vacancies/list";
import type { RootLoaderData } from "~/root";
import { requireCompany } from "~/services/auth/gate.server";
import { readUrl } from "~/services/http/request.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { loadFetchStatus, loadVacancyList, vacancyAction } from "./vacancies.server";

export const handle = { i18n: ["vacancies", "campaign-list"] };

/** /vacancies — the vacancy overview (spec 1 §2, issue 12 §3): the company's ATS vacancies. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCompany(request);
  const url = readUrl(request);
  const [t, locale] = await Promise.all([getT(request, "vacancies"), getLocale(request)]);
  const [list, fetch] = await Promise.all([
    loadVacancyList(url, context.company.id, locale, VACANCIES_PAGE_SIZE),
    loadFetchStatus(context.company.id, context.user.id),
  ]);
  return { title: t("titles.overview"), ...list, fetch };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireCompany(request);
  return vacancyAction(request, context, "/vacancies");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
];

export default function Vacancies() {
  const { state, vacancies, total, page, lastPage, facets, fetch } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  const navigation = useNavigation();
  // a new search or filter on this page: the 3 placeholders while it loads
  const loading =
    navigation.state === "loading" &&
    navigation.location?.pathname === location.pathname &&
    navigation.formMethod === "GET";
  const filtered = Boolean(
    state.text || state.contactNames.length || state.regions.length || state.campaignStatus.length,
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t("overview.title")}</h1>
        <Link
          to="/settings/integrations"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("overview.settings")}
        </Link>
      </div>
      {fetch ? (
        <div className="mt-4">
          <FetchPanel fetch={fetch} locale={locale} />
        </div>
      ) : (
        <p className="mt-4 rounded-[6px] border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {t("overview.not-integrated")}{" "}
          <Link
            to="/settings/integrations"
            className="font-semibold text-brand-700 hover:underline"
          >
            {t("overview.connect")}
          </Link>
        </p>
      )}
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <aside className="shrink-0 lg:w-filter">
          <VacancyFilters state={state} facets={facets} locale={locale} />
        </aside>
        <section
          className="min-w-0 flex-1"
          aria-labelledby="vacancy-results"
          aria-busy={loading || undefined}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="vacancy-results" className="text-sm text-slate-600" aria-live="polite">
              {t("overview.results", { count: total })}
            </h2>
            {filtered ? (
              <Link
                to={location.pathname}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t("overview.clear")}
              </Link>
            ) : null}
          </div>
          {loading ? (
            <div className="mt-3 space-y-4">
              {Array.from({ length: VACANCY_PLACEHOLDER_CARDS }, (_, i) => (
                <VacancyPlaceholder key={i} />
              ))}
            </div>
          ) : vacancies.length === 0 ? (
            <p className="mt-3 rounded-[6px] border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
              {t("overview.empty")}
            </p>
          ) : (
            <div className="mt-3 space-y-4" data-testid="vacancy-list">
              {vacancies.map((vacancy) => (
                <VacancyCard key={vacancy.id} vacancy={vacancy} locale={locale} />
              ))}
            </div>
          )}
          <div className="mt-6">
            <Pagination page={page} lastPage={lastPage} label={t("overview.pagination")} />
          </div>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
