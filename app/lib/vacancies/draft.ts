import { isPending, PENDING_STATUSES } from "../campaign/status";

/**
 * A vacancy's draft: a campaign made from it that is not ordered and has no order request. Start
 * campaign continues the newest one instead of making another campaign of the same name; "Start
 * new campaign" makes another on purpose.
 */
export const VACANCY_DRAFT_STATUSES = PENDING_STATUSES;

/**
 * Where a vacancy's draft is continued: the builder once it has a target group; without one the
 * vacancy flow's target-group form, since the builder would send it to the channel search instead.
 */
export function vacancyDraftPath(draft: { id: string; hasTargetGroup: boolean }) {
  return draft.hasTargetGroup ? `/cb/?id=${draft.id}` : `/start-campaign/target-group?id=${draft.id}`;
}

/** The draft that Continue opens: the first in a list that is newest first, as the server picks it. */
export function newestDraft<T extends { status: string }>(campaigns: readonly T[]) {
  return campaigns.find((c) => isPending(c.status));
}
