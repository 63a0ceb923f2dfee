/**
 * The campaign step bar (spec 1 §2 "Campaign step bar", §4, §5 "Step links for steps not done
 * ignore clicks"). Pure: which pages show it, and the state and link of each step.
 */
export const CAMPAIGN_STEPS = ["audience", "campaign", "job-ad", "order"] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];

/** Pages that show the bar; all but start-campaign need a campaign id. */
const STEP_BAR_PAGES: { path: RegExp; needsId: boolean }[] = [
  { path: /^\/start-campaign(\/target-group)?$/, needsId: false },
  { path: /^\/(cb|media-channels-cb|campaigns\/builder)$/, needsId: true },
  { path: /^\/campaigns\/(checkout|job-ad)$/, needsId: true },
];

/**
 * spec 1 §2: shown only on start-campaign, builder, checkout or job-ad (the last three need a
 * campaign id) and not while the query status is loading. The start-campaign dialog over the
 * dashboard (?start-campaign) counts as start-campaign.
 */
export function showStepBar(pathname: string, search: string | URLSearchParams) {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (params.get("status") === "loading") return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if ((path === "/dashboard" || path === "/dashboard/campaigns") && params.has("start-campaign")) return true;
  const page = STEP_BAR_PAGES.find((p) => p.path.test(path));
  if (!page) return false;
  return !page.needsId || Boolean(params.get("id"));
}

export interface StepBarInput {
  campaignId: string | null;
  current: CampaignStep;
  /** steps after the current one that are done already (e.g. a job ad saved before going back) */
  done?: readonly CampaignStep[];
  /** earlier steps that are not done (a campaign without a target group): shown open, still reachable */
  undone?: readonly CampaignStep[];
  ordered?: boolean;
  /** where "build audience" opens the target-group dialog; default /start-campaign/?id= */
  audienceHref?: string;
  /** the builder of this campaign: /cb (with a target group) or /media-channels-cb */
  builderHref?: string;
}

export interface StepView {
  key: CampaignStep;
  state: "done" | "current" | "upcoming";
  /** a link only for a done step that is not the current page; none once ordered */
  href: string | null;
}

export function stepHref(step: CampaignStep, input: StepBarInput): string | null {
  const id = input.campaignId;
  if (step === "audience") return input.audienceHref ?? (id ? `/start-campaign/?id=${id}` : "/start-campaign");
  if (!id) return null;
  switch (step) {
    case "campaign":
      return input.builderHref ?? `/cb/?id=${id}`;
    case "job-ad":
      return `/campaigns/job-ad/?id=${id}`;
    case "order":
      return `/campaigns/checkout/?id=${id}`;
  }
}

/**
 * spec 1 §4: earlier steps are done; later steps are clickable only once done. An ordered
 * campaign shows every step done (and the ordered marker) and can no longer be edited.
 */
export function stepViews(input: StepBarInput): StepView[] {
  const currentIndex = CAMPAIGN_STEPS.indexOf(input.current);
  return CAMPAIGN_STEPS.map((key, index) => {
    if (input.ordered) return { key, state: "done", href: null };
    if (index === currentIndex) return { key, state: "current", href: null };
    if (index < currentIndex && (input.undone ?? []).includes(key)) return { key, state: "upcoming", href: stepHref(key, input) };
    const done = index < currentIndex || (input.done ?? []).includes(key);
    return { key, state: done ? "done" : "upcoming", href: done ? stepHref(key, input) : null };
  });
}
