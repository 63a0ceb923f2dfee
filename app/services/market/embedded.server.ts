import { deriveLabourMarket, deriveSize, type Figure } from "~/lib/market/derive";
import { iscoAncestors } from "~/lib/market/insight";
import { breaksFor } from "~/lib/market/series-breaks";
import { MARKET_SOURCE_CREDITS } from "~/lib/market/sources";
import { OCCUPATION_LIMIT } from "~/lib/market/search";
import { figuresFor, latestImport, listMarketSources, subMajorFigures } from "~/models/market.server";
import { listIscoGroups } from "~/models/taxonomy.server";
import { lookUpJobTitles } from "~/services/catalogue/job-title-lookup.server";
import type { Lang } from "~/lib/catalogue/options";
import type { MarketDataProvider, MarketInsight, MarketQuery, Occupation } from "~/lib/market/types";

/**
 * The default provider: public labour-market statistics imported into our database
 * (`npm run import:market-data`) and the ESCO job titles with their ISCO codes. It never makes a
 * number up: size, difficulty (labelled an estimate) and active job seekers are derived from
 * published figures; passive / not looking, salary, pull factors and benefits have no open source
 * and stay null, so their cells are absent. No figure at all → null → the no-results message.
 */
export class EmbeddedMarketData implements MarketDataProvider {
  readonly name = "embedded" as const;

  async occupations(q: string, lang: Lang, offset: number, limit = OCCUPATION_LIMIT): Promise<Occupation[]> {
    // more than a page is read so titles without an ISCO code do not shorten it
    const titles = await lookUpJobTitles(q, lang, offset + limit * 2);
    return titles
      .filter((t) => t.iscoCode)
      .slice(offset, offset + limit)
      .map((t) => ({ id: t.id, title: t.label, iscoCode: t.iscoCode! }));
  }

  async marketData({ country, iscoCode, lang }: MarketQuery): Promise<MarketInsight | null> {
    const major = iscoCode[0] ?? "";
    const [own, subMajor] = await Promise.all([
      figuresFor(country, [...iscoAncestors(iscoCode), "total", "x"]),
      subMajorFigures(country, major),
    ]);
    const figures: Figure[] = [...own, ...subMajor.filter((f) => !own.some((o) => o.iscoCode === f.iscoCode))];
    const size = deriveSize(figures, iscoCode);
    const market = deriveLabourMarket(figures, iscoCode);
    if (!size && !market) return null;

    const sourceIds = [...new Set([...(size?.provenance.sourceIds ?? []), ...(market?.sourceIds ?? [])])];
    const groupCodes = [size?.provenance.iscoGroup, market?.majorGroup].filter((c): c is string => Boolean(c));
    const [sources, importedAt, groups] = await Promise.all([listMarketSources(sourceIds), latestImport(), listIscoGroups(groupCodes)]);
    const groupLabel = (code: string) => {
      const group = groups.find((g) => g.code === code);
      return group ? (lang === "de" ? group.labelDe : lang === "nl" ? group.labelNl : group.labelEn) : null;
    };
    const sizeProvenance = size
      ? {
          ...size.provenance,
          groupLabel: groupLabel(size.provenance.iscoGroup),
          breaks: breaksFor(country, [{ measure: "employed", years: [size.provenance.year] }]),
        }
      : undefined;
    const marketProvenance = market
      ? {
          sourceIds: market.sourceIds,
          iscoGroup: market.majorGroup,
          year: market.year,
          fromYear: market.growth?.fromYear ?? null,
          groupLabel: groupLabel(market.majorGroup),
          breaks: breaksFor(country, [
            { measure: "unemployed", years: [market.year] },
            { measure: "employed", years: yearsBetween(market.growth?.fromYear ?? market.year, market.year) },
          ]),
        }
      : undefined;
    return {
      country,
      iscoCode,
      updatedAt: (importedAt ?? new Date()).toISOString(),
      dataYear: Math.max(size?.provenance.year ?? 0, market?.year ?? 0) || null,
      sizeTargetGroup: size && sizeProvenance ? { total: size.total, regions: size.regions, provenance: sizeProvenance } : null,
      jobMarketActivity:
        market && market.active !== null ? { active: market.active, passive: null, notLooking: null, provenance: marketProvenance } : null,
      recruitmentDifficulty:
        market && market.difficulty !== null ? { value: market.difficulty, label: null, estimate: true, provenance: marketProvenance } : null,
      salary: null,
      pullFactors: null,
      jobBenefits: null,
      sources: sources.map(({ id, publisher, title, licence, attribution, url }) => ({ id, publisher, title, licence, attribution, url, credit: MARKET_SOURCE_CREDITS[id] })),
    };
  }
}

function yearsBetween(from: number, to: number) {
  return Array.from({ length: Math.max(0, to - from) + 1 }, (_, i) => from + i);
}
