import { Link } from "~/components/ui/app-link";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import type { ChannelSummary } from "~/lib/catalogue/types";

/** What a result card shows: the loaders send only this of a channel (spec 1 §9 card). */
export type ChannelCardData = Pick<
  ChannelSummary,
  | "id"
  | "name"
  | "type"
  | "focus"
  | "audience"
  | "numberOfDaysOnline"
  | "price"
  | "currency"
  | "logoUrl"
  | "shortDescription"
  | "availableForPurchase"
  | "bundle_id"
  | "isAddon"
  | "isEvent"
  | "isMyChannel"
  | "countries"
>;

/**
 * A channel cut down to its card. The search ranks with more (score, match explanation, homepage):
 * sending that along tripled the loader data of /media-channels for nothing on screen.
 */
export function channelCardData(channel: ChannelSummary): ChannelCardData {
  return {
    id: channel.id,
    name: channel.name,
    type: channel.type,
    focus: channel.focus,
    audience: channel.audience,
    numberOfDaysOnline: channel.numberOfDaysOnline,
    price: channel.price,
    currency: channel.currency,
    logoUrl: channel.logoUrl,
    shortDescription: channel.shortDescription,
    availableForPurchase: channel.availableForPurchase,
    bundle_id: channel.bundle_id,
    isAddon: channel.isAddon,
    isEvent: channel.isEvent,
    isMyChannel: channel.isMyChannel,
    countries: channel.countries,
  };
}

/** A channel's list price in its own currency (issue 51 §4: US$ for US channels, £ for British ones). */
export function priceLabel(channel: { price: number; currency: string }, locale: string, free: string) {
  return channel.price === 0 ? free : formatCents(channel.price, locale, channel.currency);
}

/**
 * A channel as a result card (spec 1 §9: cards 270 × 380). `action` is a slot for the campaign
 * builder's "Add to basket" form; `detailsHref` opens the URL-addressable details dialog.
 */
export function ChannelCard({
  channel,
  detailsHref,
  locale,
  action,
  reason,
}: {
  channel: ChannelCardData;
  detailsHref: string;
  locale: string;
  action?: ReactNode;
  /** AI or recommendation reason, shown under the focus in place of the short description */
  reason?: string;
}) {
  const { t } = useTranslation("channels");
  const purchasable = channel.availableForPurchase && !channel.bundle_id;
  return (
    <article
      className="flex min-h-[380px] flex-col rounded-[6px] border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`channel-${channel.id}`}
    >
      <div className="flex items-start gap-3">
        <img src={channel.logoUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-[6px]" />
        <div className="min-w-0">
          {/* a long name wraps to two lines; what is cut off there is in the tooltip */}
          <h3 id={`channel-${channel.id}`} className="line-clamp-2 font-semibold text-ink [overflow-wrap:anywhere]" title={channel.name}>
            {channel.name}
          </h3>
          <p className="text-xs text-slate-500">{t(`type.${channel.type}`)}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1 text-xs" aria-label={t("details.focus")}>
        {channel.isMyChannel ? <Badge tone="brand">{t("card.my-channel")}</Badge> : null}
        {channel.audience === "niche" ? <Badge>{t("card.niche")}</Badge> : null}
        {channel.countries.length === 0 ? <Badge>{t("card.international")}</Badge> : null}
        {channel.isEvent ? <Badge>{t("card.event")}</Badge> : null}
        {channel.isAddon ? <Badge>{t("card.addon")}</Badge> : null}
      </ul>
      <p className="mt-3 text-sm font-medium text-slate-800">{channel.focus}</p>
      {/* a recommendation's reason takes the description's place (issue 51 §3); the details dialog keeps it */}
      {reason ? (
        <p className="mt-2 rounded-[6px] bg-brand-50 p-2 text-sm text-brand-700" data-testid="channel-reason">{reason}</p>
      ) : (
        <p className="mt-2 line-clamp-4 text-sm text-slate-600">{channel.shortDescription}</p>
      )}
      <div className="mt-auto pt-4">
        <dl className="flex items-end justify-between gap-2 text-sm">
          <div>
            {/* a job fair is not "online": its days are the event's */}
            <dt className="sr-only">{t(channel.isEvent ? "details.event-days" : "details.days-online")}</dt>
            <dd className="text-slate-600">{t(channel.isEvent ? "card.event-days" : "card.days-online", { count: channel.numberOfDaysOnline })}</dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">{t("details.price")}</dt>
            <dd className="text-base font-semibold text-ink">{priceLabel(channel, locale, t("card.free"))}</dd>
          </div>
        </dl>
        {!purchasable ? (
          <p className="mt-1 text-xs text-amber-700">{channel.bundle_id ? t("card.in-bundle") : t("card.not-purchasable")}</p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-2">
          <Link
            to={detailsHref}
            preventScrollReset
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            aria-label={t("card.details-of", { name: channel.name })}
          >
            {t("card.details")}
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}

function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "brand" }) {
  return (
    <li
      className={`rounded-full px-2 py-0.5 ${tone === "brand" ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-700"}`}
    >
      {children}
    </li>
  );
}
