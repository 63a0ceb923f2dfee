import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { LazyTargetGroupDialog } from "~/components/campaign-builder/lazy-target-group-dialog";
import { requireCompany } from "~/services/auth/gate.server";
import { loadTargetGroupForm } from "./target-group.server";
import { readUrl } from "~/services/http/request.server";
import { loadRouteNamespaces } from "~/lib/i18n/browser";

export const handle = { i18n: ["campaigns", "channels"] };
await loadRouteNamespaces(handle);

/**
 * A pathless layout over /dashboard: `?start-campaign` (and `&id=` to edit a campaign's target
 * group; /start-campaign/?id= redirects here) opens the start-campaign dialog over the dashboard,
 * with the data loaded on the server so it also works without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = readUrl(request);
  if (!url.searchParams.has("start-campaign")) return { startCampaign: null };
  const context = await requireCompany(args);
  return { startCampaign: await loadTargetGroupForm(args, context, url.searchParams.get("id")) };
}

/** Only the dialog's own parameters (or a submission) make this loader run again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const relevant = (url: URL) => `${url.searchParams.has("start-campaign")}|${url.searchParams.get("id") ?? ""}`;
  if (!formMethod && relevant(currentUrl) === relevant(nextUrl)) return false;
  return defaultShouldRevalidate;
};

export default function StartCampaignLayout() {
  const { startCampaign } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      {startCampaign ? <LazyTargetGroupDialog data={startCampaign} cancelHref="/dashboard" withStepBar /> : null}
    </>
  );
}
