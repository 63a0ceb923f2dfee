import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useDebouncedCallback } from "~/components/hooks";
import { ProductSourceTable } from "~/components/settings/product-source-table";
import { Button, buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/title";
import { PRODUCT_SOURCE_DEBOUNCE_MS, PRODUCT_SOURCE_MAX_PAGES, PRODUCT_SOURCE_PAGE_SIZE } from "~/lib/tracking/product-source";
import { listProductSources, saveCustomProductNames } from "~/models/tracking-config.server";
import { customProductNamesSchema } from "~/lib/tracking/tracking-config-schema";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import { readForm, readUrl } from "~/services/http/request.server";
import { parseProductNames, productSourceQuery } from "./customise-product-source.server";
import { FieldError } from "~/components/ui/field";

export const handle = { i18n: ["settings"] };
await loadRouteNamespaces(handle);

const BASE_PATH = "/settings/customise-product-source";

/**
 * /settings/customise-product-source (spec 2 §2): the company's own product names for its tracking
 * links. Searched by name (500 ms debounce), 20 products per page; further pages load as the list
 * scrolls, or through the "more" link without JavaScript (`page` = pages shown).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { company } = await requireCompany(args);
  const t = await getT(args, "settings");
  const url = readUrl(request);
  const { q, page } = productSourceQuery(url);
  const { rows, total } = await listProductSources(company.id, { q, offset: 0, limit: page * PRODUCT_SOURCE_PAGE_SIZE });
  return { title: t("product-source.title"), q, page, rows, total, hasMore: rows.length < total && page < PRODUCT_SOURCE_MAX_PAGES };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { company } = await requireCompany(args);
  const submission = parseProductNames(await readForm(request, { shape: customProductNamesSchema }));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await saveCustomProductNames(company.id, submission.value.products);
  // spec 2 §2: Save returns to the tracking settings, only on success
  return redirectWithToast(args, "/settings/tracking", { kind: "success", key: "settings:product-source.saved" });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CustomiseProductSource() {
  const view = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { t } = useTranslation("settings");
  const searchLater = useDebouncedCallback((form: HTMLFormElement) => {
    // not once the user has left for another page within the debounce (it would bring them back)
    if (navigation.state === "idle" || navigation.location.pathname === BASE_PATH) {
      submit(form, { method: "get", action: BASE_PATH, replace: true, preventScrollReset: true });
    }
  }, PRODUCT_SOURCE_DEBOUNCE_MS);
  const more = new URLSearchParams({ ...(view.q ? { q: view.q } : {}), page: String(view.page + 1) });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("product-source.title")}</h1>
      <p className="text-slate-600">{t("product-source.intro")}</p>
      <Form method="get" action={BASE_PATH} role="search" className="flex items-end gap-2" onSubmit={() => searchLater.cancel()}>
        <div className="flex-1">
          <label htmlFor="product-search" className="text-sm font-medium">
            {t("product-source.search")}
          </label>
          <input
            id="product-search"
            type="search"
            name="q"
            defaultValue={view.q}
            maxLength={100}
            onChange={(event) => searchLater(event.currentTarget.form!)}
            className="mt-1 w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("product-source.search-button")}
        </Button>
      </Form>
      <Form method="post" className="space-y-4">
        <FieldError errors={lastResult?.error && Object.keys(lastResult.error).length ? [t("product-source.invalid")] : null} />
        <ProductSourceTable
          rows={view.rows}
          total={view.total}
          moreHref={view.hasMore ? `${BASE_PATH}?${more.toString()}` : null}
          loading={navigation.state === "loading" && navigation.location.pathname === BASE_PATH}
        />
        {/* the list grows by itself as its end comes into view: Save and Cancel stay in view
            below it, so reaching them never means scrolling to the end (where more rows load and
            push the buttons down, away from the pointer) */}
        <div className="sticky bottom-0 z-10 -mx-2 flex gap-3 border-t border-slate-200 bg-white px-2 py-3">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t("product-source.save")}
          </Button>
          <Link to="/settings/tracking" className={buttonClasses.secondary}>
            {t("product-source.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
