import type { TargetGroup } from "~/lib/campaign/target-group";
import { CHANNEL_SEARCH_PAGE_SIZE } from "~/lib/catalogue/constants";
import { EMPTY_CRITERIA, type ChannelCriteria } from "~/lib/catalogue/criteria";
import { recommendChannels, searchChannels } from "~/services/catalogue/catalogue.server";
import type { ChannelSummary, RecommendedChannel } from "~/lib/catalogue/types";

/**
 * The builder's channel lists from the catalogue service (issue 3): recommended, AI-recommended
 * (kept apart, with a reason per product), relevant, my channels, add-ons, event channels, and the
 * filtered search with "load more".
 */

/** spec 1 §3 criteria of a campaign's target group. */
export function criteriaOfTargetGroup(targetGroup: TargetGroup): ChannelCriteria {
  return {
    ...EMPTY_CRITERIA,
    jobTitleId: targetGroup.jobTitle?.id ?? null,
    jobFunctionIds: targetGroup.jobFunction ? [targetGroup.jobFunction.id] : [],
    locationIds: (targetGroup.regions ?? []).map((r) => r.id),
    industryIds: (targetGroup.industries ?? []).map((i) => i.id),
    // recommendations keep student and executive boards for target groups that ask for them
    seniorityIds: targetGroup.seniority ? [targetGroup.seniority.id] : [],
    workingTermIds: targetGroup.workingTerm ? [targetGroup.workingTerm.id] : [],
  };
}

export interface BuilderLists {
  aiRecommended: RecommendedChannel[];
  recommended: RecommendedChannel[];
  relevant: ChannelSummary[];
  myChannel: ChannelSummary[];
  addonsChannel: ChannelSummary[];
  eventChannel: ChannelSummary[];
}

export interface FilteredSearch {
  text: string;
  page: number;
  results: ChannelSummary[];
  totalHits: number;
  hasMore: boolean;
}

/**
 * The lists for a target group. The basket's products are left out of them (the service's
 * excludeIds, spec 1 §3), so each add brings the next fitting channel up; AI picks stay apart.
 */
export async function loadBuilderLists(
  companyId: string,
  targetGroup: TargetGroup,
  locale: string,
  options: { aiRecommendations: boolean; basketIds: string[]; relevantPage?: number },
): Promise<BuilderLists & { hasMoreRelevant: boolean }> {
  const relevantPage = Math.max(1, options.relevantPage ?? 1);
  const lists = await recommendChannels(companyId, criteriaOfTargetGroup(targetGroup), {
    locale,
    excludeIds: options.basketIds,
    ai: options.aiRecommendations,
    // spec 1 §4: loading more adds one page size
    relevantOffset: 0,
    relevantLimit: relevantPage * CHANNEL_SEARCH_PAGE_SIZE,
  });
  return {
    aiRecommended: lists.aiRecommended,
    recommended: lists.recommended,
    relevant: lists.relevant,
    myChannel: lists.myChannel,
    addonsChannel: lists.addonsChannel,
    eventChannel: lists.eventChannel,
    hasMoreRelevant: lists.nextRelevant !== null,
  };
}

/**
 * The filtered search (spec 1 §9: 20 per page by score, "load more" adds a page). Channels in the
 * basket stay in the results and show as added, so a search confirms what is chosen.
 */
export async function searchBuilderChannels(
  companyId: string,
  criteria: ChannelCriteria,
  page: number,
  locale: string,
): Promise<FilteredSearch> {
  const result = await searchChannels(companyId, criteria, {
    locale,
    offset: 0,
    limit: page * CHANNEL_SEARCH_PAGE_SIZE,
    withFacets: false,
  });
  return {
    text: criteria.text,
    page,
    results: result.results,
    totalHits: result.totalHits,
    hasMore: page * CHANNEL_SEARCH_PAGE_SIZE < result.totalHits,
  };
}
