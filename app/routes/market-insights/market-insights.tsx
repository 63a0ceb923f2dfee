import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Attribution, InsightCards, ResultAbout } from "~/components/market/insight-cards";
import { MarketSearchForm, OccupationChoices } from "~/components/market/search-form";
import { buttonClasses } from "~/components/ui/button";
import type { RootLoaderData } from "~/root";
import { pageMeta } from "~/lib/title";
import { loadMarketInsights } from "./market-insights.server";

export const handle = { i18n: ["market"] };
await loadRouteNamespaces(handle);

/**
 * /market-insights (spec 1 §2 "Market insights", issue 15): search an occupation and a country,
 * see labour-market figures as cards. Everything is in the URL and rendered on the server.
 */
export function loader(args: LoaderFunctionArgs) {
  return loadMarketInsights(args);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function MarketInsights() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("market");
  const { search, result, countries } = data;
  const chosenCountry = countries.find((c) => c.code === data.country);
  const inCountry = chosenCountry?.inCountry ?? data.country;
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  const occupation = search ? (search.occupation ?? t("search.isco", { code: search.isco })) : "";

  return (
    <div className="mx-auto max-w-[1260px] space-y-6 p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-ink">{t("title")}</h1>
        <p className="text-slate-700">{t("description")}</p>
      </header>

      <MarketSearchForm
        // a new search starts from what the URL says
        key={`${search?.isco ?? ""}|${data.country}|${data.query}`}
        countries={countries}
        country={data.country}
        query={data.query}
        errors={data.errors}
        chosen={search ? { label: search.occupation ?? t("search.isco", { code: search.isco }), isco: search.isco, title: search.title } : null}
      />

      {data.occupations ? <OccupationChoices occupations={data.occupations} country={data.country} query={data.query} /> : null}

      {search && result ? (
        <section aria-labelledby="market-result" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="market-result" className="text-xl font-semibold">
                {t("result.title", { occupation, inCountry })}
              </h2>
              {result.state === "results" ? <ResultAbout insight={result.insight} occupation={occupation} locale={locale} /> : null}
            </div>
            <Link to={search.startCampaignHref} className={buttonClasses.primary}>
              {t("result.start-campaign")}
            </Link>
          </div>
          {result.state === "error" ? (
            <p role="alert" className="rounded-[6px] border border-red-300 bg-red-50 p-4 text-red-800" data-market-state="error">
              {t("result.api-error")}
            </p>
          ) : result.state === "no-results" ? (
            <p role="status" className="rounded-[6px] border border-slate-200 bg-white p-4 text-slate-700" data-market-state="no-results">
              {t("result.no-results")}
            </p>
          ) : (
            <>
              <InsightCards insight={result.insight} occupation={occupation} />
              <Attribution sources={result.insight.sources} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
