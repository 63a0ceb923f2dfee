import { clampInt } from "../pagination";
import { CAMPAIGN_STATUSES } from "../campaign/status";

/** spec 1 §9 numbers for vacancies. */
export const VACANCIES_PAGE_SIZE = 10;
export const JOBS_FIRST_PAGE_SIZE = 10;
/** spec 1 §9: the dashboard's Vacancies widget, 5 per page */
export const VACANCY_WIDGET_PAGE_SIZE = 5;
/** the widget's page in the URL: the campaigns widget beside it has "page" */
export const VACANCY_WIDGET_PAGE_PARAM = "vpage";
export const VACANCY_PLACEHOLDER_CARDS = 3;
/** campaigns listed per vacancy before "show more" */
export const CAMPAIGNS_PER_VACANCY = 3;
export const VACANCY_SEARCH_DEBOUNCE_MS = 500;
/** while a fetch is requesting, the page asks again every 10,000 ms */
export const FETCH_POLL_MS = 10_000;
/** most campaigns returned per vacancy row (show more reveals the rest of these) */
export const CAMPAIGNS_PER_VACANCY_MAX = 50;

/** spec 1 §2: the dashboard tabs of an integrated company */
export const DASHBOARD_TABS = ["jobs", "campaigns"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** spec 1 §2 "/dashboard (default) with child /dashboard/campaigns": the campaigns tab has a path. */
export const DASHBOARD_TAB_PATHS: Record<DashboardTab, string> = {
  jobs: "/dashboard?tab=jobs",
  campaigns: "/dashboard/campaigns",
};

/**
 * The tab an integrated company's dashboard shows: /dashboard/campaigns, or ?tab=, else jobs first
 * with the jobs_first feature and campaigns without it.
 */
export function dashboardTab(url: URL, jobsFirst: boolean): DashboardTab {
  if (/^\/dashboard\/campaigns\/?$/.test(url.pathname)) return "campaigns";
  const asked = url.searchParams.get("tab");
  if (asked === "jobs" || asked === "campaigns") return asked;
  return jobsFirst ? "jobs" : "campaigns";
}

export const VACANCY_FACETS = ["contactNames", "regions", "campaignStatus"] as const;
export type VacancyFacet = (typeof VACANCY_FACETS)[number];
/** campaignStatus filter: "none" = no campaign yet, else a vacancy with a campaign in that status */
export const CAMPAIGN_STATUS_VALUES = ["none", ...CAMPAIGN_STATUSES] as const;

export interface VacancyListState {
  text: string;
  contactNames: string[];
  regions: string[];
  campaignStatus: string[];
  page: number;
}

const MAX_TEXT = 200;
const MAX_VALUES = 20;

/** The list's state from the URL (spec 1 §3 "Vacancy list state"); anything odd is dropped. */
export function parseVacancyListState(
  params: URLSearchParams,
  pageParam = "page",
): VacancyListState {
  const values = (name: string) =>
    [
      ...new Set(
        params
          .getAll(name)
          .map((v) => v.trim().slice(0, MAX_TEXT))
          .filter(Boolean),
      ),
    ].slice(0, MAX_VALUES);
  return {
    text: (params.get("q") ?? "").trim().slice(0, MAX_TEXT),
    contactNames: values("contactNames"),
    regions: values("regions"),
    campaignStatus: values("campaignStatus").filter((v) =>
      (CAMPAIGN_STATUS_VALUES as readonly string[]).includes(v),
    ),
    page: clampInt(params.get(pageParam)),
  };
}

export type FetchStatus = "requesting" | "fetched" | "error";

/** spec 1 §4: the server's text lower-cased with spaces as hyphens; anything unknown is an error. */
export function normalizeFetchStatus(value: string | null | undefined): FetchStatus {
  const status = (value ?? "").trim().toLowerCase().replace(/\s+/g, "-");
  return status === "requesting" || status === "fetched" ? status : "error";
}

/**
 * spec 1 §4 on leaving requesting: "modal" when the user asked for the fetch and it succeeded,
 * "reload" (back to page 1) when it succeeded without being asked, "none" on an error.
 */
export function afterFetch(previous: FetchStatus, next: FetchStatus, requestedByUser: boolean) {
  if (previous !== "requesting" || next === "requesting") return "none" as const;
  if (next !== "fetched") return "none" as const;
  return requestedByUser ? ("modal" as const) : ("reload" as const);
}

/**
 * True when going from one query string to the other turns only `param`'s page: the widget that
 * owns the parameter shows its placeholders, the lists beside it keep their rows.
 */
export function onlyPageParamChanged(currentSearch: string, nextSearch: string, param: string) {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams(nextSearch);
  if ((current.get(param) ?? "1") === (next.get(param) ?? "1")) return false;
  current.delete(param);
  next.delete(param);
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}
