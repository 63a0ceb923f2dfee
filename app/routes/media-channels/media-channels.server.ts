import type { RequestArgs } from "~/services/http/request-context.server";
import { data, redirect } from "@remix-run/node";
import { channelCardData, type ChannelCardData } from "~/components/channels/channel-card";
import type { FilterChip } from "~/components/channels/filter-chips";
import type { FilterFeatures } from "~/components/channels/filter-panel";
import { CHANNEL_SEARCH_PAGE_SIZE, LOOKUP_LIMIT, MAX_LOAD_MORE_PAGES, visibleCount } from "~/lib/catalogue/constants";
import {
  EMPTY_CRITERIA,
  chooseJobTitle,
  criteriaToParams,
  parseCriteria,
  removeParam,
  addLocation,
  type ChannelCriteria,
} from "~/lib/catalogue/criteria";
import { requireCompany } from "~/services/auth/gate.server";
import {
  getJobTitleOption,
  getLocationOptions,
  lookupJobTitles,
  lookupLocations,
  searchChannels,
} from "~/services/catalogue/catalogue.server";
import { EMPTY_FACETS, type Facets } from "~/lib/catalogue/types";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { readUrl } from "~/services/http/request.server";

/**
 * Loader work of /media-channels (spec 1 §2 "Media-channel browsing"): the URL is the whole state;
 * this reads it, applies the feature gates and spec 1 §4's title/function rule, and runs one
 * search. Bad parameters answer 400 with the field errors (the page still renders).
 */
export async function loadChannelSearch(args: RequestArgs, basePath: string) {
  const { request } = args;
  const context = await requireCompany(args);
  const companyId = context.company.id;
  const locale = await getLocale(args);
  const t = await getT(args, "channels");
  const url = readUrl(request);
  const features: FilterFeatures & { chips: boolean } = {
    seniority: context.features.mc_filter_seniority,
    employmentType: context.features.mc_filter_employment_type,
    channelType: context.features.mc_filter_channel_type,
    jobFunctionTree: context.features.mc_filter_job_function_tree,
    chips: context.features.mc_show_filter_chips,
  };
  const base = {
    title: t("title"),
    locale,
    features,
    page: 1,
    criteria: EMPTY_CRITERIA,
    results: [] as ChannelCardData[],
    totalHits: 0,
    facets: EMPTY_FACETS as Facets,
    jobTitle: null as Awaited<ReturnType<typeof getJobTitleOption>>,
    locations: [] as Awaited<ReturnType<typeof getLocationOptions>>,
    titleQuery: null as string | null,
    titleChoices: [] as { label: string; hint: string; href: string }[],
    locationQuery: null as string | null,
    locationChoices: [] as { label: string; href: string }[],
    chips: [] as FilterChip[],
    canLoadMore: false,
    atPageLimit: false,
    errors: null as Record<string, string[]> | null,
  };

  const parsed = parseCriteria(url.searchParams);
  if (!parsed.success) return data({ ...base, errors: parsed.errors }, { status: 400 });

  // feature-gated filters do not exist for this company: their parameters are ignored
  let criteria: ChannelCriteria = {
    ...parsed.criteria,
    seniorityIds: features.seniority ? parsed.criteria.seniorityIds : [],
    workingTermIds: features.employmentType ? parsed.criteria.workingTermIds : [],
    types: features.channelType ? parsed.criteria.types : [],
  };
  const jobTitle = criteria.jobTitleId ? await getJobTitleOption(companyId, locale, criteria.jobTitleId) : null;
  if (criteria.jobTitleId && jobTitle) {
    // spec 1 §4: the title sets the job function; choosing another job function clears the title
    if (criteria.jobFunctionIds.length === 0) criteria = { ...criteria, jobFunctionIds: [jobTitle.jobFunction.id] };
    else if (!criteria.jobFunctionIds.includes(jobTitle.jobFunction.id)) criteria = { ...criteria, jobTitleId: null };
  } else if (criteria.jobTitleId && !jobTitle && !criteria.jobFunctionIds.length) {
    criteria = { ...criteria, jobTitleId: null };
  }
  const canonical = criteriaToParams(criteria);
  for (const key of ["page", "tq", "lq"]) for (const v of url.searchParams.getAll(key)) canonical.append(key, v);
  if (!sameMembers(canonical, url.searchParams)) {
    const query = canonical.toString();
    throw redirect(query ? `${basePath}?${query}` : basePath);
  }

  const search = url.search;
  const shown = visibleCount(parsed.page, CHANNEL_SEARCH_PAGE_SIZE);
  const [result, locations, titleOptions, locationOptions] = await Promise.all([
    searchChannels(companyId, criteria, {
      locale,
      offset: 0,
      limit: shown,
      // count only the facets this company's filter panel shows
      facets: [
        "country",
        "function",
        "industry",
        ...(features.seniority ? (["seniority"] as const) : []),
        ...(features.employmentType ? (["workingTerm"] as const) : []),
        ...(features.channelType ? (["type"] as const) : []),
      ],
    }),
    getLocationOptions(companyId, locale, criteria.locationIds),
    parsed.titleQuery ? lookupJobTitles(companyId, locale, parsed.titleQuery, LOOKUP_LIMIT) : [],
    parsed.locationQuery ? lookupLocations(companyId, locale, parsed.locationQuery, LOOKUP_LIMIT) : [],
  ]);

  return data({
    ...base,
    page: parsed.page,
    criteria,
    results: result.results.map(channelCardData),
    totalHits: result.totalHits,
    facets: result.facets,
    jobTitle: criteria.jobTitleId ? jobTitle : null,
    locations,
    titleQuery: parsed.titleQuery,
    titleChoices: titleOptions.map((o) => ({
      label: o.label,
      hint: t("lookup.function-hint", { label: o.jobFunction.label }),
      href: `${basePath}${chooseJobTitle(search, o.id, o.jobFunction.id || null)}`,
    })),
    locationQuery: parsed.locationQuery,
    locationChoices: locationOptions.map((o) => ({ label: o.label, href: `${basePath}${addLocation(search, o.id)}` })),
    chips: features.chips ? buildChips(criteria, result.facets, search, basePath) : [],
    canLoadMore: result.results.length < result.totalHits && parsed.page < MAX_LOAD_MORE_PAGES,
    atPageLimit: result.results.length < result.totalHits && parsed.page >= MAX_LOAD_MORE_PAGES,
  });
}

/** Same parameters, ignoring order and empty values (a GET form submits empty fields). */
function sameMembers(a: URLSearchParams, b: URLSearchParams) {
  const list = (p: URLSearchParams) =>
    [...p.entries()]
      .filter(([, v]) => v !== "")
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&");
  return list(a) === list(b);
}

function buildChips(criteria: ChannelCriteria, facets: Facets, search: string, basePath: string): FilterChip[] {
  const label = (options: { key: string; label: string }[], key: string) => options.find((o) => o.key === key)?.label ?? key;
  const chip = (param: string, value: string, text: string): FilterChip => ({
    key: `${param}:${value}`,
    label: text,
    removeHref: `${basePath}${removeParam(search, param, value)}`,
  });
  return [
    ...(criteria.text ? [chip("q", criteria.text, `“${criteria.text}”`)] : []),
    // the job title and the locations are not repeated here: they stand as removable chips under
    // their own fields whatever the flag says
    ...criteria.jobFunctionIds.map((id) => chip("jf", id, label(facets.jobFunctions, id))),
    ...criteria.industryIds.map((id) => chip("ind", id, label(facets.industries, id))),
    ...criteria.seniorityIds.map((id) => chip("sen", id, label(facets.seniorities, id))),
    ...criteria.workingTermIds.map((id) => chip("wt", id, label(facets.workingTerms, id))),
    ...criteria.types.map((id) => chip("type", id, label(facets.types, id))),
  ];
}
