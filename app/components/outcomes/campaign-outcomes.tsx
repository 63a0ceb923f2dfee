import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { TableHead } from "~/components/ui/table-head";
import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import { outcomeFunnel, type CampaignOutcomes, type OutcomeCounts } from "~/lib/outcomes/figures";

/** the definitions written under the figures, in the table's order (outcomes.json "definitions.*") */
const DEFINITIONS = [
  "applications",
  "interviews",
  "offers",
  "hires",
  "cost-per-hire",
  "time-to-hire",
  "unattributed",
  "period",
] as const;

/**
 * Issue 52 §3: applications, interviews, offers, hires, cost per hire and time to hire per
 * channel, the unattributed ones and the total. Server-rendered; nothing here needs JavaScript.
 * The performance page, the campaign analytics and the analytics overview show this one table.
 */
export function OutcomesTable({
  outcomes,
  locale,
  totalLabel,
}: {
  outcomes: CampaignOutcomes;
  locale: string;
  totalLabel?: string;
}) {
  const { t } = useTranslation("outcomes");
  // a channel's cost in its own currency, the campaigns' in the order's (decision 079)
  const money = (cents: number | null, currency = outcomes.total.currency) => (cents === null ? "–" : formatCents(cents, locale, currency));
  const days = (n: number | null) => (n === null ? "–" : t("table.days", { count: Math.round(n) }));
  const cells = (c: OutcomeCounts) => (
    <>
      <td className="px-2 py-2 text-right tabular-nums">{c.applications}</td>
      <td className="px-2 py-2 text-right tabular-nums">{c.interviews}</td>
      <td className="px-2 py-2 text-right tabular-nums">{c.offers}</td>
      <td className="px-2 py-2 text-right font-semibold tabular-nums">{c.hires}</td>
    </>
  );
  const { total } = outcomes;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm" data-testid="outcomes-table">
          <TableHead
            columns={[
              { label: t("table.channel") },
              { label: t("table.applications"), className: "text-right" },
              { label: t("table.interviews"), className: "text-right" },
              { label: t("table.offers"), className: "text-right" },
              { label: t("table.hires"), className: "text-right" },
              { label: t("table.cost-per-hire"), className: "text-right" },
              { label: t("table.time-to-hire"), className: "text-right" },
            ]}
          />
          <tbody>
            {outcomes.channels.map((c) => (
              <tr key={c.channelId} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-2 font-medium">
                  {c.name}
                </th>
                {cells(c)}
                <td className="px-2 py-2 text-right tabular-nums">{money(c.costPerHireCents, c.currency)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{days(c.timeToHireDays)}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-100 text-slate-600">
              <th scope="row" className="py-2 pr-2 font-medium italic">
                {t("table.unattributed")}
              </th>
              {cells(outcomes.unattributed)}
              <td className="px-2 py-2 text-right">{money(null)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">
                {days(outcomes.unattributed.timeToHireDays)}
              </td>
            </tr>
            <tr className="border-t-2 border-slate-200 font-semibold">
              <th scope="row" className="py-2 pr-2">
                {totalLabel ?? t("table.total")}
              </th>
              {cells(total)}
              <td className="px-2 py-2 text-right tabular-nums">{money(total.costPerHireCents)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{days(total.timeToHireDays)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {t("table.rules", {
          tracking: outcomes.rules["tracking-parameter"],
          mapping: outcomes.rules["source-mapping"],
          visitor: outcomes.rules.visitor,
          none: outcomes.rules.unattributed,
        })}
      </p>
    </>
  );
}

/** The funnel from click to hire (outcomeFunnel), each step with its share of the one before. */
export function OutcomesFunnel({
  tracked,
  total,
}: {
  tracked: { clicks: number; applicants: number };
  total: OutcomeCounts;
}) {
  const { t } = useTranslation("outcomes");
  const steps = outcomeFunnel(tracked, total);
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold">{t("funnel.title")}</h3>
      <ol
        className="mt-2 flex flex-wrap gap-2 text-sm"
        aria-label={t("funnel.title")}
        data-testid="outcomes-funnel"
      >
        {steps.map(([key, value], i) => (
          <li key={key} className="rounded-[6px] bg-slate-50 px-3 py-2">
            <span className="block text-xs text-slate-500">{t(`funnel.${key}`)}</span>
            <span className="font-semibold tabular-nums">{value}</span>
            {i > 0 && steps[i - 1][1] > 0 ? (
              <span className="ml-1 text-xs text-slate-500">
                ({Math.round((value / steps[i - 1][1]) * 100)} %)
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** How each figure is counted, written under it on every surface (one definition each). */
export function OutcomesDefinitions({ company = false }: { company?: boolean }) {
  const { t } = useTranslation("outcomes");
  return (
    <details className="mt-4 text-sm text-slate-600">
      <summary className="cursor-pointer font-semibold text-slate-700">
        {t("definitions.title")}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {DEFINITIONS.map((key) => (
          <li key={key}>{t(`definitions.${key}`)}</li>
        ))}
        {company ? <li>{t("definitions.company")}</li> : null}
      </ul>
    </details>
  );
}

/** The outcomes card on the campaign performance page. */
export function CampaignOutcomesCard({
  outcomes,
  tracked,
  locale,
}: {
  outcomes: CampaignOutcomes;
  tracked: { clicks: number; applicants: number };
  locale: string;
}) {
  const { t } = useTranslation("outcomes");
  return (
    <Card className="p-6">
      <section aria-labelledby="outcomes-title">
        <h2 id="outcomes-title" className="text-lg font-semibold">
          {t("panel.title")}
        </h2>
        {outcomes.total.applications === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            {t("panel.none")}{" "}
            <AtsSettingsLink />
          </p>
        ) : (
          <div className="mt-3">
            <OutcomesTable outcomes={outcomes} locale={locale} />
            <OutcomesFunnel tracked={tracked} total={outcomes.total} />
          </div>
        )}
        <OutcomesDefinitions />
      </section>
    </Card>
  );
}

/** The link to the import's settings (on/off, source mapping, delete), under every outcomes panel. */
export function AtsSettingsLink() {
  const { t } = useTranslation("outcomes");
  return (
    <Link to="/settings/ats-applications" className="font-semibold text-brand-700 hover:underline">
      {t("panel.settings")}
    </Link>
  );
}
