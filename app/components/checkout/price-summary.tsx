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
import { ConvertedAmount, ExchangeRateNotes } from "~/components/ui/money";

/** The checkout's price summary (spec 1 §9 "Price summary"), computed by app/lib/campaign/pricing.ts. */
export function PriceSummary({
  channels,
  summary,
}: {
  channels: { id: string; name: string; price: number; currency: string; availableForPurchase: boolean; bundleId: string | null }[];
  summary: Summary;
}) {
  const { t, i18n } = useTranslation("checkout");
  // lines in the total's currency, each channel in its own (decision 079)
  const money = (cents: number) => formatCents(cents, i18n.language, summary.currency);
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
        {channels.map((channel, i) => (
          <li key={channel.id} className="flex justify-between gap-4 py-2">
            <span>{channel.name}</span>
            {isPurchasable(channel) ? (
              <span className="text-right tabular-nums">
                {formatCents(channel.price, i18n.language, channel.currency)}
                {channel.currency !== summary.currency && summary.lines[i] ? <ConvertedAmount amount={money(summary.lines[i].cents)} /> : null}
              </span>
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
      <ExchangeRateNotes price={summary} locale={i18n.language} testId="checkout-exchange-rates" />
      <p className="mt-2 text-xs text-slate-500">{t("summary.vat-note", { currency: summary.currency })}</p>
    </Card>
  );
}
