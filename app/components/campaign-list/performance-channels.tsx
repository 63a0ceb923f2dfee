import { useTranslation } from "~/lib/i18n/react";
import { CopyField } from "~/components/ui/copy-field";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import {
  ChannelDeliveryStatus,
  DeliveryMarkForms,
  type ChannelDeliveryInfo,
  type DeliveryMarkResult,
} from "./channel-delivery";
import { StatusBadge } from "./status-badge";

export interface PerformanceChannel {
  id: string;
  name: string;
  focus: string;
  status: string;
  onlineFrom: string | null;
  onlineUntil: string | null;
  liveUrl: string | null;
  /** cents, in `currency`: the channel's as ordered (decision 079) */
  price: number;
  currency: string;
  tracking: {
    link: string;
    pixel: string;
    clicks: number;
    applicants: number;
    /** paid channels only: the channel's price ÷ its applicants (issue 48 §4) */
    costPerApplicantCents: number | null;
  } | null;
  /** null before ordering */
  delivery: ChannelDeliveryInfo | null;
  /** a consultant may mark this channel posted or failed */
  canMark: boolean;
}

/**
 * The channels of an ordered campaign on its performance page: status, delivery, online dates, live
 * link, price, clicks and applicants, the tracking links to publish and, for consultants, the
 * delivery forms.
 */
export function PerformanceChannelList({
  channels,
  locale,
  markResult,
}: {
  channels: PerformanceChannel[];
  locale: string;
  markResult?: DeliveryMarkResult;
}) {
  const { t } = useTranslation("campaign-performance");
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {channels.map((channel) => (
        <li key={channel.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{channel.name}</span>
              <StatusBadge status={channel.status} />
            </div>
            <p className="text-xs text-slate-500">{channel.focus}</p>
            {channel.delivery ? <ChannelDeliveryStatus delivery={channel.delivery} /> : null}
            <p className="mt-1 text-sm text-slate-600">
              {channel.onlineFrom
                ? t("performance.online-dates", {
                    from: formatDate(channel.onlineFrom, locale),
                    until: channel.onlineUntil ? formatDate(channel.onlineUntil, locale) : "…",
                  })
                : t("performance.not-scheduled")}
            </p>
            {channel.liveUrl ? (
              <a
                href={channel.liveUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t("performance.live-link")}
              </a>
            ) : null}
            {channel.canMark ? (
              <DeliveryMarkForms
                channelId={channel.id}
                channelName={channel.name}
                result={markResult}
              />
            ) : null}
            {channel.tracking ? (
              <TrackingLinks channelId={channel.id} channelName={channel.name} tracking={channel.tracking} />
            ) : null}
          </div>
          <div className="shrink-0 text-right">
            <span className="font-medium whitespace-nowrap">
              {formatCents(channel.price, locale, channel.currency)}
            </span>
            {channel.tracking ? (
              <p className="text-sm whitespace-nowrap text-slate-600" data-testid="channel-results">
                {t("performance.results", {
                  clicks: channel.tracking.clicks,
                  applicants: channel.tracking.applicants,
                })}
              </p>
            ) : null}
            {channel.tracking && channel.tracking.costPerApplicantCents !== null ? (
              <p className="text-sm whitespace-nowrap text-slate-600" data-testid="channel-cost-per-applicant">
                {t("performance.channel-cost-per-applicant", { cost: formatCents(channel.tracking.costPerApplicantCents, locale, channel.currency) })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The channel's tracking link (to publish instead of the vacancy URL) and application pixel (for the
 * employer's "application sent" page), in a disclosure that works without JavaScript.
 */
function TrackingLinks({
  channelId,
  channelName,
  tracking,
}: {
  channelId: string;
  channelName: string;
  tracking: { link: string; pixel: string };
}) {
  const { t } = useTranslation("campaign-performance");
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">
        {t("performance.tracking.summary")}
        <span className="sr-only">{` – ${channelName}`}</span>
      </summary>
      <div className="mt-2 space-y-2">
        <p className="text-xs text-slate-600">{t("performance.tracking.help")}</p>
        <CopyField
          id={`tracking-link-${channelId}`}
          label={t("performance.tracking.link")}
          value={tracking.link}
          monospace
        />
        <CopyField
          id={`tracking-pixel-${channelId}`}
          label={t("performance.tracking.pixel")}
          value={`<img src="${tracking.pixel}" alt="" width="1" height="1">`}
          monospace
        />
      </div>
    </details>
  );
}
