/**
 * spec 1 §4 "Campaign-builder transition status": inactive, saving-target-group,
 * target-group-saved, updating-campaign, campaign-updated, then back to inactive.
 *
 * Hirewave has no store for it: the status is read from Remix's fetcher and navigation states
 * while the target-group form is saved and the builder loads (the spec's /cb/?status=loading).
 */
export type BuilderTransitionStatus =
  | "inactive"
  | "saving-target-group"
  | "target-group-saved"
  | "updating-campaign"
  | "campaign-updated";

type RemixState = "idle" | "submitting" | "loading";

/** Where a saved target group leads: the builders and the job-description flow. */
const BUILDER_PATHS = /^\/(cb|media-channels-cb|job-description)\/?$/;

export function builderTransitionStatus(input: {
  /** state of the fetcher that posts the target-group form */
  fetcherState: RemixState;
  navigationState: RemixState;
  /** pathname the pending navigation goes to, if any */
  navigationPath?: string | null;
}): BuilderTransitionStatus {
  if (input.fetcherState === "submitting") return "saving-target-group";
  const toBuilder = input.navigationState !== "idle" && BUILDER_PATHS.test(input.navigationPath ?? "");
  if (toBuilder) return "updating-campaign";
  // the action answered with a redirect and the fetcher is following it
  if (input.fetcherState === "loading") return "target-group-saved";
  return "inactive";
}

/** The loading screen replaces the form (and the step bar) while the status is not inactive. */
export function isBuilderLoading(status: BuilderTransitionStatus) {
  return status !== "inactive" && status !== "campaign-updated";
}
