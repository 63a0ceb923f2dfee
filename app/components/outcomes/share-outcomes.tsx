import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import type { CampaignOutcomes } from "~/lib/outcomes/figures";

/** row keys beside the channel ids */
const UNATTRIBUTED = "unattributed";
const TOTAL = "total";

/**
 * Issue 52 §3 on the share page of a running or finished campaign: hires and cost per hire per
 * channel from the ATS (the performance page's figures, same period), with their definitions.
 */
export function ShareOutcomes({
  outcomes,
  locale,
}: {
  outcomes: CampaignOutcomes;
  locale: string;
}) {
  const { t } = useTranslation("outcomes");
  // a channel's cost in its own currency, the total in the order's (decision 079)
  const money = (cents: number | null, currency: string) => (cents === null ? "–" : formatCents(cents, locale, currency));
  const row = (
    key: string,
    name: string,
    c: { applications: number; hires: number },
    cost: number | null,
    currency: string,
    strong = false,
  ) => (
    <tr
      key={key}
      className={strong ? "border-t-2 border-slate-200 font-semibold" : "border-t border-slate-100"}
    >
      <th scope="row" className="py-2 pr-2 font-medium">
        {name}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{c.applications}</td>
      <td className="px-2 py-2 text-right font-semibold tabular-nums">{c.hires}</td>
      <td className="py-2 pl-2 text-right tabular-nums">{money(cost, currency)}</td>
    </tr>
  );
  return (
    <section aria-labelledby="share-outcomes-title">
      <h2 id="share-outcomes-title" className="text-lg font-semibold">
        {t("share.title")}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="share-outcomes">
          <TableHead
            columns={[
              { label: t("table.channel") },
              { label: t("table.applications"), className: "text-right" },
              { label: t("table.hires"), className: "text-right" },
              { label: t("table.cost-per-hire"), className: "text-right" },
            ]}
          />
          <tbody>
            {outcomes.channels.map((c) => row(c.channelId, c.name, c, c.costPerHireCents, c.currency))}
            {outcomes.unattributed.applications > 0
              ? row(UNATTRIBUTED, t("table.unattributed"), outcomes.unattributed, null, outcomes.total.currency)
              : null}
            {row(TOTAL, t("table.total"), outcomes.total, outcomes.total.costPerHireCents, outcomes.total.currency, true)}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {t("definitions.hires")} {t("definitions.cost-per-hire")} {t("definitions.period")}
      </p>
    </section>
  );
}
