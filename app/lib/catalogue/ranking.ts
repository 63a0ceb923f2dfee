/**
 * How a channel's score is made (spec 1 §9: results sorted by score descending). The SQL in
 * app/models/channel.server.ts is built from these same weights; tests check both agree.
 *
 * A score adds up three things:
 * - text relevance, when the recruiter typed something (full-text rank + trigram name similarity);
 * - fit to the target group per dimension: a channel aimed exactly at the selection beats one
 *   that merely covers it, which beats a generic (all-audience) channel;
 * - small quality signals: the editorial weight of the catalogue and the channel's track record.
 */
export const RANKING_WEIGHTS = {
  text: { rank: 4, nameSimilarity: 3, namePrefix: 2 },
  jobFunction: { exact: 3, related: 2, generic: 1 },
  location: { exact: 3, covering: 2, narrower: 1.5, international: 1 },
  industry: { exact: 2, generic: 0.5 },
  seniority: { exact: 1, generic: 0.25 },
  workingTerm: { exact: 1, generic: 0.25 },
  editorial: 0.5,
  trackRecord: 1.5,
} as const;

/** A track record counts from this many campaigns; this many applicants per campaign is "full marks". */
export const TRACK_RECORD_MIN_CAMPAIGNS = 3;
export const TRACK_RECORD_REFERENCE_APPLICANTS = 40;

export type FunctionFit = "exact" | "related" | "generic" | null;
export type LocationFit = "exact" | "covering" | "narrower" | "international" | null;
export type FlatFit = "exact" | "generic" | null;

export interface TrackRecord {
  campaigns: number;
  clicks: number;
  applicants: number;
}

export interface ChannelMatch {
  /** ts_rank of the search text, 0 without text */
  textRank?: number;
  /** trigram similarity of the search text and the channel name, 0..1 */
  nameSimilarity?: number;
  namePrefix?: boolean;
  jobFunction?: FunctionFit;
  location?: LocationFit;
  industry?: FlatFit;
  seniority?: FlatFit;
  workingTerm?: FlatFit;
  /** 0..1, set by the catalogue for widely used channels */
  editorialBoost?: number;
  trackRecord?: TrackRecord | null;
}

export function trackRecordFactor(record: TrackRecord | null | undefined) {
  if (!record || record.campaigns < TRACK_RECORD_MIN_CAMPAIGNS) return 0;
  const perCampaign = record.applicants / record.campaigns;
  return Math.min(1, Math.max(0, perCampaign / TRACK_RECORD_REFERENCE_APPLICANTS));
}

export function scoreChannel(match: ChannelMatch): number {
  const w = RANKING_WEIGHTS;
  let score = 0;
  score += w.text.rank * (match.textRank ?? 0);
  score += w.text.nameSimilarity * (match.nameSimilarity ?? 0);
  if (match.namePrefix) score += w.text.namePrefix;
  if (match.jobFunction) score += w.jobFunction[match.jobFunction];
  if (match.location) score += w.location[match.location];
  if (match.industry) score += w.industry[match.industry];
  if (match.seniority) score += w.seniority[match.seniority];
  if (match.workingTerm) score += w.workingTerm[match.workingTerm];
  score += w.editorial * Math.min(1, Math.max(0, match.editorialBoost ?? 0));
  score += w.trackRecord * trackRecordFactor(match.trackRecord);
  return Math.round(score * 1000) / 1000;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/**
 * Fit of a channel's targets to a tree selection (job functions or locations). `above`/`below`
 * are the ancestors/descendants of the selection (TreeIndex.selectionContext). Empty targets mean
 * the channel serves everyone (generic audience, international reach).
 */
export function treeFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): "exact" | "covering" | "narrower" | "all" | null {
  if (context.selected.length === 0) return null;
  if (targets.length === 0) return "all";
  if (overlaps(targets, context.selected)) return "exact";
  if (overlaps(targets, context.above)) return "covering";
  if (overlaps(targets, context.below)) return "narrower";
  return null;
}

export function functionFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): FunctionFit {
  const fit = treeFit(targets, context);
  if (fit === null) return null;
  if (fit === "all") return "generic";
  return fit === "exact" ? "exact" : "related";
}

export function locationFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): LocationFit {
  const fit = treeFit(targets, context);
  if (fit === null) return null;
  return fit === "all" ? "international" : fit;
}

export function flatFit(targets: readonly string[], selected: readonly string[]): FlatFit {
  if (selected.length === 0) return null;
  if (targets.length === 0) return "generic";
  return overlaps(targets, selected) ? "exact" : null;
}
