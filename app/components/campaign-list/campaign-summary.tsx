import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import { ConvertedAmount, ExchangeRateNotes } from "~/components/ui/money";
import { priceSummaryLines, priceSummaryLineText, type PriceSummary } from "~/lib/campaign/pricing";
import { TableHead } from "~/components/ui/table-head";

export interface SummaryChannel {
  id: string;
  name: string;
  focus: string;
  /** the days in words, from the loader ("30 Tage", or "Veranstaltung, 1 Tag" for a job fair) */
  days: string;
  /** cents, in `currency` (the channel's own) */
  price: number;
  currency: string;
  /** cents in `totalCurrency` when that is another currency */
  converted: number | null;
  shortDescription: string;
}

/** The channels of a campaign with focus, days online and price (share page, exports' twin). */
export function ChannelPriceTable({
  channels,
  locale,
  totalCurrency,
}: {
  channels: SummaryChannel[];
  locale: string;
  totalCurrency: string;
}) {
  const { t } = useTranslation("campaign-list");
  return (
    // on a phone the four columns scroll inside their card rather than widening the page
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-left text-sm">
        <TableHead
          columns={[
            { label: t("summary.channel") },
            { label: t("summary.focus") },
            // a job fair's row says "Veranstaltung, 1 Tag": not "days online" above it
            { label: t("summary.duration") },
            { label: t("summary.price"), className: "text-right" },
          ]}
        />
        <tbody>
          {channels.map((channel) => (
            <tr key={channel.id} className="border-b border-slate-100 align-top last:border-0">
              <td className="py-3 pr-4">
                <div className="font-semibold">{channel.name}</div>
                {channel.shortDescription ? (
                  <p className="mt-1 text-xs text-slate-600">{channel.shortDescription}</p>
                ) : null}
              </td>
              <td className="py-3 pr-4">{channel.focus}</td>
              <td className="py-3 pr-4">{channel.days}</td>
              <td className="py-3 text-right font-medium whitespace-nowrap">
                {formatCents(channel.price, locale, channel.currency)}
                {channel.converted !== null ? <ConvertedAmount amount={formatCents(channel.converted, locale, totalCurrency)} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The basket's price summary (app/lib/campaign/pricing.ts): discount, company discount and
 * service-fee rows only when present, in the total's currency, with the reference rates of a sum
 * that mixes currencies; prices excluding VAT.
 */
export function PriceSummaryRows({ price, locale }: { price: PriceSummary; locale: string }) {
  const { t } = useTranslation("campaign-list");
  const money = (cents: number) => formatCents(cents, locale, price.currency);
  return (
    <div className="space-y-1 text-sm">
      <dl className="space-y-1">
        {priceSummaryLines(price).map((line) => {
          const { label, value } = priceSummaryLineText(line, t, money);
          return line.key === "total" ? (
            <div key={line.key} className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : (
            <Row key={line.key} label={label} value={value} />
          );
        })}
      </dl>
      <ExchangeRateNotes price={price} locale={locale} testId="summary-exchange-rates" />
      <p className="text-xs text-slate-500">{t("summary.vat-note", { currency: price.currency })}</p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium whitespace-nowrap">{value}</dd>
    </div>
  );
}
