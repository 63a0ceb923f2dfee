import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { StatusBadge } from "./status-badge";

export interface PerformanceChannel {
  id: string;
  name: string;
  focus: string;
  status: string;
  onlineFrom: string | null;
  onlineUntil: string | null;
  liveUrl: string | null;
  price: number;
  tracking: { link: string; pixel: string; clicks: number; applicants: number } | null;
}

/**
 * The channels of an ordered campaign on its performance page: status, online dates, live link,
 * price, clicks and applicants, and the tracking links to publish.
 */
export function PerformanceChannelList({
  channels,
  locale,
}: {
  channels: PerformanceChannel[];
  locale: string;
}) {
  const { t } = useTranslation("campaign-list");
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
            <p className="mt-1 text-sm text-slate-600">
              {channel.onlineFrom
                ? t("performance.online-dates", {
                    from: formatDate(channel.onlineFrom),
                    until: channel.onlineUntil ? formatDate(channel.onlineUntil) : "…",
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
            {channel.tracking ? (
              <TrackingLinks channelName={channel.name} tracking={channel.tracking} />
            ) : null}
          </div>
          <div className="shrink-0 text-right">
            <span className="font-medium whitespace-nowrap">
              {formatCents(channel.price, locale)}
            </span>
            {channel.tracking ? (
              <p className="text-sm whitespace-nowrap text-slate-600" data-testid="channel-results">
                {t("performance.results", {
                  clicks: channel.tracking.clicks,
                  applicants: channel.tracking.applicants,
                })}
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
  channelName,
  tracking,
}: {
  channelName: string;
  tracking: { link: string; pixel: string };
}) {
  const { t } = useTranslation("campaign-list");
  const field = (label: string, value: string) => (
    <label className="block">
      <span className="text-xs text-slate-500">{label}</span>
      <input
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-0.5 w-full rounded-[6px] border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
      />
    </label>
  );
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">
        {t("performance.tracking.summary")}
        <span className="sr-only">{` – ${channelName}`}</span>
      </summary>
      <div className="mt-2 space-y-2">
        <p className="text-xs text-slate-600">{t("performance.tracking.help")}</p>
        {field(t("performance.tracking.link"), tracking.link)}
        {field(
          t("performance.tracking.pixel"),
          `<img src="${tracking.pixel}" alt="" width="1" height="1">`,
        )}
      </div>
    </details>
  );
}
