import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SubmissionKey } from "~/components/ui/submission-key";
import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import { ADVICE_RULES, type Advice, type ChannelEvidence } from "~/lib/outcomes/advice";

/**
 * Issue 52 §4 on the performance page of a running campaign: a short list of budget advice, each
 * with its evidence beside it, and "Apply", a plain POST form (with a submission key) that turns it
 * into a re-order draft. Without advice: "not enough data yet" and what it would take.
 */
export function BudgetAdviceCard({
  advice,
  canApply,
  locale,
  currency,
  error,
}: {
  advice: Advice[];
  canApply: boolean;
  locale: string;
  /** the campaign's order currency: the advice's sums are in it (decision 079) */
  currency: string;
  error: string | null;
}) {
  const { t } = useTranslation("outcomes");
  const navigation = useNavigation();
  const money = (cents: number | null) => (cents === null ? "–" : formatCents(cents, locale, currency));
  const decimal = (value: number, digits = 1) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const channel = (c: ChannelEvidence) =>
    t("advice.channel", {
      name: c.name,
      cost: money(c.costPerHireCents),
      hires: c.hires,
      applications: c.applications,
      count: c.hires,
    });
  const R = ADVICE_RULES;
  return (
    <Card className="p-6">
      <section aria-labelledby="advice-title" data-testid="budget-advice">
        <h2 id="advice-title" className="text-lg font-semibold">
          {t("advice.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("advice.intro")}</p>
        {error ? (
          <p
            role="alert"
            className="mt-3 rounded-[6px] border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {t(error)}
          </p>
        ) : null}
        {advice.length === 0 ? (
          <p
            className="mt-3 rounded-[6px] bg-slate-50 p-3 text-sm text-slate-700"
            data-testid="advice-none"
          >
            {t("advice.none")}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {advice.map((a) => {
              const [title, evidence] =
                a.kind === "move"
                  ? [
                      t("advice.move", {
                        amount: money(a.amountCents),
                        from: a.from.name,
                        to: a.to.name,
                      }),
                      `${channel(a.from)} ${channel(a.to)} ${t("advice.move-interval", { from: a.from.name, to: a.to.name, low: decimal(a.ratio[0], 2), high: decimal(a.ratio[1], 2) })}`,
                    ]
                  : a.kind === "extend"
                    ? [
                        t("advice.extend", { name: a.channel.name, count: a.days }),
                        `${t("advice.ends", { count: a.endsInDays })} ${t("advice.recent", { count: a.recentApplications, days: R.recentDays, low: decimal(a.recentInterval[0]), high: decimal(a.recentInterval[1]) })} ${channel(a.channel)}`,
                      ]
                    : [
                        t("advice.stop", { name: a.channel.name }),
                        t("advice.stop-evidence", {
                          count: a.applicants,
                          days: a.days,
                          family: a.family.label ?? "",
                          median: decimal(a.family.median),
                          postings: a.family.postings,
                          upper: decimal(a.upper),
                        }),
                      ];
              const busy =
                navigation.state !== "idle" && navigation.formData?.get("advice") === a.id;
              return (
                <li
                  key={a.id}
                  className="rounded-[6px] border border-slate-200 p-4"
                  data-testid="advice-item"
                >
                  <p className="font-semibold">{title}</p>
                  <p className="mt-1 text-sm text-slate-600">{evidence}</p>
                  {canApply ? (
                    <Form method="post" className="mt-3">
                      <SubmissionKey />
                      <input type="hidden" name="intent" value="apply-advice" />
                      <input type="hidden" name="advice" value={a.id} />
                      <Button type="submit" disabled={busy}>
                        {t("advice.apply")}
                      </Button>
                      <span className="ml-3 text-xs text-slate-500">
                        {t("advice.apply-note", { channels: a.basketNames.join(", ") })}
                      </span>
                    </Form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <details className="mt-4 text-sm text-slate-600">
          <summary className="cursor-pointer font-semibold text-slate-700">
            {t("advice.method-title")}
          </summary>
          <p className="mt-2 max-w-prose">
            {t("advice.method", {
              applications: R.compareMinApplications,
              hires: R.compareMinHires,
              extendDays: R.extendWithinDays,
              extendHires: R.extendMinHires,
              recentDays: R.recentDays,
              days: R.stopAfterDays,
              postings: R.familyMinPostings,
            })}
          </p>
        </details>
      </section>
    </Card>
  );
}
