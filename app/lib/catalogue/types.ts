import type { ChannelType } from "~/lib/catalogue/constants";
import type { Option } from "~/lib/catalogue/options";
import type { FlatFit, FunctionFit, LocationFit, TrackRecord } from "~/lib/catalogue/ranking";

/**
 * What the catalogue hands to screens, whichever provider answers (the database or an external
 * knowledge base, spec-2 §7). Field names follow spec 1 §3 "Channel".
 */

/** The dimensions the catalogue counts its channels by (the filter panel's facets). */
export const FACET_DIMENSIONS = ["country", "function", "industry", "seniority", "workingTerm", "type"] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

export interface ChannelSummary {
  id: string;
  name: string;
  focus: string;
  type: ChannelType;
  audience: "generic" | "niche";
  numberOfDaysOnline: number;
  timeToProcessDays: number;
  /** cents (spec 1 §3) */
  price: number;
  currency: string;
  logoUrl: string;
  homepage: string;
  /** the short part of the description (before "-----") */
  shortDescription: string;
  availableForPurchase: boolean;
  bundle_id: string | null;
  isAddon: boolean;
  isEvent: boolean;
  isMyChannel: boolean;
  /** countries (ISO codes) the channel reaches; empty = international */
  countries: string[];
  score: number;
  /** why it ranks where it does (embedded knowledge base only): input of the reason composer */
  match?: ChannelMatchInfo;
}

export interface ChannelMatchInfo {
  jobFunction: FunctionFit;
  location: LocationFit;
  industry: FlatFit;
  seniority: FlatFit;
  workingTerm: FlatFit;
  trackRecord: TrackRecord | null;
  expected: { min: number; max: number };
  jobFunctionIds: string[];
  locationIds: string[];
  industryIds: string[];
  /** the audience the channel is for: recommendations hold back student, executive and freelance boards */
  seniorityIds: string[];
  workingTermIds: string[];
  categoryIds: string[];
  /** the experience levels the channel reaches (app/lib/catalogue/audience.ts), empty = all */
  experienceLevels: string[];
  /** the languages of the channel's audience (ISO 639-1), stated or its countries' */
  languages: string[];
  /**
   * the catalogue's weight for widely used channels, 0–100 (reach): its reach in the target's
   * country where the catalogue states one (import column `reach`)
   */
  editorialBoost: number;
  /** ISCO-08 codes or prefixes of the occupations the channel serves (import column `occupations`), empty = all */
  iscoCodes?: string[];
}

export interface ChannelDetails extends ChannelSummary {
  description: string;
  longDescription: string;
  crosspostings: string[];
  hasHtmlPosting: boolean;
  locations: Option[];
  jobFunctions: Option[];
  industries: Option[];
  seniorities: Option[];
  workingTerms: Option[];
  categories: Option[];
  /** clicks through the ad per posting and where the range comes from (docs/decisions/078); max 0: none */
  expectedResponses: { min: number; max: number; basis: "track-record" | "catalogue"; campaigns: number };
  bundleName: string | null;
}

export interface FacetOption {
  /** spec 1 §3: a facet option has key and recordCount (and a label) */
  key: string;
  label: string;
  recordCount: number;
  /** job-function tree: the parent key */
  parent?: string | null;
}

export interface Facets {
  countries: FacetOption[];
  jobFunctions: FacetOption[];
  industries: FacetOption[];
  seniorities: FacetOption[];
  workingTerms: FacetOption[];
  types: FacetOption[];
}

export const EMPTY_FACETS: Facets = {
  countries: [],
  jobFunctions: [],
  industries: [],
  seniorities: [],
  workingTerms: [],
  types: [],
};

export interface SearchOptions {
  offset?: number;
  limit?: number;
  /** products already in the basket */
  excludeIds?: string[];
  /** add-ons and events have their own lists; the channel search leaves add-ons out */
  kind?: "channels" | "addons" | "events" | "all";
  purchasableOnly?: boolean;
  onlyMyChannels?: boolean;
  withFacets?: boolean;
  /** which facets to count (each costs a pass over the matches); default all */
  facets?: readonly FacetDimension[];
  /**
   * issue 51 §1: channels for another experience level than the target group's are left out
   * ("filter": recommendations and "Also relevant") or ranked after the others ("order", default)
   */
  audience?: "filter" | "order";
  /** the target group's levels when not those of the criteria (null: from the criteria) */
  levels?: string[] | null;
}

export interface SearchResult {
  results: ChannelSummary[];
  totalHits: number;
  facets: Facets;
  /** spec 1 §3 order: { orderBy: "_score", sortOrder: "desc" } */
  order: { offset: number; limit: number; orderBy: "_score"; sortOrder: "desc" };
  /** set when the provider failed: the list then reads as zero results (spec 1 §8) */
  failed?: boolean;
}

export interface RecommendedChannel extends ChannelSummary {
  reason: string;
}

/** spec 1 §3 "Product lists". AI results are kept apart from the others (spec 1 §4). */
export interface ChannelLists {
  recommended: RecommendedChannel[];
  aiRecommended: RecommendedChannel[];
  aiRecommendedPrompt: string | null;
  aiRecommendedExplanation: Record<string, string>;
  relevant: ChannelSummary[];
  myChannel: ChannelSummary[];
  addonsChannel: ChannelSummary[];
  eventChannel: ChannelSummary[];
  productCount: number;
  nextRelevant: number | null;
}


/** A channel without any forecast figure. */
export const NO_FORECAST: ChannelDetails["expectedResponses"] = { min: 0, max: 0, basis: "catalogue", campaigns: 0 };
