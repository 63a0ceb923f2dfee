import type { LoaderFunctionArgs } from "@remix-run/node";
import { geolocation } from "~/services/analytics/reports.server";
import { requireCampaign } from "~/models/campaign.server";
import { renderWorldMap } from "~/services/analytics/world-map.server";
import { analyticsContext } from "./analytics.server";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * /analytics/map.svg?id=&from=&to= — the geolocation choropleth as a server-rendered SVG image
 * (issue 14 §3: zero client JavaScript). Without `id` the whole company. The country table beside
 * it on the page carries the same figures for screen readers.
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { company, url, period, locale, t } = await analyticsContext(args);
  const id = url.searchParams.get("id");
  const campaign = id ? await requireCampaign(company.id, id) : null;
  const countries = await geolocation({ companyId: company.id, campaignId: campaign?.id, ...period });
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const svg = renderWorldMap(new Map(countries.map((c) => [c.isoA2, c.uniqueVisitors])), {
    title: t("analytics:geo.map-title"),
    legend: t("analytics:geo.legend"),
    countryName: (iso, fallback) => {
      try {
        return (iso && names.of(iso)) || fallback;
      } catch {
        return fallback;
      }
    },
  });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, max-age=60" } });
});
