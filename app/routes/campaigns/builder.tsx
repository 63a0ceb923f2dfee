import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { BuilderPage } from "~/components/campaign-builder/builder-page";
import { BuilderSearchForm, FilteredChannelsSection, useDetailsHref } from "~/components/campaign-builder/builder-parts";
import { ChannelListSection } from "~/components/campaign-builder/channel-list-section";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BuilderMarketInsightCard } from "~/components/market/builder-insight";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/title";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { MAX_LOAD_MORE_PAGES } from "~/lib/catalogue/constants";
import { hasCriteria, withParam } from "~/lib/catalogue/criteria";
import { loadBuilderLists, searchBuilderChannels } from "./builder-lists.server";
import { basketAction, loadBuilderPage } from "./builder.server";
import { targetGroupInLanguage } from "~/services/campaigns/target-group-values.server";
import { queryInt } from "~/services/http/request.server";
import { loadBuilderMarketInsight } from "~/services/market/builder.server";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["campaigns", "channels", "market", "money", "forecast"] };
await loadRouteNamespaces(handle);

/** /cb/?id= — the campaign builder of a campaign with a target group (spec 1 §2, §3, §4). */
export async function loader(args: LoaderFunctionArgs) {
  const context = await requireCompany(args);
  const { url, campaign, criteria, page } = await loadBuilderPage(args, context, { requireTargetGroup: true });
  const relevantPage = queryInt(url.searchParams, "relevant", { max: MAX_LOAD_MORE_PAGES });
  const [lists, filtered, t] = await Promise.all([
    loadBuilderLists(context.company.id, campaign.targetGroup!, page.locale, {
      aiRecommendations: context.features.ai_product_recommendations,
      basketIds: page.basket.channels.map((c) => c.id),
      relevantPage,
    }),
    hasCriteria(criteria.criteria) ? searchBuilderChannels(context.company.id, criteria.criteria, criteria.page, page.locale) : null,
    getT(args, "campaigns"),
  ]);
  return {
    ...page,
    title: t("titles.builder", { name: campaign.name || t("no-name") }),
    // the summary in the page's language (issue 38 §10)
    campaign: { id: campaign.id, name: campaign.name, targetGroup: await targetGroupInLanguage(context, campaign.targetGroup!, page.locale) },
    lists,
    relevantPage,
    filtered,
    marketInsight: await loadBuilderMarketInsight(context, campaign.targetGroup, page.locale),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  return basketAction(request, context);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CampaignBuilder() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("campaigns");
  const { campaign, lists, basket, filtered } = data;
  const location = useLocation();
  const detailsHref = useDetailsHref();
  const audienceHref = `/cb/?id=${campaign.id}&dialog=target-group`;
  const tg = campaign.targetGroup!;
  const listProps = { basketIds: new Set(basket.channels.map((c) => c.id)), editable: data.editable, locale: data.locale, detailsHref };

  return (
    <BuilderPage
      data={data}
      stepBar={<CampaignStepBar campaignId={campaign.id} current="campaign" audienceHref={audienceHref} ordered={data.ordered} />}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("builder.heading")}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="target-group-summary">
            <span className="font-semibold">{t("builder.target-group")}:</span>{" "}
            {t("builder.target-group.summary", {
              title: tg.jobTitle.label,
              function: tg.jobFunction.label,
              locations: tg.regions.map((r) => r.label).join(", "),
            })}
          </p>
        </div>
        {data.editable ? (
          <Link to={audienceHref} preventScrollReset className={buttonClasses.secondary}>
            {t("builder.target-group.edit")}
          </Link>
        ) : null}
      </div>
      <BuilderMarketInsightCard insight={data.marketInsight} />
      {data.editable ? null : (
        <p className="mt-4 rounded-[6px] bg-amber-50 p-3 text-sm text-amber-900">
          {t("builder.not-editable")}{" "}
          <Link to={`/campaign-performance/campaign/?id=${campaign.id}`} className="font-semibold underline">
            {t("builder.view-performance")}
          </Link>
        </p>
      )}

      <BuilderSearchForm campaignId={campaign.id} text={filtered?.text ?? ""} />
      {filtered ? <FilteredChannelsSection filtered={filtered} listProps={listProps} /> : null}

      {/* spec 1 §4: AI results are kept apart from the others */}
      <ChannelListSection
        id="ai-recommended"
        title={t("builder.list.ai-recommended")}
        hint={t("builder.list.ai-recommended.hint")}
        channels={lists.aiRecommended}
        showReasons
        {...listProps}
      />
      {/* issue 51 §3: each recommendation says why, in place of the catalogue's description */}
      <ChannelListSection id="recommended" title={t("builder.list.recommended")} channels={lists.recommended} hideWhenEmpty={false} showReasons {...listProps} />
      <ChannelListSection id="my-channels" title={t("builder.list.my-channels")} channels={lists.myChannel} {...listProps} />
      <ChannelListSection
        id="relevant"
        title={t("builder.list.relevant")}
        channels={lists.relevant}
        {...listProps}
        footer={
          lists.hasMoreRelevant && data.relevantPage < MAX_LOAD_MORE_PAGES ? (
            <Link
              to={`${withParam(location.search, "relevant", data.relevantPage + 1)}#relevant-title`}
              preventScrollReset
              className={`${buttonClasses.secondary} mt-4`}
            >
              {t("builder.load-more")}
            </Link>
          ) : null
        }
      />
      <ChannelListSection id="addons" title={t("builder.list.addons")} channels={lists.addonsChannel} {...listProps} />
      <ChannelListSection id="events" title={t("builder.list.events")} channels={lists.eventChannel} {...listProps} />
    </BuilderPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
