import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChannelCard } from "~/components/channels/channel-card";
import { FilterChips } from "~/components/channels/filter-chips";
import { FilterPanel } from "~/components/channels/filter-panel";
import { ChosenValues, LookupChoices } from "~/components/channels/lookup-choices";
import { LookupCombobox } from "~/components/channels/lookup-combobox";
import { useDebouncedCallback, useHydrated } from "~/components/hooks";
import { buttonClasses } from "~/components/ui/button";
import {
  LOCATION_LOOKUP_DEBOUNCE_MS,
  SEARCH_TEXT_DEBOUNCE_MS,
  TITLE_LOOKUP_DEBOUNCE_MS,
} from "~/lib/catalogue/constants";
import { addLocation, chooseJobTitle, removeParam, withPage } from "~/lib/catalogue/criteria";
import { invalidParamLabels } from "~/lib/catalogue/param-labels";
import { pageMeta } from "~/lib/title";
import { loadChannelSearch } from "./media-channels.server";

export const handle = { i18n: ["channels"] };
await loadRouteNamespaces(handle);

const BASE_PATH = "/media-channels";

export async function loader(args: LoaderFunctionArgs) {
  return loadChannelSearch(args, BASE_PATH);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

/** spec 1 §2 "Media-channel browsing": search box, filter panel, result cards, load more. */
export default function MediaChannels() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation("channels");
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  // not once the recruiter has left for another page (a menu link within the debounce): the search
  // would replace that navigation and bring them back here
  const sendLater = useDebouncedCallback((send: () => void) => {
    if (navigation.state === "idle" || navigation.location.pathname === BASE_PATH) send();
  }, SEARCH_TEXT_DEBOUNCE_MS);
  const search = location.search;
  const go = (to: string) => navigate(`${BASE_PATH}${to}`, { preventScrollReset: true });

  // with JavaScript the form applies itself: checkboxes at once, the text after a pause (spec 1 §9)
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!target.name || target.name === "tq" || target.name === "lq") return;
    const form = event.currentTarget;
    const send = () => {
      const formData = new FormData(form);
      // spec 1 §4: choosing a job function clears the job title
      if (target.name === "jf") formData.delete("title");
      for (const [key, value] of [...formData.entries()]) if (value === "") formData.delete(key);
      submit(formData, { method: "get", action: BASE_PATH, preventScrollReset: true, replace: true });
    };
    sendLater.cancel();
    if (target.type === "search" || target.type === "text") sendLater(send);
    else send();
  }

  const loading = navigation.state === "loading" && navigation.location.pathname === BASE_PATH;
  const countries = new Set(view.facets.countries.map((c) => c.key));
  return (
    <div>
      <h1 className="text-2xl font-semibold">{view.title}</h1>
      <p className="mt-1 text-slate-600">{t("intro")}</p>
      {view.errors ? (
        <div role="alert" className="mt-4 rounded-[6px] border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {t("errors.invalid", { fields: invalidParamLabels(Object.keys(view.errors), (key) => t(key)).join(", ") })}{" "}
          <a href={BASE_PATH} className="font-semibold underline">
            {t("errors.reset")}
          </a>
        </div>
      ) : null}
      <Form method="get" action={BASE_PATH} onChange={onChange} onSubmit={() => sendLater.cancel()} className="mt-6 flex flex-col gap-6 lg:flex-row" role="search">
        {view.criteria.jobTitleId ? <input type="hidden" name="title" value={view.criteria.jobTitleId} /> : null}
        {/* chosen regions and cities are not among the country checkboxes: keep them in the form */}
        {view.criteria.locationIds
          .filter((id) => !countries.has(id))
          .map((id) => (
            <input key={id} type="hidden" name="loc" value={id} />
          ))}
        <FilterPanel
          facets={view.facets}
          selected={view.criteria}
          features={view.features}
          clearHref={BASE_PATH}
          autoApply={hydrated}
        />
        <section className="min-w-0 flex-1" aria-labelledby="results-heading">
          <div className="grid gap-4 md:grid-cols-3">
            <div>
              <label htmlFor="channel-q" className="block text-sm font-semibold text-slate-700">
                {t("search.label")}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id="channel-q"
                  type="search"
                  name="q"
                  defaultValue={view.criteria.text}
                  placeholder={t("search.placeholder")}
                  className="w-full min-w-0 rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
                />
                <button type="submit" className={buttonClasses.primary}>
                  {t("search.submit")}
                </button>
              </div>
            </div>
            <LookupCombobox
              label={t("filters.job-title")}
              placeholder={t("filters.job-title-placeholder")}
              endpoint="/resources/lookups/job-titles"
              debounceMs={TITLE_LOOKUP_DEBOUNCE_MS}
              fallbackName="tq"
              defaultQuery={view.titleQuery ?? ""}
              noMatchText={t("combobox.no-results")}
              describe={(item) => {
                if (!item.jobFunction) return null;
                const label = item.jobFunction.label;
                return item.occupation ? t("lookup.occupation-hint", { occupation: item.occupation, label }) : t("lookup.function-hint", { label });
              }}
              onSelect={(option) => go(chooseJobTitle(search, option.id, option.raw.jobFunction?.id || null))}
            />
            <LookupCombobox
              label={t("filters.location")}
              placeholder={t("filters.location-placeholder")}
              endpoint="/resources/lookups/locations"
              debounceMs={LOCATION_LOOKUP_DEBOUNCE_MS}
              fallbackName="lq"
              defaultQuery={view.locationQuery ?? ""}
              noMatchText={t("cb-filters.job-function.no-match")}
              onSelect={(option) => go(addLocation(search, option.id))}
            />
          </div>
          <ChosenValues
            items={[
              ...(view.jobTitle ? [{ key: "title", label: t("filters.chosen-title", { label: view.jobTitle.label }), href: removeParam(search, "title") }] : []),
              ...view.locations.map((l) => ({ key: l.id, label: l.label, href: removeParam(search, "loc", l.id) })),
            ]}
            basePath={BASE_PATH}
          />
          <LookupChoices view={view} />
          {view.chips.length ? (
            <div className="mt-4">
              <FilterChips chips={view.chips} />
            </div>
          ) : null}
          <div className="mt-6 flex items-baseline justify-between gap-4" aria-live="polite" aria-busy={loading}>
            <h2 id="results-heading" className="text-lg font-semibold">
              {view.totalHits === 1 ? t("results.count-one") : t("results.count-many", { count: view.totalHits })}
            </h2>
            <p className="text-sm text-slate-500">{loading ? t("results.loading") : t("results.sorted")}</p>
          </div>
          {view.results.length === 0 ? (
            <div className="mt-4 rounded-[6px] border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold">{t("results.none")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("results.none-hint")}</p>
            </div>
          ) : (
            <ul className="mt-4 grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(270px,1fr))]" aria-labelledby="results-heading">
              {view.results.map((channel) => (
                <li key={channel.id}>
                  <ChannelCard channel={channel} locale={view.locale} detailsHref={`${BASE_PATH}/channels/${channel.id}${search}`} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-col items-center gap-2">
            {view.results.length > 0 ? (
              <p className="text-sm text-slate-500">{t("results.showing", { shown: view.results.length, total: view.totalHits })}</p>
            ) : null}
            {view.canLoadMore ? (
              <Link to={`${BASE_PATH}${withPage(search, view.page + 1)}`} preventScrollReset replace className={buttonClasses.secondary}>
                {t("results.load-more")}
              </Link>
            ) : null}
            {view.atPageLimit ? <p className="text-sm text-slate-600">{t("results.limit")}</p> : null}
          </div>
        </section>
      </Form>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
