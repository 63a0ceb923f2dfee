/**
 * Applications back from the ATS (issue 52, docs/decisions/076): the words shared by the import,
 * the attribution and the outcome figures. An application is an id, a vacancy, a source, a stage
 * and dates — nothing that names or describes the candidate (issue 52 §5).
 */

/** The ATS APIs we read applications from (issue 52 §1). */
export const APPLICATION_CONNECTORS = ["greenhouse", "lever", "personio"] as const;
export type ApplicationConnector = (typeof APPLICATION_CONNECTORS)[number];

/**
 * Our stage of an application, furthest first reached: an ATS's own stage names vary per company
 * and get renamed, so each is classified into one of these (app/lib/outcomes/stages.ts).
 */
export const APPLICATION_STAGES = ["applied", "screening", "interview", "offer", "hired"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Where the application stands now in the ATS. */
export const APPLICATION_STATUSES = ["active", "rejected", "hired", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The rule that attributed an application to a channel (issue 52 §2), in the order they are tried;
 * "unattributed" when none did — such applications stay visible as such.
 */
export const ATTRIBUTION_RULES = ["tracking-parameter", "source-mapping", "visitor", "unattributed"] as const;
export type AttributionRule = (typeof ATTRIBUTION_RULES)[number];

/**
 * One application as a connector returns it, already reduced to what we keep (decision 076).
 * `trackingValues` are the values the ATS kept from the apply URL (Greenhouse's gh_src tracking
 * link source, Lever's lever-source / sources, utm_source): compared with our tracking parameters.
 */
export interface ImportedApplication {
  externalId: string;
  /** the ATS's job (requisition / posting) id: our vacancy's external id */
  atsJobId: string | null;
  sourceName: string | null;
  trackingValues: string[];
  /** first-party visitor id the career site posted with the application (issue 14 snippet) */
  visitorId: string | null;
  /** the ATS's stage id and name as it is now */
  stageId: string | null;
  stageName: string | null;
  stage: ApplicationStage;
  status: ApplicationStatus;
  appliedAt: Date;
  interviewAt: Date | null;
  offerAt: Date | null;
  /** offer accepted / hired: the end of time to hire */
  hiredAt: Date | null;
  rejectedAt: Date | null;
  atsUpdatedAt: Date;
}
