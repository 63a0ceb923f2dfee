import { Link, useFetcher } from "@remix-run/react";
import type { Forecast } from "~/lib/campaign/forecast";
import type { ForecastLabels } from "~/lib/campaign/forecast-text";
import { ForecastFigures } from "~/components/forecast/forecast-figures";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { basketTitleKey, exportDisabled, isBlankName, orderBlockedBy } from "~/lib/campaign/basket";
import {
  NOT_COUNTED_KEY,
  VOLUME_DISCOUNT_MIN_CHANNELS,
  VOLUME_DISCOUNT_PERCENT,
  channelCount,
  notCountedLabelKey,
  serviceFeePerUnitEuros,
  type PriceSummary,
} from "~/lib/campaign/pricing";
import { channelColour, channelInitials } from "~/lib/catalogue/logo";
import { formatCents } from "~/lib/money";
import { EXPORT_FORMATS } from "~/lib/campaign/export";
import { useHydrated } from "../hooks";
import { buttonClasses } from "../ui/button";
import { DisclosureMenu } from "../ui/disclosure-menu";
import { CloseIcon } from "./icons";
import { FieldError } from "~/components/ui/field";
import { CAMPAIGN_NAME_MAX } from "~/lib/campaign/target-group";
import { translateMessage } from "~/lib/validation/messages";
import { ConvertedAmount, ExchangeRateNotes } from "~/components/ui/money";

export interface BasketCardChannel {
  id: string;
  name: string;
  focus: string;
  daysOnline: number;
  /** a job fair: its days are the event's */
  isEvent?: boolean;
  /** cents, in `currency`: the channel's own (issue 51 §4) */
  price: number;
  currency: string;
  purchasable: boolean;
  bundleId: string | null;
}

export interface BasketCardProps {
  campaign: { id: string; name: string };
  channels: BasketCardChannel[];
  summary: PriceSummary;
  forecast: Forecast | null;
  /** the target group's job family and country, for the forecast's basis (docs/decisions/078) */
  forecastLabels: ForecastLabels;
  locale: string;
  /** share_campaign_details */
  canShare: boolean;
  /** the export download per file format, once the export route exists; null renders the button disabled */
  exportHref: ((format: "pdf" | "docx") => string) | null;
  /** pending campaigns only: rename and remove */
  editable: boolean;
  /** a name the server refused (no JavaScript: the page shows what was typed) */
  rejectedName?: string | null;
  /** the server's encoded messages for that name (no JavaScript; with it they come from the fetcher) */
  rejectedNameErrors?: string[] | null;
}

/** The basket action's 400 (builder.server.ts basketAction): Conform's reply plus the typed name. */
interface RenameRejection {
  error?: Record<string, string[] | null> | null;
  name?: string | null;
}

/**
 * spec 1 §2 "Basket card" (388 px): title with the channel count, the editable campaign name
 * (saved on blur; blank is never saved and disables Order), the forecast, the channels with the
 * price summary, share/export and Order → /campaigns/job-ad/?id=.
 */
export function BasketCard(props: BasketCardProps) {
  const { t } = useTranslation("campaigns");
  const { campaign, channels, summary, forecast, locale } = props;
  const hydrated = useHydrated();
  const rename = useFetcher<RenameRejection>({ key: `rename-${campaign.id}` });
  const [name, setName] = useState(props.rejectedName ?? campaign.name);
  useEffect(() => setName(props.rejectedName ?? campaign.name), [campaign.name, props.rejectedName]);
  const nameBlank = isBlankName(name);
  // the server's messages for the name it refused, while the field still holds that name
  const rejected: RenameRejection | null = rename.data ?? (props.rejectedName != null ? { name: props.rejectedName, error: { name: props.rejectedNameErrors ?? null } } : null);
  const serverNameErrors = rejected && rejected.name === name ? rejected.error?.name : null;
  const nameErrors = nameBlank ? [t("form.warning.field-required")] : serverNameErrors?.length ? serverNameErrors.map((e) => translateMessage(t, e)) : null;
  const blocked = orderBlockedBy(name, summary.purchasableCount);
  // issue 16 §2: the title counts what is ordered, like the checkout, share page and exports
  const count = channelCount(channels.map((c) => ({ availableForPurchase: c.purchasable, bundleId: c.bundleId })));
  // the summary's lines are in the total's currency; each channel in its own (decision 079)
  const money = (cents: number) => formatCents(cents, locale, summary.currency);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(summary.companyDiscountPercentage);

  function saveOnBlur(event: React.FocusEvent<HTMLInputElement>) {
    const value = event.currentTarget.value;
    // spec 1 §5: a blank name is never saved; an unchanged one needs no call
    if (isBlankName(value) || value.trim() === campaign.name) return;
    rename.submit({ intent: "rename", name: value }, { method: "post", preventScrollReset: true });
  }

  return (
    <section aria-labelledby="basket-title" className="w-full rounded-[6px] border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 p-4">
        <h2 id="basket-title" className="text-lg font-semibold text-ink">
          {t(basketTitleKey(count.counted), { count: count.counted })}
        </h2>
        {count.notCounted > 0 ? (
          <p className="mt-1 text-xs text-slate-500" data-testid="basket-not-counted">
            {t(NOT_COUNTED_KEY, { count: count.notCounted })}
          </p>
        ) : null}
        <rename.Form method="post" preventScrollReset className="mt-3" onSubmit={(e) => nameBlank && hydrated && e.preventDefault()}>
          <input type="hidden" name="intent" value="rename" />
          <label htmlFor="basket-campaign-name" className="block text-sm font-semibold text-slate-700">
            {t("basket.name")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="basket-campaign-name"
              name="name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              onBlur={saveOnBlur}
              readOnly={!props.editable}
              // the server's limit (builderActionSchema); a longer name is still answered with its message
              maxLength={CAMPAIGN_NAME_MAX}
              aria-invalid={nameErrors ? true : undefined}
              aria-describedby={nameErrors ? "basket-campaign-name-error" : undefined}
              className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm aria-[invalid]:border-red-600"
            />
            {!hydrated && props.editable ? (
              <button type="submit" className={buttonClasses.secondary}>
                {t("basket.name.save")}
              </button>
            ) : null}
          </div>
          <FieldError id="basket-campaign-name-error" className="mt-1 text-sm text-red-700" errors={nameErrors} />
        </rename.Form>
      </div>

      <div className="border-b border-slate-200 p-4" data-testid="basket-forecast">
        <h3 className="text-sm font-semibold text-slate-700">{t("basket.forecast.title")}</h3>
        {forecast ? (
          <ForecastFigures
            forecast={forecast}
            channelNames={Object.fromEntries(channels.map((c) => [c.id, c.name]))}
            labels={props.forecastLabels}
            locale={locale}
          />
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("basket.forecast.none")}</p>
        )}
      </div>

      <div className="p-4">
        {channels.length === 0 ? (
          <p className="text-sm text-slate-600">{t("basket.empty")}</p>
        ) : (
          <ul className="space-y-3" aria-label={t("basket.channels")}>
            {channels.map((channel, i) => {
              const line = summary.lines[i];
              return (
                <BasketItem
                  key={channel.id}
                  channel={channel}
                  editable={props.editable}
                  price={formatCents(channel.price, locale, channel.currency)}
                  converted={line && channel.currency !== summary.currency ? money(line.cents) : null}
                />
              );
            })}
          </ul>
        )}

        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="basket-summary">
          <SummaryLine label={t("basket.subtotal")} value={money(summary.subtotal)} />
          {summary.discount > 0 ? (
            <SummaryLine label={t("basket.discount", { percent: VOLUME_DISCOUNT_PERCENT })} value={`− ${money(summary.discount)}`} />
          ) : null}
          {summary.companyDiscountPercentage > 0 ? (
            <SummaryLine label={t("basket.company-discount", { percent })} value={`− ${money(summary.companyDiscount)}`} />
          ) : null}
          {summary.serviceFeeAmount > 0 ? (
            <SummaryLine
              label={t("basket.service-fee", {
                amount: summary.serviceFeeAmount,
                price: money(Math.round(serviceFeePerUnitEuros(summary) * 100)),
              })}
              value={money(summary.serviceFeePrice)}
            />
          ) : null}
          <div className="flex justify-between pt-1 text-base font-semibold text-ink">
            <dt>{t("basket.total")}</dt>
            <dd data-testid="basket-total">{money(summary.total)}</dd>
          </div>
        </dl>
        <ExchangeRateNotes price={summary} locale={locale} testId="basket-exchange-rates" />
        {summary.showDiscountNotice ? (
          <p className="mt-3 rounded-[6px] bg-brand-50 p-3 text-sm text-brand-700" data-testid="discount-notice">
            {t("basket.discount-notice", { count: VOLUME_DISCOUNT_MIN_CHANNELS, percent: VOLUME_DISCOUNT_PERCENT })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 p-4">
        <div className="flex gap-2">
          {props.canShare ? (
            <Link to={`/campaigns/share/?id=${campaign.id}`} className={`${buttonClasses.secondary} flex-1`}>
              {t("basket.share")}
            </Link>
          ) : (
            <button type="button" disabled className={`${buttonClasses.secondary} flex-1`} title={t("basket.share.disabled")}>
              {t("basket.share")}
            </button>
          )}
          {props.exportHref && !exportDisabled(summary.purchasableCount) ? (
            <div className="flex-1">
              <DisclosureMenu
                align="right"
                label={t("basket.export")}
                summaryClassName={`${buttonClasses.secondary} w-full`}
                panelClassName="min-w-44"
              >
                {EXPORT_FORMATS.map((format) => (
                  <a key={format} href={props.exportHref!(format)} className="block px-4 py-2 text-sm hover:bg-slate-50" download>
                    {t(`basket.export.${format}`)}
                  </a>
                ))}
              </DisclosureMenu>
            </div>
          ) : (
            <button
              type="button"
              disabled
              className={`${buttonClasses.secondary} flex-1`}
              title={props.exportHref ? t("basket.export.disabled") : t("basket.export.later")}
            >
              {t("basket.export")}
            </button>
          )}
        </div>
        {blocked || !props.editable ? (
          <>
            <button type="button" disabled aria-describedby="basket-order-hint" className={buttonClasses.primary}>
              {t("basket.order")}
            </button>
            {blocked ? (
              <p id="basket-order-hint" className="text-xs text-slate-600">
                {t(blocked === "name-required" ? "basket.order.name-required" : "basket.order.no-channel")}
              </p>
            ) : null}
          </>
        ) : (
          <Link to={`/campaigns/job-ad/?id=${campaign.id}`} className={buttonClasses.primary}>
            {t("basket.order")}
          </Link>
        )}
      </div>
    </section>
  );
}

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-slate-700">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}

function BasketItem({
  channel,
  editable,
  price,
  converted,
}: {
  channel: BasketCardChannel;
  editable: boolean;
  /** in the channel's own currency */
  price: string;
  /** in the total's currency, when that is another */
  converted: string | null;
}) {
  const { t } = useTranslation("campaigns");
  const remove = useFetcher({ key: `remove-${channel.id}` });
  const removing = remove.state !== "idle";
  return (
    <li className={`flex items-start gap-3 ${removing ? "opacity-50" : ""}`} data-testid="basket-channel">
      <span
        aria-hidden="true"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-[6px] text-sm font-bold text-white"
        style={{ background: channelColour(channel.name) }}
      >
        {channelInitials(channel.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink">{channel.name}</p>
        <p className="text-xs text-slate-500">{t(channel.isEvent ? "basket.event-days" : "basket.days-online", { count: channel.daysOnline })}</p>
      </div>
      {/* not ordered, so no price: the same words as the checkout (issue 16 §2) */}
      {channel.purchasable ? (
        <span className="text-right text-sm whitespace-nowrap text-ink">
          {price}
          {converted ? <ConvertedAmount amount={converted} /> : null}
        </span>
      ) : (
        <span className="max-w-28 text-right text-xs text-amber-700">{t(notCountedLabelKey(channel))}</span>
      )}
      {editable ? (
        <remove.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="channelId" value={channel.id} />
          <button
            type="submit"
            disabled={removing}
            className="rounded-[6px] px-2 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-red-700"
            aria-label={t("basket.remove", { name: channel.name })}
          >
            <CloseIcon />
          </button>
        </remove.Form>
      ) : null}
    </li>
  );
}
