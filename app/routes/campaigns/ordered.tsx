import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { pageMeta } from "~/lib/title";
import { cancellationSchema } from "~/lib/validation/approval";
import { CANCELLATION_REASON_MAX } from "~/lib/validation/approval-limits";
import { translateMessage } from "~/lib/validation/messages";
import { requireCampaign } from "~/models/campaign.server";
import { CANCELLABLE_STATUSES, latestOrder, requestCancellation } from "~/models/order.server";
import { getBasket } from "~/models/basket.server";
import { ConvertedAmount, ExchangeRateNotes } from "~/components/ui/money";
import { contractName } from "~/models/contract.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import { readForm, readQuery } from "~/services/http/request.server";
import { FieldError } from "~/components/ui/field";

// the thank-you page's texts are a namespace of their own: the checkout does not load them
// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["ordered", "money"] };
await loadRouteNamespaces(handle);

/** spec 1 §2 /campaigns/ordered/: the thank-you page; with ?id= it shows that campaign's order. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { company } = await requireCompany(args);
  const t = await getT(args, "ordered");
  const id = readQuery(request).get("id");
  const campaign = id ? await requireCampaign(company.id, id) : null;
  const order = campaign ? await latestOrder(company.id, campaign.id) : null;
  // issue 38 §3: what was ordered — channels with the price paid, the contract and the PO number;
  // each channel in the currency it was ordered in, converted at the rate kept with the order (decision 079)
  const [basket, contract] = campaign
    ? await Promise.all([
        getBasket(company.id, campaign.id, await getLocale(args), campaign.orderedCurrency, campaign.targetGroup),
        order?.contractId ? contractName(company.id, order.contractId) : null,
      ])
    : [null, null];
  const poNumber = typeof order?.checkout?.poNumber === "string" ? order.checkout.poNumber : "";
  const price = basket?.summary;
  return {
    summary: {
      channels: (basket?.channels ?? []).map((c, i) => ({
        id: c.id,
        name: c.name,
        price: c.price,
        currency: c.currency,
        converted: price && c.currency !== price.currency ? (price.lines[i]?.cents ?? null) : null,
      })),
      currency: campaign?.orderedCurrency ?? price?.currency ?? "EUR",
      exchange: price ? { currency: price.currency, exchangeRates: price.exchangeRates, missingRates: price.missingRates } : null,
      contract,
      poNumber,
    },
    already: readQuery(request).has("already"),
    title: t("ordered.title"),
    campaign: campaign && {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      availabilityDate: campaign.availabilityDate,
      orderedTotalCents: campaign.orderedTotalCents,
      cancellationRequestedAt: campaign.cancellationRequestedAt,
      cancellable: CANCELLABLE_STATUSES.includes(campaign.status),
    },
    order: order ? { status: order.status, rejectionReason: order.rejectionReason } : null,
  };
}

/** spec 1 §7 campaign.cancellation.request. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { company, user } = await requireCompany(args);
  const id = readQuery(request).get("id");
  const campaign = await requireCampaign(company.id, id);
  const submission = parseWithZod(await readForm(request), { schema: cancellationSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await requestCancellation(company.id, user.id, campaign.id, submission.value.reason);
  if (result === "not-ordered") {
    return data(submission.reply({ formErrors: ["ordered.cancellation.not-ordered"] }), { status: 409 });
  }
  return redirectWithToast(args, `/campaigns/ordered/?id=${campaign.id}`, {
    kind: "success",
    key: "ordered:ordered.cancellation.requested",
  });
}

// spec 1 §2 document titles: thanks page
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Ordered() {
  const { campaign, order, summary, already } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation("ordered");
  const awaiting = campaign?.status === "awaiting_approval";
  const rejected = campaign?.status === "approval_rejected";
  const heading = already
    ? t("ordered.already-heading")
    : awaiting
      ? t("ordered.awaiting-heading")
      : rejected
        ? t("ordered.rejected-heading")
        : t("ordered.heading");
  const money = (cents: number, currency = summary.currency) => formatCents(cents, i18n.language, currency);
  // Form-level errors (not ordered) and the reason's own (too long), as translation keys.
  const formErrors = actionData && "error" in actionData ? [...(actionData.error?.[""] ?? []), ...(actionData.error?.reason ?? [])] : [];
  return (
    <div className="mx-auto max-w-2xl py-8">
      <Card className="p-8 text-center">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full ${rejected ? "bg-red-100 text-red-700" : "bg-emerald-100 text-emerald-700"}`}
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            {rejected ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M5 12.5l4.5 4.5L19 7.5" />}
          </svg>
        </div>
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {campaign ? (
          <div className="mt-4 space-y-2 text-slate-700">
            <p className="font-semibold">{campaign.name}</p>
            {already ? <p>{t("ordered.already-text")}</p> : null}
            {awaiting ? <p>{t("ordered.awaiting-text")}</p> : null}
            {rejected && order?.rejectionReason ? <p>{t("ordered.rejected-text", { reason: order.rejectionReason })}</p> : null}
            {!awaiting && !rejected && campaign.availabilityDate ? (
              <p>{t("ordered.online-from", { date: formatDate(campaign.availabilityDate, i18n.language) })}</p>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 text-slate-700">{t("ordered.text")}</p>
        )}
        {campaign && summary.channels.length ? (
          <section aria-labelledby="order-summary" className="mt-6 text-left">
            <h2 id="order-summary" className="text-lg font-semibold">
              {t("ordered.summary.title")}
            </h2>
            <ul className="mt-2 divide-y divide-slate-200 rounded-[6px] border border-slate-200 text-sm">
              {summary.channels.map((channel) => (
                <li key={channel.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 break-words">{channel.name}</span>
                  <span className="text-right tabular-nums">
                    {money(channel.price, channel.currency)}
                    {channel.converted !== null ? <ConvertedAmount amount={money(channel.converted)} /> : null}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {campaign.orderedTotalCents != null ? (
                <>
                  <dt className="font-medium">{t("ordered.summary.total")}</dt>
                  <dd className="text-right tabular-nums">{money(campaign.orderedTotalCents)}</dd>
                </>
              ) : null}
              <dt className="font-medium">{t("ordered.summary.payment")}</dt>
              <dd className="text-right break-words">{summary.contract ?? t("ordered.summary.invoice")}</dd>
              {summary.poNumber ? (
                <>
                  <dt className="font-medium">{t("ordered.summary.po-number")}</dt>
                  <dd className="text-right break-words">{summary.poNumber}</dd>
                </>
              ) : null}
            </dl>
            {summary.exchange ? <ExchangeRateNotes price={summary.exchange} locale={i18n.language} testId="ordered-exchange-rates" /> : null}
          </section>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {campaign && !awaiting && !rejected ? (
            <Link to={`/campaign-performance/campaign/?id=${campaign.id}`} className={buttonClasses.primary}>
              {t("ordered.view-performance")}
            </Link>
          ) : null}
          <Link to="/dashboard" className={campaign && !awaiting && !rejected ? buttonClasses.secondary : buttonClasses.primary}>
            {t("ordered.to-dashboard")}
          </Link>
        </div>
      </Card>

      {campaign?.cancellable ? (
        // secondary to the order: folded away unless it was just used (issue 38 §3)
        <details id="cancellation" open={Boolean(campaign.cancellationRequestedAt) || formErrors.length > 0} className="mt-6 rounded-[6px] border border-slate-200 bg-white p-4 text-sm">
          <summary className="font-medium text-slate-700 underline">{t("ordered.cancellation.title")}</summary>
          {campaign.cancellationRequestedAt ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="cancellation-requested">
              {t("ordered.cancellation.requested-on", { date: formatDate(campaign.cancellationRequestedAt, i18n.language) })}
            </p>
          ) : (
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="request-cancellation" />
              <label htmlFor="cancellation-reason" className="block text-sm font-medium">
                {t("ordered.cancellation.reason")}{" "}
                <span className="text-xs font-normal text-slate-500">{t("field.optional")}</span>
              </label>
              <textarea id="cancellation-reason" name="reason" rows={2} maxLength={CANCELLATION_REASON_MAX} className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm" />
              <FieldError errors={formErrors.map((error) => translateMessage(t, error))} />
              <Button type="submit" variant="secondary">
                {t("ordered.cancellation.submit")}
              </Button>
            </Form>
          )}
        </details>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
