import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ChannelDetailsDialog } from "~/components/channels/channel-details-dialog";
import { requireCompany } from "~/services/auth/gate.server";
import { getChannelDetails } from "~/services/catalogue/catalogue.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";
import { loadRouteNamespaces } from "~/lib/i18n/browser";

export const handle = { i18n: ["channels"] };
await loadRouteNamespaces(handle);

/**
 * The channel-details dialog, addressable by URL (/media-channels/channels/:channelId?…search):
 * rendered over the search it was opened from, so it works without JavaScript. spec 1 §8: a
 * failed load shows "Could not get channel details"; a channel of another company is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  const { company } = await requireCompany(args);
  const locale = await getLocale(args);
  try {
    const channel = await getChannelDetails(company.id, params.channelId ?? "", locale);
    if (!channel) return data({ channel: null, error: "not-found" as const, locale }, { status: 404 });
    return data({ channel, error: null, locale });
  } catch (error) {
    logger.error({ err: error, channelId: params.channelId }, "Could not get channel details");
    return data({ channel: null, error: "failed" as const, locale }, { status: 502 });
  }
}

export default function ChannelDetailsRoute() {
  const { channel, error, locale } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <ChannelDetailsDialog
      channel={channel}
      error={error}
      locale={locale}
      closeHref={`${location.pathname.replace(/\/channels\/[^/]+$/, "")}${location.search}`}
    />
  );
}
