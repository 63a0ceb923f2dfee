/** spec 1 §4 campaign statuses. */
export const CAMPAIGN_STATUSES = [
  "pending",
  "ordered",
  "online",
  "expired",
  "awaiting_approval",
  "approval_rejected",
  "processed",
  "notProcessed",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type DisplayStatus = CampaignStatus | "disabled";

/** notposteddraft is shown as pending; an absent status is shown as disabled. */
export function displayStatus(status: string | null | undefined): DisplayStatus {
  if (!status) return "disabled";
  if (status === "notposteddraft") return "pending";
  return (CAMPAIGN_STATUSES as readonly string[]).includes(status) ? (status as CampaignStatus) : "disabled";
}

/** The stored statuses shown as pending: drafts, not yet ordered and without an order request. */
export const PENDING_STATUSES = ["pending", "notposteddraft"] as const;

/** Pending campaigns can be edited, shared and deleted; others can be viewed and re-ordered. */
export function isPending(status: string | null | undefined) {
  return displayStatus(status) === "pending";
}

/** Statuses of a campaign whose order went through (an order that waits for approval is not one). */
export const ORDERED_STATUSES: readonly string[] = ["ordered", "online", "expired", "processed"];

export function isOrdered(status: string | null | undefined) {
  return ORDERED_STATUSES.includes(status ?? "");
}

/** spec 1 §4: lists sort by status in the order online, expired, ordered. */
export const STATUS_SORT_ORDER: readonly string[] = ["online", "expired", "ordered"];

/** A status's place in the list order: its index in STATUS_SORT_ORDER, every other status after them. */
export function statusSortRank(status: string | null) {
  const i = STATUS_SORT_ORDER.indexOf(displayStatus(status));
  return i === -1 ? STATUS_SORT_ORDER.length : i;
}

export function compareByStatus(
  a: { status: string | null; availabilityDate: string | Date | null },
  b: { status: string | null; availabilityDate: string | Date | null },
) {
  const byStatus = statusSortRank(a.status) - statusSortRank(b.status);
  if (byStatus !== 0) return byStatus;
  // within a status, earlier availability date first; campaigns without one last
  const time = (d: string | Date | null) => (d ? new Date(d).getTime() : Number.POSITIVE_INFINITY);
  return time(a.availabilityDate) - time(b.availabilityDate);
}

/**
 * A channel's own window by its dates: ordered → online at availability → expired after its days
 * online (issue 4 §1). Its delivery decides first (channelDisplayStatus in ./lifecycle.ts), and the
 * campaign's status is moved by the lifecycle job (docs/decisions/013).
 */
export function channelLifecycleStatus(
  orderedAt: Date | null,
  availableFrom: Date | null,
  daysOnline: number,
  now: Date,
): "pending" | "ordered" | "online" | "expired" {
  if (!orderedAt) return "pending";
  if (!availableFrom || now < availableFrom) return "ordered";
  const expiresAt = new Date(availableFrom.getTime() + daysOnline * 24 * 60 * 60 * 1000);
  return now < expiresAt ? "online" : "expired";
}

/** A campaign is online while any channel is online; expired once all are; otherwise ordered. */
export function campaignLifecycleStatus(channelStatuses: ReturnType<typeof channelLifecycleStatus>[]) {
  if (channelStatuses.length === 0) return "ordered" as const;
  if (channelStatuses.includes("online")) return "online" as const;
  if (channelStatuses.every((s) => s === "expired")) return "expired" as const;
  return "ordered" as const;
}
