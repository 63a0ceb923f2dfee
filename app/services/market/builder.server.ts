import type { TargetGroup } from "~/lib/campaign/target-group";
import { HIGH_DIFFICULTY } from "~/lib/market/insight";
import { isMarketCountry } from "~/lib/market/search";
import { getJobTitle } from "~/models/taxonomy.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { langOf } from "~/services/catalogue/provider";
import { logger } from "~/platform/logger.server";
import { countryName, inCountry } from "./countries.server";
import { getMarketProvider } from "./provider.server";
import type { BuilderMarketInsight, Provenance } from "~/lib/market/types";

/** "NL.north-holland.amsterdam" → "NL" (location ids are paths, app/services/catalogue/data/locations.ts). */
export function countryOfLocation(id: string) {
  const code = id.split(".")[0]?.toUpperCase() ?? "";
  return isMarketCountry(code) ? code : null;
}

export async function loadBuilderMarketInsight(context: CompanyContext, targetGroup: TargetGroup | null, locale: string): Promise<BuilderMarketInsight | null> {
  if (!context.features.market_insights || !targetGroup?.jobTitle) return null;
  const country = targetGroup.regions.map((r) => countryOfLocation(r.id)).find(Boolean);
  if (!country) return null;
  const lang = langOf(locale);
  try {
    const title = await getJobTitle(targetGroup.jobTitle.id, lang);
    if (!title?.iscoCode) return null;
    const insight = await getMarketProvider().marketData({ country, iscoCode: title.iscoCode, lang });
    if (!insight || (!insight.sizeTargetGroup && !insight.recruitmentDifficulty)) return null;
    const difficulty = insight.recruitmentDifficulty;
    return {
      isco: title.iscoCode,
      country,
      countryName: countryName(country, lang),
      inCountry: inCountry(country, lang),
      jobTitleId: title.id,
      size: insight.sizeTargetGroup?.total ?? null,
      sizeGroup: groupOf(insight.sizeTargetGroup?.provenance),
      difficulty: difficulty
        ? { value: difficulty.value, label: difficulty.label, estimate: difficulty.estimate, group: groupOf(difficulty.provenance) }
        : null,
      high: difficulty ? difficulty.value >= HIGH_DIFFICULTY : false,
    };
  } catch (error) {
    logger.warn({ err: error }, "market insight for the builder failed");
    return null;
  }
}

function groupOf(provenance: Provenance | undefined) {
  return provenance?.iscoGroup ? { code: provenance.iscoGroup, label: provenance.groupLabel ?? null } : null;
}
