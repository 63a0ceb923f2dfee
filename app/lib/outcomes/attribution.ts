import { defaultSlugsFor, normalSourceName, slugMatches } from "./source-mapping";
import type { AttributionRule, ImportedApplication } from "./types";

/**
 * Issue 52 §2: which campaign and channel an application came through, and by which rule.
 * Pure: the import loads the candidates (app/services/ats/applications/attribution.server.ts).
 */
export interface CampaignCandidate {
  id: string;
  /** when its channels went online (availability date, else the order date) */
  startedAt: Date;
  channels: { id: string; slug: string; /** the utm_source our tracking link set for it */ utmSource: string | null }[];
}

export interface AttributionContext {
  /** the ATS job id → our vacancy id */
  vacancies: Map<string, string>;
  /** our vacancy id → its ordered campaigns */
  campaigns: Map<string, CampaignCandidate[]>;
  /** the company's own source mappings: normalised source name → channel id (null: no channel) */
  mappings: Map<string, string | null>;
  /** `${campaignId} ${visitorId}` → the channel our tracking counted that applicant on */
  visitors: Map<string, string>;
}

export interface Attribution {
  vacancyId: string | null;
  campaignId: string | null;
  channelId: string | null;
  attributionRule: AttributionRule;
}

/** Our own tag in an ATS source: "hirewave-<channel slug>" (gh_src source name, lever-source). */
export const trackingTag = (slug: string) => `hirewave-${slug}`;

/**
 * The campaign is the latest one of the vacancy that had started on the application date; an
 * application from before any of its campaigns started was not brought by them.
 */
export function campaignFor(candidates: CampaignCandidate[] | undefined, appliedAt: Date) {
  return (candidates ?? [])
    .filter((c) => c.startedAt.getTime() <= appliedAt.getTime())
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
}

export function attribute(application: ImportedApplication, context: AttributionContext): Attribution {
  const vacancyId = application.atsJobId ? (context.vacancies.get(application.atsJobId) ?? null) : null;
  const campaign = vacancyId ? campaignFor(context.campaigns.get(vacancyId), application.appliedAt) : undefined;
  const none: Attribution = { vacancyId, campaignId: campaign?.id ?? null, channelId: null, attributionRule: "unattributed" };
  if (!campaign) return none;
  const found = (channelId: string | undefined, attributionRule: AttributionRule): Attribution | null =>
    channelId ? { vacancyId, campaignId: campaign.id, channelId, attributionRule } : null;

  // 1. our tracking parameters, carried into the ATS's source
  const values = application.trackingValues.map(normalSourceName);
  const byTracking = campaign.channels.find(
    (c) => values.includes(trackingTag(c.slug)) || (c.utmSource !== null && values.includes(normalSourceName(c.utmSource))),
  );
  const first = found(byTracking?.id, "tracking-parameter");
  if (first) return first;

  // 2. the ATS's source name through the company's mapping, else the reviewed defaults
  if (application.sourceName) {
    const key = normalSourceName(application.sourceName);
    const mapped = context.mappings.has(key)
      ? campaign.channels.find((c) => c.id === context.mappings.get(key))
      : campaign.channels.find((c) => defaultSlugsFor(key).some((pattern) => slugMatches(pattern, c.slug)));
    const second = found(mapped?.id, "source-mapping");
    if (second) return second;
  }

  // 3. our first-party tracking: the visitor who applied, counted on a channel of this campaign
  if (application.visitorId) {
    const channelId = context.visitors.get(`${campaign.id} ${application.visitorId}`);
    const third = found(campaign.channels.find((c) => c.id === channelId)?.id, "visitor");
    if (third) return third;
  }
  return none;
}
