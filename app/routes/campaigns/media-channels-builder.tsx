import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BuilderLayout } from "~/components/campaign-builder/basket-panel";
import {
  BuilderChannelDialog,
  BuilderSearchForm,
  FilteredChannelsSection,
  useDetailsHref,
} from "~/components/campaign-builder/builder-parts";
import { DraftDialog } from "~/components/campaign-builder/draft-dialog";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { TargetGroupDialog } from "~/components/campaign-builder/target-group-dialog";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { isOrdered } from "~/lib/campaign/status";
import { documentTitle } from "~/lib/title";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { parseCriteria } from "~/lib/catalogue/criteria";
import { searchBuilderChannels } from "./builder-lists.server";
import { basketAction, loadAudienceDialog, loadCampaignWithBasket, loadChannelDialog, withoutDialog } from "./builder.server";

export const handle = { i18n: ["campaigns", "channels"] };


/**
 * /media-channels-cb/?id= — search channels with the basket, for campaigns without a target group
 * (spec 1 §2 "Other navigation targets"). `dialog=draft` opens the draft dialog, `dialog=target-group`
 * the target-group dialog (saving it moves the campaign to /cb).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCompany(request);
  const { url, campaign, basket, locale, editable } = await loadCampaignWithBasket(request, context);
  const criteria = parseCriteria(url.searchParams);
  if (!criteria.success) throw new Response("Bad Request", { status: 400 });
  const [filtered, audience, channelDialog, t] = await Promise.all([
    searchBuilderChannels(context.company.id, criteria.criteria, criteria.page, locale),
    loadAudienceDialog(request, context, campaign.id, editable),
    loadChannelDialog(request, context, locale),
    getT(request, "campaigns"),
  ]);
  return {
    title: t("titles.search-channels", { name: campaign.name || t("no-name") }),
    campaign: { id: campaign.id, name: campaign.name, hasTargetGroup: Boolean(campaign.targetGroup) },
    ordered: isOrdered(campaign.status),
    editable,
    basket,
    filtered,
    audience,
    channelDialog,
    draftDialog: url.searchParams.get("dialog") === "draft" && !campaign.targetGroup && editable,
    closeDialogHref: withoutDialog(url),
    locale,
    canShare: context.features.share_campaign_details,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireCompany(request);
  return basketAction(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function MediaChannelsBuilder() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<{ intent?: string; name?: string }>();
  const { t } = useTranslation("campaigns");
  const { campaign, basket, filtered } = data;
  const basketIds = new Set(basket.channels.map((c) => c.id));
  const detailsHref = useDetailsHref();
  const listProps = { basketIds, editable: data.editable, locale: data.locale, detailsHref };
  const self = `/media-channels-cb/?id=${campaign.id}`;

  return (
    <div>
      <CampaignStepBar
        campaignId={campaign.id}
        current="campaign"
        undone={campaign.hasTargetGroup ? [] : ["audience"]}
        audienceHref={`${self}&dialog=target-group`}
        builderHref={self}
        ordered={data.ordered}
      />
      <BuilderLayout
        basket={{
          campaign,
          channels: basket.channels,
          summary: basket.summary,
          forecast: basket.forecast,
          locale: data.locale,
          canShare: data.canShare,
          exportHref: (format) => `/resources/campaign-export/${format}?id=${campaign.id}`,
          editable: data.editable,
          rejectedName: actionData?.intent === "rename" ? (actionData.name ?? "") : null,
        }}
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
      </BuilderLayout>
      {data.draftDialog ? <DraftDialog campaignId={campaign.id} /> : null}
      <BuilderChannelDialog dialog={data.channelDialog} editable={data.editable} basketIds={basketIds} locale={data.locale} />
      {data.audience ? <TargetGroupDialog data={data.audience} cancelHref={data.closeDialogHref} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
