import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { applicationImportCursors, applicationImports, atsApplications, atsSourceMappings, campaignChannels, campaigns, channels } from "~/db/schema";
import { APPLICATION_STAGES, type ApplicationConnector, type AttributionRule, type ImportedApplication } from "~/lib/outcomes/types";
import { normalSourceName } from "~/lib/outcomes/source-mapping";

/**
 * All SQL of the application import (issue 52, docs/decisions/076): its settings, its cursor and the
 * imported applications. Every function takes the company id first.
 */

export async function getApplicationImport(companyId: string) {
  const db = await getDb();
  const [row] = await db.select().from(applicationImports).where(eq(applicationImports.companyId, companyId));
  return row;
}

/** Saves the settings; `credential` undefined keeps the sealed one already stored. */
export async function saveApplicationImport(
  companyId: string,
  input: { connector: ApplicationConnector; baseUrl: string; enabled: boolean; credential?: string | null },
) {
  const db = await getDb();
  const { credential, ...rest } = input;
  const set = { ...rest, ...(credential === undefined ? {} : { credential }), updatedAt: new Date() };
  await db
    .insert(applicationImports)
    .values({ companyId, ...rest, credential: credential ?? null })
    .onConflictDoUpdate({ target: applicationImports.companyId, set });
}

export async function enabledApplicationImports() {
  const db = await getDb();
  const rows = await db
    .select({ companyId: applicationImports.companyId })
    .from(applicationImports)
    .where(eq(applicationImports.enabled, true));
  return rows.map((r) => r.companyId);
}

export async function setApplicationImportStatus(
  companyId: string,
  status: "idle" | "running" | "error",
  options: { error?: string | null; finishedAt?: Date } = {},
) {
  const db = await getDb();
  await db
    .update(applicationImports)
    .set({
      status,
      lastError: options.error ?? null,
      ...(options.finishedAt ? { lastImportedAt: options.finishedAt } : {}),
      updatedAt: new Date(),
    })
    .where(eq(applicationImports.companyId, companyId));
}

const cursorOf = (companyId: string, connector: string) =>
  and(eq(applicationImportCursors.companyId, companyId), eq(applicationImportCursors.connector, connector));

/**
 * The run to do: a run left unfinished (a crash between pages) continues at its next page with its
 * own start time; otherwise a new run starts now, reading what changed since the last finished one.
 */
export async function beginImportRun(companyId: string, connector: ApplicationConnector, now: Date) {
  const db = await getDb();
  await db
    .insert(applicationImportCursors)
    .values({ companyId, connector, runStartedAt: now })
    .onConflictDoUpdate({
      target: [applicationImportCursors.companyId, applicationImportCursors.connector],
      set: { runStartedAt: sql`coalesce(${applicationImportCursors.runStartedAt}, ${now.toISOString()}::timestamptz)` },
    });
  const [cursor] = await db
    .select({
      updatedSince: applicationImportCursors.updatedSince,
      runStartedAt: applicationImportCursors.runStartedAt,
      nextPage: applicationImportCursors.nextPage,
      pagesRead: applicationImportCursors.pagesRead,
    })
    .from(applicationImportCursors)
    .where(cursorOf(companyId, connector));
  return { ...cursor, runStartedAt: cursor.runStartedAt ?? now, resumed: cursor.nextPage !== null };
}

/** An application with the attribution it got (app/services/ats/applications/attribution.server.ts). */
export interface AttributedApplication extends ImportedApplication {
  vacancyId: string | null;
  campaignId: string | null;
  channelId: string | null;
  attributionRule: AttributionRule;
}

const stageRank = (stage: unknown) =>
  sql`array_position(array[${sql.raw(APPLICATION_STAGES.map((s) => `'${s}'`).join(","))}]::text[], ${stage})`;

/**
 * One page's applications and the cursor to the next page, in one transaction: a run killed after
 * this resumes at `nextPage` and never writes a page twice into two rows (upsert by external id).
 * Milestone dates keep the first time they were reached and the stage keeps the furthest one, so a
 * stage renamed or left again in the ATS does not undo an interview or an offer.
 */
export async function commitImportPage(
  companyId: string,
  connector: ApplicationConnector,
  rows: AttributedApplication[],
  nextPage: string | null,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      const t = atsApplications;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await tx
        .insert(t)
        .values(
          rows.map((r) => ({
            companyId,
            connector,
            externalId: r.externalId,
            atsJobId: r.atsJobId,
            vacancyId: r.vacancyId,
            campaignId: r.campaignId,
            channelId: r.channelId,
            attributionRule: r.attributionRule,
            sourceName: r.sourceName,
            stageId: r.stageId,
            stageName: r.stageName,
            stage: r.stage,
            status: r.status,
            appliedAt: r.appliedAt,
            interviewAt: r.interviewAt,
            offerAt: r.offerAt,
            hiredAt: r.hiredAt,
            rejectedAt: r.rejectedAt,
            atsUpdatedAt: r.atsUpdatedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [t.companyId, t.connector, t.externalId],
          set: {
            atsJobId: excluded("ats_job_id"),
            vacancyId: excluded("vacancy_id"),
            campaignId: excluded("campaign_id"),
            channelId: excluded("channel_id"),
            attributionRule: excluded("attribution_rule"),
            sourceName: excluded("source_name"),
            stageId: excluded("stage_id"),
            stageName: excluded("stage_name"),
            stage: sql`case when ${stageRank(excluded("stage"))} >= ${stageRank(t.stage)} then ${excluded("stage")} else ${t.stage} end`,
            status: excluded("status"),
            interviewAt: sql`coalesce(${t.interviewAt}, ${excluded("interview_at")})`,
            offerAt: sql`coalesce(${t.offerAt}, ${excluded("offer_at")})`,
            hiredAt: sql`coalesce(${excluded("hired_at")}, ${t.hiredAt})`,
            rejectedAt: excluded("rejected_at"),
            atsUpdatedAt: excluded("ats_updated_at"),
            importedAt: sql`now()`,
          },
        });
    }
    await tx
      .update(applicationImportCursors)
      .set({ nextPage, pagesRead: sql`${applicationImportCursors.pagesRead} + 1`, updatedAt: new Date() })
      .where(cursorOf(companyId, connector));
  });
}

/** The run is done: the next one reads what changed since this one started. */
export async function finishImportRun(companyId: string, connector: ApplicationConnector) {
  const db = await getDb();
  await db
    .update(applicationImportCursors)
    .set({
      updatedSince: sql`${applicationImportCursors.runStartedAt}`,
      runStartedAt: null,
      nextPage: null,
      pagesRead: 0,
      updatedAt: new Date(),
    })
    .where(cursorOf(companyId, connector));
}

/**
 * Issue 52 §5: the company deletes what was imported — every application and the cursors (a later
 * import starts from the beginning). The import's settings stay, switched off.
 */
export async function deleteImportedApplications(companyId: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(atsApplications)
      .where(eq(atsApplications.companyId, companyId))
      .returning({ id: atsApplications.id });
    await tx.delete(applicationImportCursors).where(eq(applicationImportCursors.companyId, companyId));
    await tx
      .update(applicationImports)
      .set({ enabled: false, status: "idle", lastError: null, updatedAt: new Date() })
      .where(eq(applicationImports.companyId, companyId));
    return deleted.length;
  });
}

export async function countImportedApplications(companyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(atsApplications)
    .where(eq(atsApplications.companyId, companyId));
  return row.n;
}

/** The company's own source → channel choices (issue 52 §2), keyed by normalised source name. */
export async function companySourceMappings(companyId: string) {
  const db = await getDb();
  const rows = await db
    .select({ sourceName: atsSourceMappings.sourceName, channelId: atsSourceMappings.channelId })
    .from(atsSourceMappings)
    .where(eq(atsSourceMappings.companyId, companyId));
  return new Map(rows.map((r) => [r.sourceName, r.channelId]));
}

export async function saveSourceMapping(companyId: string, sourceName: string, channelId: string | null) {
  const db = await getDb();
  const key = normalSourceName(sourceName);
  await db
    .insert(atsSourceMappings)
    .values({ companyId, sourceName: key, channelId })
    .onConflictDoUpdate({
      target: [atsSourceMappings.companyId, atsSourceMappings.sourceName],
      set: { channelId, updatedAt: new Date() },
    });
}

export async function deleteSourceMapping(companyId: string, sourceName: string) {
  const db = await getDb();
  await db
    .delete(atsSourceMappings)
    .where(and(eq(atsSourceMappings.companyId, companyId), eq(atsSourceMappings.sourceName, normalSourceName(sourceName))));
}

/**
 * The sources seen in the company's imported applications, with how many came from each, for the
 * mapping table in the settings (issue 52 §2).
 */
export async function importedSources(companyId: string) {
  const db = await getDb();
  return db
    .select({ sourceName: atsApplications.sourceName, applications: sql<number>`count(*)::int` })
    .from(atsApplications)
    .where(and(eq(atsApplications.companyId, companyId), sql`${atsApplications.sourceName} is not null`))
    .groupBy(atsApplications.sourceName)
    .orderBy(sql`count(*) desc`, atsApplications.sourceName)
    .limit(200);
}

/** The channels the company has ordered: what a source can be mapped to (issue 52 §2). */
export async function orderedChannelChoices(companyId: string) {
  const db = await getDb();
  return db
    .selectDistinct({ id: channels.id, name: channels.name })
    .from(campaignChannels)
    .innerJoin(campaigns, eq(campaigns.id, campaignChannels.campaignId))
    .innerJoin(channels, eq(channels.id, campaignChannels.channelId))
    .where(and(eq(campaigns.companyId, companyId), isNotNull(campaigns.orderedAt)))
    .orderBy(asc(channels.name));
}
