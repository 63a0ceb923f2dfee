import { useTranslation } from "~/lib/i18n/react";
import { exchangeRateNotes, type PriceSummary } from "~/lib/campaign/pricing";

/**
 * A channel's price converted into the total's currency, under its own ("≈ €382.43"), so the
 * lines of a mixed-currency basket visibly add up to its subtotal (decision 079).
 */
export function ConvertedAmount({ amount }: { amount: string }) {
  const { t } = useTranslation();
  return (
    <span className="block text-xs font-normal text-slate-500">
      <span aria-hidden="true">{t("common:money.converted", { amount })}</span>
      <span className="sr-only">{t("common:money.converted-label", { amount })}</span>
    </span>
  );
}

/**
 * Under a total that mixes currencies (issue 51 §4): each rate used with its date, and the
 * currencies that have none. Renders nothing for a one-currency sum.
 */
export function ExchangeRateNotes({
  price,
  locale,
  testId,
}: {
  price: Pick<PriceSummary, "currency" | "exchangeRates" | "missingRates">;
  locale: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const notes = exchangeRateNotes(price, t, locale);
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs text-slate-600" data-testid={testId}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
