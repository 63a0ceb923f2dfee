import type { TargetGroup } from "./target-group";
import { isPending } from "./status";
import { isUuid } from "~/lib/uuid";
import { clampInt } from "~/lib/pagination";

/**
 * Rules of the campaign lists (spec 1 §2 "Dashboard", "Campaigns overview list", "Campaign row
 * actions", §9; spec 2 §4, §9) as pure functions and constants, shared by server and browser.
 */

/** spec 1 §9: dashboard campaigns widget 5 per page. */
export const DASHBOARD_PAGE_SIZE = 5;
/** spec 1 §9: campaigns overview page 10. */
export const OVERVIEW_PAGE_SIZE = 10;
/** spec 1 §2: three loading placeholder cards on the overview. */
export const OVERVIEW_PLACEHOLDER_CARDS = 3;
/** spec 1 §4/§9: changing the search text refreshes the list after 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** spec 1 §4/§9: delete and other campaign actions wait 2 seconds, then reload the list. */
export const LIST_REFRESH_DELAY_MS = 2000;
export { COPIED_TOOLTIP_MS } from "~/lib/clipboard";

/** spec 1 §7 campaigns_list.get_campaign: the dashboard asks for these statuses. */
export const DASHBOARD_STATUSES = ["pending", "notposteddraft", "ordered", "online"] as const;

/** The search-param names of the dialogs a list can open (all addressable by URL). */
export const LIST_DIALOGS = ["delete", "reorder", "share", "export"] as const;
export type ListDialog = (typeof LIST_DIALOGS)[number];

/** One campaign as the lists show it (dashboard rows and overview cards). */
/** A list row's target-group fields (locations; job title, function and industries), from its labels. */
export function targetGroupFields(tg: TargetGroup | null | undefined): Pick<CampaignListRow, "hasTargetGroup" | "location" | "targetAudience"> {
  return {
    hasTargetGroup: Boolean(tg),
    location: tg?.regions?.map((region) => region.label) ?? [],
    targetAudience: tg
      ? [tg.jobTitle?.label, tg.jobFunction?.label, ...(tg.industries ?? []).map((i) => i.label)].filter((label): label is string => Boolean(label))
      : [],
  };
}

export interface CampaignListRow {
  id: string;
  name: string;
  status: string;
  createdAt: string;
  orderedAt: string | null;
  availabilityDate: string | null;
  hasTargetGroup: boolean;
  /** the target group's locations */
  location: string[];
  /** job title, job function and industries of the target group (ordered cards) */
  targetAudience: string[];
  /** who ordered it (ordered campaigns), else who created it */
  owner: string | null;
  /** the ordered total, in `currency` (the order's, decision 079) */
  priceCents: number | null;
  currency: string;
  /**
   * Clicks and applicants counted by the tracking links of an ordered campaign
   * (app/models/campaign-performance.server.ts); null for a campaign that is not ordered, which
   * cannot have any, so the card leaves them out instead of showing a zero.
   */
  clicks: number | null;
  applicants: number | null;
  /** the first day with a click, YYYY-MM-DD (spec 1 §3 list rows) */
  firstClickDate: string | null;
  /** channels that can be bought: export is disabled without any (spec 1 §2 "Modals") */
  purchasableCount: number;
}

export interface LinkableCampaign {
  id: string;
  status: string | null;
  hasTargetGroup: boolean;
}

/** spec 1 §2 "Other navigation targets". */
export const campaignPaths = {
  builder: (id: string) => `/cb/?id=${id}`,
  mediaChannelsBuilder: (id: string) => `/media-channels-cb/?id=${id}`,
  /** the builder's draft dialog for a campaign without a target group (issue 4) */
  draftDialog: (id: string) => `/media-channels-cb/?id=${id}&dialog=draft`,
  performance: (id: string) => `/campaign-performance/campaign/?id=${id}`,
  /** the campaign's analytics: the secondary link beside performance in analytics' lists */
  analytics: (id: string) => `/analytics/campaign?id=${id}`,
  jobDescription: (id: string) => `/job-description/?id=${id}`,
  checkout: (id: string) => `/campaigns/checkout/?id=${id}`,
  share: (id: string) => `/share-campaign/?id=${id}`,
};

/** spec 1 §2: edit goes to /cb with a target group; otherwise the draft dialog opens. */
export function editPath(campaign: LinkableCampaign) {
  return campaign.hasTargetGroup
    ? campaignPaths.builder(campaign.id)
    : campaignPaths.draftDialog(campaign.id);
}

/** spec 2 §2: the generator with a target group; otherwise the draft dialog opens. */
export function jobDescriptionPath(campaign: LinkableCampaign) {
  return campaign.hasTargetGroup
    ? campaignPaths.jobDescription(campaign.id)
    : campaignPaths.draftDialog(campaign.id);
}

/**
 * spec 1 §2: the campaign name links to the performance page, or for a pending campaign to the
 * builder (/cb with a target group, /media-channels-cb without).
 */
export function campaignNamePath(campaign: LinkableCampaign) {
  if (!isPending(campaign.status)) return campaignPaths.performance(campaign.id);
  return campaign.hasTargetGroup
    ? campaignPaths.builder(campaign.id)
    : campaignPaths.mediaChannelsBuilder(campaign.id);
}

/**
 * spec 1 §2 re-order: unchanged input goes to checkout; otherwise the builder with a target group,
 * or /media-channels-cb without one.
 */
export function reorderPath(
  copy: { campaignId: string; campaignInputChanged: boolean },
  hasTargetGroup: boolean,
) {
  if (!copy.campaignInputChanged) return campaignPaths.checkout(copy.campaignId);
  return hasTargetGroup
    ? campaignPaths.builder(copy.campaignId)
    : campaignPaths.mediaChannelsBuilder(copy.campaignId);
}

export type CampaignAction =
  "jobDescription" | "edit" | "share" | "export" | "delete" | "view" | "reorder";

/**
 * spec 1 §2 row actions: pending → job description (only with the AI generator), edit, share,
 * delete; others → view performance, re-order (only with copy_campaign). Export is offered for
 * every campaign (spec 1 §2 "Modals"); it is disabled when nothing can be purchased.
 */
export function campaignActions(
  campaign: Pick<LinkableCampaign, "status">,
  features: { aiJobDescriptionGenerator?: boolean; copyCampaign?: boolean },
): CampaignAction[] {
  if (isPending(campaign.status)) {
    return [
      ...(features.aiJobDescriptionGenerator ? (["jobDescription"] as const) : []),
      "edit",
      "share",
      "export",
      "delete",
    ];
  }
  return ["view", "export", ...(features.copyCampaign ? (["reorder"] as const) : [])];
}

// ── Overview list state in the URL ──────────────────────────────────────────────────────────

export const OVERVIEW_FACETS = ["author", "month", "status"] as const;
export type OverviewFacet = (typeof OVERVIEW_FACETS)[number];

export interface OverviewState {
  text: string;
  author: string[];
  month: string[];
  status: string[];
  page: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_TEXT = 200;
const MAX_VALUES = 50;

/** Reads the overview's state from its URL; anything malformed is dropped, never an error. */
export function parseOverviewState(params: URLSearchParams): OverviewState {
  const values = (name: string, valid: (v: string) => boolean) =>
    [
      ...new Set(
        params
          .getAll(name)
          .map((v) => v.trim())
          .filter((v) => v && valid(v)),
      ),
    ].slice(0, MAX_VALUES);
  return {
    text: (params.get("q") ?? "").trim().slice(0, MAX_TEXT),
    author: values("author", isUuid),
    month: values("month", (v) => MONTH.test(v)),
    status: values("status", (v) => /^[a-zA-Z_]{1,40}$/.test(v)),
    page: clampInt(params.get("page")),
  };
}

/** spec 1 §4: a filter toggle adds or removes the value and resets to page 1. */
export function toggleFilter(params: URLSearchParams, facet: OverviewFacet, value: string) {
  const next = new URLSearchParams(params);
  const current = next.getAll(facet);
  next.delete(facet);
  const toggled = current.includes(value)
    ? current.filter((v) => v !== value)
    : [...current, value];
  for (const v of toggled) next.append(facet, v);
  next.delete("page");
  return next;
}

/** The URL of another page of a list, keeping every other parameter (and closing dialogs). */
export function pageSearch(params: URLSearchParams, page: number) {
  const next = withoutDialogs(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}

export function withoutDialogs(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const dialog of LIST_DIALOGS) next.delete(dialog);
  return next;
}

export function withDialog(params: URLSearchParams, dialog: ListDialog, campaignId: string) {
  const next = withoutDialogs(params);
  next.set(dialog, campaignId);
  return next;
}

export function searchString(params: URLSearchParams) {
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The dialog the URL asks for, if any (first one wins). */
export function openDialog(
  params: URLSearchParams,
): { dialog: ListDialog; campaignId: string } | null {
  for (const dialog of LIST_DIALOGS) {
    const campaignId = params.get(dialog);
    if (campaignId) return { dialog, campaignId };
  }
  return null;
}

/** spec 1 §4: delete is for drafts only, re-order for the others. */
export function dialogAllowed(dialog: ListDialog, campaign: Pick<LinkableCampaign, "status">) {
  if (dialog === "delete") return isPending(campaign.status);
  if (dialog === "reorder") return !isPending(campaign.status);
  return true;
}

/**
 * The open dialog and its campaign, found among the rows on the page or the one extra campaign
 * the loader looked up for a dialog link to a campaign that is not on this page.
 */
export function resolveDialog<T extends LinkableCampaign>(
  params: URLSearchParams,
  rows: T[],
  extra?: T | null,
) {
  const open = openDialog(params);
  if (!open) return null;
  const campaign =
    rows.find((row) => row.id === open.campaignId) ??
    (extra?.id === open.campaignId ? extra : undefined);
  if (!campaign || !dialogAllowed(open.dialog, campaign)) return null;
  return { dialog: open.dialog, campaign };
}

/**
 * True when two URLs of the same list differ only in which dialog is open: such navigations need
 * no new list from the server (shouldRevalidate).
 */
export function onlyDialogChanged(current: URL, next: URL) {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  return (
    withoutDialogs(current.searchParams).toString() === withoutDialogs(next.searchParams).toString()
  );
}
