import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { BuilderPage } from "~/components/campaign-builder/builder-page";
import { BuilderSearchForm, FilteredChannelsSection, useDetailsHref } from "~/components/campaign-builder/builder-parts";
import { DraftDialog } from "~/components/campaign-builder/draft-dialog";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/title";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { searchBuilderChannels } from "./builder-lists.server";
import { basketAction, loadBuilderPage } from "./builder.server";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["campaigns", "channels", "money", "forecast"] };
await loadRouteNamespaces(handle);

/**
 * /media-channels-cb/?id= — search channels with the basket, for campaigns without a target group
 * (spec 1 §2 "Other navigation targets"). `dialog=draft` opens the draft dialog, `dialog=target-group`
 * the target-group dialog (saving it moves the campaign to /cb).
 */
export async function loader(args: LoaderFunctionArgs) {
  const context = await requireCompany(args);
  const { url, campaign, criteria, page } = await loadBuilderPage(args, context, { requireTargetGroup: false });
  const [filtered, t] = await Promise.all([
    searchBuilderChannels(context.company.id, criteria.criteria, criteria.page, page.locale),
    getT(args, "campaigns"),
  ]);
  return {
    ...page,
    title: t("titles.search-channels", { name: campaign.name || t("no-name") }),
    campaign: { id: campaign.id, name: campaign.name, hasTargetGroup: Boolean(campaign.targetGroup) },
    filtered,
    draftDialog: url.searchParams.get("dialog") === "draft" && !campaign.targetGroup && page.editable,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const context = await requireCompany(args);
  return basketAction(request, context);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function MediaChannelsBuilder() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("campaigns");
  const { campaign, basket, filtered } = data;
  const detailsHref = useDetailsHref();
  const listProps = { basketIds: new Set(basket.channels.map((c) => c.id)), editable: data.editable, locale: data.locale, detailsHref };
  const self = `/media-channels-cb/?id=${campaign.id}`;

  return (
    <BuilderPage
      data={data}
      stepBar={
        <CampaignStepBar
          campaignId={campaign.id}
          current="campaign"
          undone={campaign.hasTargetGroup ? [] : ["audience"]}
          audienceHref={`${self}&dialog=target-group`}
          builderHref={self}
          ordered={data.ordered}
        />
      }
      dialog={data.draftDialog ? <DraftDialog campaignId={campaign.id} /> : null}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("builder.heading.search")}</h1>
        {data.editable ? (
          <Link to={`${self}&dialog=target-group`} preventScrollReset className={buttonClasses.secondary}>
            {t("draft.add-target-group")}
          </Link>
        ) : null}
      </div>
      <BuilderSearchForm campaignId={campaign.id} text={filtered.text} />
      <FilteredChannelsSection filtered={filtered} listProps={listProps} />
    </BuilderPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
