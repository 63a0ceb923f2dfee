import { Form, Link, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { ChannelDetails } from "~/lib/catalogue/types";
import { ChannelDetailsDialog as ServerChannelDetailsDialog } from "../channels/channel-details-dialog";
import { buttonClasses } from "../ui/button";
import { withPage } from "~/lib/catalogue/criteria";
import { BasketToggleForm } from "./basket-toggle-form";
import { ChannelListSection, type BuilderChannel } from "./channel-list-section";

/**
 * The parts /cb and /media-channels-cb share: the search form, the filtered list with "load more",
 * and the channel-details dialog with the basket button.
 */

/** `?channel=` added to the current URL: the details dialog, addressable without JavaScript. */
export function useDetailsHref() {
  const location = useLocation();
  return (channelId: string) => {
    const params = new URLSearchParams(location.search);
    params.set("channel", channelId);
    return `?${params.toString()}`;
  };
}

export function BuilderSearchForm({ campaignId, text }: { campaignId: string; text: string }) {
  const { t } = useTranslation("campaigns");
  return (
    <Form method="get" className="mt-6 flex gap-2" role="search">
      <input type="hidden" name="id" value={campaignId} />
      <label htmlFor="builder-search" className="sr-only">
        {t("builder.search.label")}
      </label>
      <input
        id="builder-search"
        type="search"
        name="q"
        defaultValue={text}
        placeholder={t("builder.search.placeholder")}
        className="w-full max-w-md rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
      />
      <button type="submit" className={buttonClasses.secondary}>
        {t("builder.search.submit")}
      </button>
    </Form>
  );
}

export interface FilteredChannels {
  page: number;
  results: BuilderChannel[];
  totalHits: number;
  hasMore: boolean;
}

export interface ListProps {
  basketIds: ReadonlySet<string>;
  editable: boolean;
  locale: string;
  detailsHref: (channelId: string) => string;
}

export function FilteredChannelsSection({ filtered, listProps }: { filtered: FilteredChannels; listProps: ListProps }) {
  const { t } = useTranslation("campaigns");
  const location = useLocation();
  return (
    <ChannelListSection
      id="filtered"
      title={t("builder.list.filtered")}
      hint={t("builder.search.results", { count: filtered.totalHits })}
      channels={filtered.results}
      hideWhenEmpty={false}
      {...listProps}
      footer={
        filtered.hasMore ? (
          <Link to={withPage(location.search, filtered.page + 1)} preventScrollReset className={`${buttonClasses.secondary} mt-4`}>
            {t("builder.load-more")}
          </Link>
        ) : null
      }
    />
  );
}

// issue 10 §4: closed on most loads of the builders; rendered in place by the server (no-JS), a
// chunk loaded when it opens in the browser (a server-rendered one keeps its HTML until then)
const ChannelDetailsDialog = import.meta.env.SSR
  ? ServerChannelDetailsDialog
  : /* @__PURE__ */ lazy(() => import("../channels/channel-details-dialog").then((module) => ({ default: module.ChannelDetailsDialog })));

export function BuilderChannelDialog({
  dialog,
  editable,
  basketIds,
  locale,
}: {
  dialog: { channel: ChannelDetails | null; error: "failed" | "not-found" | null; closeHref: string } | null;
  editable: boolean;
  basketIds: ReadonlySet<string>;
  locale: string;
}) {
  if (!dialog) return null;
  const { channel } = dialog;
  return (
    <Suspense fallback={null}>
      <ChannelDetailsDialog
        channel={channel}
        error={dialog.error}
        locale={locale}
        closeHref={dialog.closeHref}
        action={
          editable && channel ? (
            <BasketToggleForm channelId={channel.id} channelName={channel.name} inBasket={basketIds.has(channel.id)} />
          ) : null
        }
      />
    </Suspense>
  );
}
