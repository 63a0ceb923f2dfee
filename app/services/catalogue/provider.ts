import type { ChannelCriteria } from "~/lib/catalogue/criteria";
import type { JobTitleOption, LocationOption } from "~/models/taxonomy.server";
import type { Lang, Option } from "~/lib/catalogue/options";
import type { ChannelDetails, RecommendedChannel, SearchOptions, SearchResult } from "~/lib/catalogue/types";

/**
 * The product knowledge base behind the catalogue (ARCHITECTURE §6): the embedded database
 * (app/services/catalogue/embedded.server.ts) or an external knowledge base over HTTP speaking
 * spec-2 §7 (pkb-http.server.ts). Chosen once from env in catalogue.server.ts.
 */
export interface CatalogueContext {
  companyId: string;
  /** en-US, de-DE or nl-NL */
  locale: string;
  lang: Lang;
}

export type ResolvedSearchOptions = Required<Omit<SearchOptions, "withFacets">> & { withFacets: boolean };

export interface KnowledgeBase {
  readonly name: "embedded" | "pkb";
  search(ctx: CatalogueContext, criteria: ChannelCriteria, options: ResolvedSearchOptions): Promise<SearchResult>;
  details(ctx: CatalogueContext, id: string): Promise<ChannelDetails | null>;
  /** spec-2 §7 /products-recommendations/ with the reason per product; absent = rank search results */
  recommendations?(ctx: CatalogueContext, criteria: ChannelCriteria, options: { excludeIds: string[]; limit: number }): Promise<RecommendedChannel[]>;
  jobTitles(ctx: CatalogueContext, text: string, limit: number): Promise<JobTitleOption[]>;
  jobTitle(ctx: CatalogueContext, id: string): Promise<JobTitleOption | null>;
  /** many titles' labels at once (the campaign lists); unknown ids are left out */
  jobTitleLabels(ctx: CatalogueContext, ids: string[]): Promise<Option[]>;
  locations(ctx: CatalogueContext, text: string, limit: number): Promise<LocationOption[]>;
  locationLabels(ctx: CatalogueContext, ids: string[]): Promise<LocationOption[]>;
  industries(ctx: CatalogueContext): Promise<Option[]>;
  jobFunctions(ctx: CatalogueContext): Promise<(Option & { parent: string | null })[]>;
}

export function langOf(locale: string): Lang {
  const l = locale.slice(0, 2).toLowerCase();
  return l === "de" || l === "nl" ? l : "en";
}
