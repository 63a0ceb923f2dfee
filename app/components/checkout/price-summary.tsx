import { useTranslation } from "~/lib/i18n/react";
import { Card } from "~/components/ui/card";
import {
  CHANNEL_COUNT_KEY,
  channelCount,
  isPurchasable,
  NOT_COUNTED_KEY,
  notCountedLabelKey,
  priceSummaryLines,
  priceSummaryLineText,
  type PriceSummary as Summary,
} from "~/lib/campaign/pricing";
import { formatCents } from "~/lib/money";

/** The checkout's price summary (spec 1 §9 "Price summary"), computed by app/lib/campaign/pricing.ts. */
export function PriceSummary({
  channels,
  summary,
}: {
  channels: { id: string; name: string; price: number; availableForPurchase: boolean; bundleId: string | null }[];
  summary: Summary;
}) {
  const { t, i18n } = useTranslation("checkout");
  const money = (cents: number) => formatCents(cents, i18n.language);
  const count = channelCount(channels);
  // dt/dd must sit in a div that is a direct child of the dl (axe "dlitem").
  const row = (key: string, label: string, value: string, strong = false) => (
    <div key={key} className={`flex justify-between gap-4 ${strong ? "text-base font-semibold" : "text-sm"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("summary.title")}</h2>
      <p className="text-sm text-slate-500" data-testid="checkout-channel-count">
        {t(CHANNEL_COUNT_KEY, { count: count.counted })}
        {count.notCounted > 0 ? ` ${t(NOT_COUNTED_KEY, { count: count.notCounted })}` : null}
      </p>
      <ul className="mt-4 divide-y divide-slate-100 text-sm">
        {channels.map((channel) => (
          <li key={channel.id} className="flex justify-between gap-4 py-2">
            <span>{channel.name}</span>
            {isPurchasable(channel) ? (
              <span className="tabular-nums">{money(channel.price)}</span>
            ) : (
              <span className="text-amber-700">{t(notCountedLabelKey(channel))}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4">
        {priceSummaryLines(summary).map((line) => {
          const { label, value } = priceSummaryLineText(line, t, money);
          return row(line.key, label, value, line.key === "total");
        })}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t("summary.vat-note")}</p>
    </Card>
  );
}
