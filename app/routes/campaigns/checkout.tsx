import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CampaignStepBar } from "~/components/campaign-builder/step-bar";
import { CheckoutForm } from "~/components/checkout/checkout-form";
import { LazyCompanyDetailsDialog, LazyInvoiceDialog } from "~/components/checkout/lazy-record-dialogs";
import { PriceSummary } from "~/components/checkout/price-summary";
import { isAutosave } from "~/lib/autosave";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { isOrdered } from "~/lib/campaign/status";
import { pageMeta } from "~/lib/title";
import { parseCheckoutIntent } from "~/lib/validation/checkout";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import {
  checkoutData,
  draftAction,
  orderAction,
  readCheckoutForm,
  requireCheckout,
} from "./checkout.server";
import { companyDetailsAction, invoiceAction } from "./checkout-dialogs.server";
import { readUrl } from "~/services/http/request.server";
import { once } from "~/services/http/once.server";

// "money": the exchange-rate lines under a total that mixes currencies (decision 079)
export const handle = { i18n: ["checkout", "money"] };
await loadRouteNamespaces(handle);

/** spec 1 §2 /campaigns/checkout/?id=: company details, invoice information, payment and the order. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { context, campaign } = await requireCheckout(args);
  const [t, locale] = await Promise.all([getT(args, "checkout"), getLocale(args)]);
  const data = await checkoutData(context, campaign, readUrl(request), locale);
  return { ...data, title: t("checkout.title", { name: campaign.name }) };
}

export async function action(args: ActionFunctionArgs) {
  const { context, campaign } = await requireCheckout(args);
  const formData = await readCheckoutForm(args.request);
  const intent = parseCheckoutIntent(formData.get("intent"));
  if (!intent) throw new Response("Bad Request", { status: 400 });
  switch (intent.kind) {
    case "order":
      // a retried order (a double click, a client resending after a dying instance's 502) gets the
      // first one's answer instead of the order-status conflict (issue 47 §1)
      return once(context.company.id, formData, `order:${campaign.id}`, () => orderAction(context, campaign.id, formData));
    case "submit-dialog":
      return intent.target === "company-details"
        ? companyDetailsAction(context, campaign.id, formData)
        : invoiceAction(context, campaign.id, formData);
    default:
      return draftAction(args, context, campaign.id, formData, intent);
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isAutosave(formData) ? false : defaultShouldRevalidate;

// spec 1 §2 document titles: checkout plus campaign name
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { t } = useTranslation("checkout");
  const resultFor = (form: "checkout" | "company-details" | "invoice") =>
    actionData && "form" in actionData && actionData.form === form ? actionData.result : null;
  const closeHref = `/campaigns/checkout/?id=${data.campaign.id}`;
  return (
    <div>
      <CampaignStepBar
        campaignId={data.campaign.id}
        current="order"
        ordered={isOrdered(data.campaign.status)}
        builderHref={data.campaign.hasTargetGroup ? `/cb/?id=${data.campaign.id}` : `/media-channels-cb/?id=${data.campaign.id}`}
      />
      <p className="text-sm text-slate-500">{data.campaign.name}</p>
      <h1 className="mb-6 text-2xl font-semibold">{t("checkout.heading")}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_var(--spacing-basket)]">
        {data.orderable ? (
          <CheckoutForm key={location.key} data={data} lastResult={resultFor("checkout")} />
        ) : (
          <Card className="self-start p-6">
            <p role="alert" className="font-semibold">
              {data.campaign.status === "awaiting_approval" ? t("checkout.awaiting-heading") : t("checkout.order.conflict")}
            </p>
            <Link to={`/campaigns/ordered/?id=${data.campaign.id}`} className={`${buttonClasses.primary} mt-4`}>
              {t("checkout.view-order")}
            </Link>
          </Card>
        )}
        <aside aria-label={t("summary.title")} className="lg:sticky lg:top-4 lg:self-start">
          <PriceSummary channels={data.basket.channels} summary={data.basket.summary} />
        </aside>
      </div>
      {data.dialog === "company-details" ? (
        <LazyCompanyDetailsDialog
          editing={data.editing && "departmentName" in data.editing ? data.editing : null}
          logoMandatory={data.logoMandatory}
          lastResult={resultFor("company-details")}
          closeHref={closeHref}
          countries={data.countries}
        />
      ) : null}
      {data.dialog === "invoice" ? (
        <LazyInvoiceDialog
          editing={data.editing && "invoiceEmail" in data.editing ? data.editing : null}
          lastResult={resultFor("invoice")}
          closeHref={closeHref}
          countries={data.countries}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
