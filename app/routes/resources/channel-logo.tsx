import type { LoaderFunctionArgs } from "@remix-run/node";
import { channelLogoSvg } from "~/lib/catalogue/logo";
import { getChannelName } from "~/models/channel.server";
import { requireCompany } from "~/services/auth/gate.server";
import { notFound } from "~/lib/not-found";
import { channelName } from "~/lib/catalogue/channel-name";
import { readQuery } from "~/services/http/request.server";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * /resources/channel-logos/:file (…/<channel id>.svg): a logo drawn from the channel's name
 * (app/lib/catalogue/logo.ts). Nothing is downloaded and no brand artwork is copied. `?lang=de|nl`:
 * from the name a German or Dutch reader sees (decision 084), so the initials match the card's name.
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { params } = args;
  const { company } = await requireCompany(args);
  const id = (params.file ?? "").replace(/\.svg$/, "");
  const channel = await getChannelName(company.id, id);
  if (!channel) notFound();
  const lang = readQuery(args.request).get("lang");
  const name = lang === "de" || lang === "nl" ? channelName(channel.name, channel.names, lang) : channel.name;
  return new Response(channelLogoSvg(name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
