import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { ChannelSummary } from "~/lib/catalogue/types";
import { ChannelCard } from "../channels/channel-card";
import { BasketToggleForm } from "./basket-toggle-form";

export interface BuilderChannel extends ChannelSummary {
  /** AI recommendations carry the reason for each product (spec 1 §3 aiRecommendedExplanation) */
  reason?: string;
}

/**
 * One of the builder's channel lists (spec 1 §3 "Product lists"): a heading, the catalogue's
 * channel cards with the add/remove form in their action slot, and an optional footer (load more).
 */
export function ChannelListSection({
  id,
  title,
  hint,
  channels,
  basketIds,
  editable,
  locale,
  showReasons = false,
  footer,
  hideWhenEmpty = true,
  detailsHref,
}: {
  id: string;
  title: string;
  hint?: string;
  channels: BuilderChannel[];
  basketIds: ReadonlySet<string>;
  editable: boolean;
  locale: string;
  showReasons?: boolean;
  footer?: ReactNode;
  hideWhenEmpty?: boolean;
  /** the URL-addressable channel-details dialog over this page */
  detailsHref: (channelId: string) => string;
}) {
  const { t } = useTranslation("campaigns");
  if (channels.length === 0 && hideWhenEmpty) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8" data-list={id}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {channels.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("builder.list.empty")}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(240px,1fr))] gap-4">
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard
                channel={channel}
                locale={locale}
                detailsHref={detailsHref(channel.id)}
                reason={showReasons && channel.reason ? t("builder.ai-reason", { reason: channel.reason }) : undefined}
                action={
                  editable ? (
                    <BasketToggleForm channelId={channel.id} channelName={channel.name} inBasket={basketIds.has(channel.id)} />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
