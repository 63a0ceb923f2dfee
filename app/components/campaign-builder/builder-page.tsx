import { useActionData } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { BuilderLayout } from "./basket-panel";
import type { BasketCardProps } from "./basket";
import { BuilderChannelDialog } from "./builder-parts";
import { LazyTargetGroupDialog } from "./lazy-target-group-dialog";
import type { TargetGroupDialog } from "./target-group-dialog";

/** What both builder loaders send for the page shell (loadBuilderPage in builder.server.ts). */
export interface BuilderPageData {
  campaign: { id: string; name: string };
  editable: boolean;
  basket: Pick<BasketCardProps, "channels" | "summary" | "forecast" | "forecastLabels">;
  channelDialog: ComponentProps<typeof BuilderChannelDialog>["dialog"];
  audience: ComponentProps<typeof TargetGroupDialog>["data"] | null;
  closeDialogHref: string;
  locale: string;
  canShare: boolean;
}

/**
 * The frame both builders share (/cb and /media-channels-cb): step bar, the channel lists beside
 * the basket, and the channel-details and target-group dialogs addressed by the URL.
 */
export function BuilderPage({
  data,
  stepBar,
  children,
  dialog,
}: {
  data: BuilderPageData;
  stepBar: ReactNode;
  children: ReactNode;
  /** a further dialog of the page (the draft dialog) */
  dialog?: ReactNode;
}) {
  const actionData = useActionData<{ intent?: string; name?: string; error?: Record<string, string[] | null> | null }>();
  const { campaign, basket } = data;
  const basketIds = new Set(basket.channels.map((c) => c.id));
  return (
    <div>
      {stepBar}
      <BuilderLayout
        basket={{
          campaign,
          channels: basket.channels,
          summary: basket.summary,
          forecast: basket.forecast,
          forecastLabels: basket.forecastLabels,
          locale: data.locale,
          canShare: data.canShare,
          exportHref: (format) => `/resources/campaign-export/${format}?id=${campaign.id}`,
          editable: data.editable,
          rejectedName: actionData?.intent === "rename" ? (actionData.name ?? "") : null,
          rejectedNameErrors: actionData?.intent === "rename" ? (actionData.error?.name ?? null) : null,
        }}
      >
        {children}
      </BuilderLayout>
      {dialog}
      <BuilderChannelDialog dialog={data.channelDialog} editable={data.editable} basketIds={basketIds} locale={data.locale} />
      {data.audience ? <LazyTargetGroupDialog data={data.audience} cancelHref={data.closeDialogHref} /> : null}
    </div>
  );
}
