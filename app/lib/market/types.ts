import type { SalaryItem } from "~/lib/market/insight";
import type { Lang } from "~/lib/catalogue/options";
import type { MarketSourceCredit } from "~/lib/market/sources";

/**
 * What a market-data provider answers, whichever it is (the embedded statistics or the HTTP API of
 * spec 1 §3 "Other"). A null card means "no result": the screen leaves it out (spec 1 §5).
 */
export interface MarketQuery {
  /** ISO 3166 alpha-2, one of the 29 countries */
  country: string;
  /** ISCO-08 code of the occupation (usually a 4-digit unit group) */
  iscoCode: string;
  lang: Lang;
}

/** Where a card's figure comes from: the source tables, the ISCO group it describes and the year. */
export interface Provenance {
  sourceIds: string[];
  iscoGroup: string | null;
  year: number | null;
  /** the earlier year of a change over time (growth), when one is used */
  fromYear?: number | null;
  /** the ISCO group's name in the reader's language (issue 37 §5: say what the figure is about) */
  groupLabel?: string | null;
  /** years of the figures used that the source files name as a break in series */
  breaks?: number[];
}

export interface SizeCard {
  /** persons */
  total: number;
  regions: { label: string; value: number }[];
  provenance?: Provenance;
}

export interface ActivityCard {
  /** percent 0–100; null = not available from this provider */
  active: number | null;
  passive: number | null;
  notLooking: number | null;
  provenance?: Provenance;
}

export interface DifficultyCard {
  /** 0–10 */
  value: number;
  /** the provider's own label; the screen falls back to the gauge arc's label */
  label: string | null;
  /** true when derived by us (embedded provider): the card says "estimate" and gives the method */
  estimate: boolean;
  provenance?: Provenance;
}

export interface MarketInsight {
  country: string;
  iscoCode: string;
  /** when the data was last updated (import date, or the moment of the call for the HTTP API) */
  updatedAt: string;
  /** the latest year of the figures shown (embedded provider); the screen says "Data year …" */
  dataYear?: number | null;
  sizeTargetGroup: SizeCard | null;
  jobMarketActivity: ActivityCard | null;
  recruitmentDifficulty: DifficultyCard | null;
  salary: SalaryItem[] | null;
  pullFactors: { label: string; value: number | null }[] | null;
  jobBenefits: { label: string; value: number | null }[] | null;
  /**
   * attribution of every source used; `credit` (a source we import) lets the page translate the
   * words around the attribution, else `attribution` is shown as given
   */
  sources: { id: string; publisher: string; title: string; licence: string; attribution: string; url: string; credit?: MarketSourceCredit }[];
}

export interface Occupation {
  /** job-title id when the provider knows one (embedded: the ESCO concept) */
  id: string | null;
  title: string;
  iscoCode: string;
}

export interface MarketDataProvider {
  readonly name: "embedded" | "http";
  /** spec 1 §7: occupations by text (q, language, offset) */
  occupations(q: string, lang: Lang, offset: number, limit: number): Promise<Occupation[]>;
  /** spec 1 §7: market data; null when there is nothing for this country and occupation */
  marketData(query: MarketQuery): Promise<MarketInsight | null>;
}

/**
 * Insight → recommendations (issue 15 §3): the market insight of a campaign's occupation (its job
 * title's ISCO code) and country (its first location's country) for the campaign builder, beside
 * the basket. Only for companies with market_insights; any failure simply shows nothing.
 */
export interface BuilderMarketInsight {
  isco: string;
  country: string;
  countryName: string;
  /** "in the Netherlands", "in den Niederlanden" (issue 38 §10) */
  inCountry: string;
  jobTitleId: string;
  size: number | null;
  /** the ISCO groups the size and the difficulty are measured for (issue 37 §5) */
  sizeGroup: { code: string; label: string | null } | null;
  /** the year of the size's figures (issue 48 §5: say what the number is) */
  sizeYear: number | null;
  difficulty: { value: number; label: string | null; estimate: boolean; group: { code: string; label: string | null } | null } | null;
  high: boolean;
}
