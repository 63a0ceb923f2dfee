import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FetchPanel } from "~/components/vacancies/fetch-panel";
import { VacanciesInfoDialog } from "~/components/vacancies/vacancies-info-dialog";
import { VacancyList } from "~/components/vacancies/vacancy-list";
import { VACANCIES_INFO_PARAM } from "~/lib/shell/start-campaign-link";
import { pageMeta } from "~/lib/title";
import { VACANCIES_PAGE_SIZE } from "~/lib/vacancies/list";
import type { RootLoaderData } from "~/root";
import { requireCompany } from "~/services/auth/gate.server";
import { readUrl } from "~/services/http/request.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { fetchStatusOf, loadVacancyList, vacancyAction } from "~/services/vacancies/vacancies.server";

export const handle = { i18n: ["vacancies", "campaign-list"] };
await loadRouteNamespaces(handle);

/** /vacancies — the vacancy overview (spec 1 §2, issue 12 §3): the company's ATS vacancies. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  const url = readUrl(request);
  const [t, locale] = await Promise.all([getT(args, "vacancies"), getLocale(args)]);
  const list = await loadVacancyList(url, context.company.id, context.user.id, locale, VACANCIES_PAGE_SIZE);
  return { title: t("titles.overview"), ...list, fetch: await fetchStatusOf(args, context) };
}

export async function action(args: ActionFunctionArgs) {
  const context = await requireCompany(args);
  return vacancyAction(args, context, "/vacancies");
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Vacancies() {
  const { title: _title, fetch, ...list } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("vacancies");
  const [params] = useSearchParams();

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
      <VacancyList list={list} locale={locale} />
      {/* the main menu's Start campaign on this route (spec 1 §2) */}
      {params.has(VACANCIES_INFO_PARAM) ? <VacanciesInfoDialog /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
