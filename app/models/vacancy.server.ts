import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { Binding, preparedQuery, preparedStatement, runPreparedSql } from "~/db/prepared-query.server";
import { atsIntegrations, campaigns, companies, users, vacancies, type FetchCounts } from "~/db/schema";
import { containsPattern } from "~/lib/sql-like";
import { isUuid } from "~/lib/uuid";
import { CAMPAIGNS_PER_VACANCY_MAX, type VacancyListState } from "~/lib/vacancies/list";
import type { AtsConnectorKind, AtsVacancy } from "~/lib/vacancies/types";
import { notFound } from "~/lib/not-found";

/**
 * All SQL for vacancies and the ATS integration (issue 12 §2, spec 1 §3 "Vacancy", §7
 * "Vacancies"). Every function takes the company id first; another company's vacancy, settings or
 * feed key does not exist for the caller.
 */


export async function getIntegration(companyId: string) {
  const db = await getDb();
  // read by every dashboard of an integrated company: built once (preparedQuery)
  const binding = new Binding("integration");
  const where = eq(atsIntegrations.companyId, binding.value("companyId", companyId));
  const [row] = await preparedQuery(db, binding, () => db.select().from(atsIntegrations).where(where)).execute(binding.values);
  return row;
}

/** A feed key: 24 random bytes, URL-safe; unguessable like the share page's UUID. */
export function newFeedKey() {
  return randomBytes(24).toString("base64url");
}

/**
 * Saves the settings; enabled ⇒ the company `hasIntegration` (issue 12 §2). Changing the source
 * resets the status so the next fetch starts clean.
 */
export async function saveIntegration(
  companyId: string,
  input: {
    connector: AtsConnectorKind;
    baseUrl: string;
    boardToken: string | null;
    enabled: boolean;
  },
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(atsIntegrations)
      .values({ companyId, ...input, feedKey: newFeedKey() })
      .onConflictDoUpdate({
        target: atsIntegrations.companyId,
        set: { ...input, updatedAt: new Date() },
      });
    await tx
      .update(companies)
      .set({ hasIntegration: input.enabled })
      .where(eq(companies.id, companyId));
  });
}

export async function rotateFeedKey(companyId: string) {
  const db = await getDb();
  const [row] = await db
    .update(atsIntegrations)
    .set({ feedKey: newFeedKey(), updatedAt: new Date() })
    .where(eq(atsIntegrations.companyId, companyId))
    .returning({ feedKey: atsIntegrations.feedKey });
  return row?.feedKey ?? null;
}

/**
 * Marks a fetch as requesting unless one already is: only the caller that flips the status gets
 * true and enqueues the job, so an Update pressed on two instances (or twice) fetches once.
 * A fetch stuck in requesting for longer than `staleAfterMs` (a crashed worker) may be taken over.
 */
export async function claimFetch(
  companyId: string,
  options: { requestedBy: string | null; now?: Date; staleAfterMs?: number },
) {
  const db = await getDb();
  const now = options.now ?? new Date();
  const stale = new Date(now.getTime() - (options.staleAfterMs ?? 15 * 60_000));
  const rows = await db
    .update(atsIntegrations)
    .set({
      fetchStatus: "requesting",
      fetchRequestedAt: now,
      fetchRequestedBy: options.requestedBy,
      updatedAt: now,
    })
    .where(
      and(
        eq(atsIntegrations.companyId, companyId),
        eq(atsIntegrations.enabled, true),
        sql`(${atsIntegrations.fetchStatus} <> 'requesting' or ${atsIntegrations.fetchRequestedAt} < ${stale})`,
      ),
    )
    .returning({ companyId: atsIntegrations.companyId });
  return rows.length > 0;
}

export async function recordFetchError(
  companyId: string,
  code: string,
  detail: string,
  now = new Date(),
) {
  const db = await getDb();
  await db
    .update(atsIntegrations)
    .set({
      fetchStatus: "error",
      lastError: code,
      lastErrorDetail: detail.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(atsIntegrations.companyId, companyId));
}

/** The ATS integration as the fetch panel shows it (spec 1 §4), or null without one. */
export async function getAtsFetchState(companyId: string): Promise<AtsFetchState | null> {
  const [row] = await fetchStateOf({ companyId });
  return toAtsFetchState(row?.state ?? null);
}

/** The fetch panel's state of an integration (spec 1 §4), as the panel reads it. */
export interface AtsFetchState {
  enabled: boolean;
  fetchStatus: string;
  lastFetchedAt: Date | null;
  lastError: string | null;
  fetchRequestedBy: string | null;
  lastFetchCounts: FetchCounts | null;
}

/** AtsFetchState as `atsFetchStateSql` gives it: JSON, the time as text. */
export type AtsFetchStateJson = Omit<AtsFetchState, "lastFetchedAt"> & { lastFetchedAt: string | null };

/**
 * A company's fetch state as one JSON object, null without an integration. An SQL expression, so
 * the session read carries it for the dashboard and the vacancy list (decision 077: one statement
 * fewer on both) and `getAtsFetchState` reads the same on its own.
 */
export function atsFetchStateSql(companyId: SQL): SQL<AtsFetchStateJson | null> {
  return sql<AtsFetchStateJson | null>`(select json_build_object(
      'enabled', i.enabled, 'fetchStatus', i.fetch_status, 'lastFetchedAt', i.last_fetched_at, 'lastError', i.last_error,
      'fetchRequestedBy', i.fetch_requested_by, 'lastFetchCounts', i.last_fetch_counts
    ) from ats_integrations i where i.company_id = ${companyId})`;
}

export function toAtsFetchState(json: AtsFetchStateJson | null): AtsFetchState | null {
  return json && { ...json, lastFetchedAt: json.lastFetchedAt === null ? null : new Date(json.lastFetchedAt) };
}

const fetchStateOf = preparedStatement<{ state: AtsFetchStateJson | null }>(
  "hw_ats_fetch_state",
  sql`select ${atsFetchStateSql(sql`${sql.placeholder("companyId")}::uuid`)} as state`,
);

/** The modal was seen: the next fetch that this user did not ask for only reloads the list. */
export async function acknowledgeFetch(companyId: string, userId: string) {
  const db = await getDb();
  await db
    .update(atsIntegrations)
    .set({ fetchRequestedBy: null })
    .where(and(eq(atsIntegrations.companyId, companyId), eq(atsIntegrations.fetchRequestedBy, userId)));
}

export interface ResolvedVacancy extends AtsVacancy {
  locationId: string | null;
}

/**
 * One successful fetch, in one transaction: upsert every vacancy by (company, source, external
 * id), close the open ones the source no longer lists, and set the status fetched.
 */
export async function applyFetchedVacancies(
  companyId: string,
  source: string,
  list: ResolvedVacancy[],
  now = new Date(),
): Promise<{ upserted: number; closed: number; counts: FetchCounts }> {
  // one row per external id (the last one wins), so one statement may upsert them all
  const unique = [...new Map(list.map((v) => [v.externalId, v])).values()];
  const rows = unique.map((v) => {
    const { locationId, ...details } = v;
    return {
      companyId,
      source,
      externalId: v.externalId,
      title: v.title,
      details: details as unknown as Record<string, unknown>,
      regionLabel: v.region,
      locationId,
      contactName: v.contact?.name ?? null,
      status: "open",
      postedAt: v.postedAt ? new Date(v.postedAt) : null,
      updatedAt: now,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // issue 38 §5: a batch per statement instead of one per vacancy; a vacancy the source sends
    // unchanged (same title and details, still open) is left alone, so "updated" counts changes only
    const written: { inserted: boolean }[] = [];
    for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
      written.push(
        ...(await tx
          .insert(vacancies)
          .values(rows.slice(i, i + UPSERT_BATCH))
          .onConflictDoUpdate({
            target: [vacancies.companyId, vacancies.source, vacancies.externalId],
            set: {
              title: excluded("title"),
              details: excluded("details"),
              regionLabel: excluded("region_label"),
              locationId: excluded("location_id"),
              contactName: excluded("contact_name"),
              status: excluded("status"),
              postedAt: excluded("posted_at"),
              updatedAt: excluded("updated_at"),
            },
            setWhere: sql`${vacancies.status} <> 'open' or ${vacancies.title} is distinct from excluded."title" or ${vacancies.details} is distinct from excluded."details" or ${vacancies.locationId} is distinct from excluded."location_id"`,
          })
          // xmax is 0 for a row this statement inserted, set for one it updated
          .returning({ inserted: sql<boolean>`(xmax = 0)` })),
      );
    }
    const seen = unique.map((v) => v.externalId);
    const closed = await tx
      .update(vacancies)
      .set({ status: "closed", updatedAt: now })
      .where(
        and(
          eq(vacancies.companyId, companyId),
          eq(vacancies.source, source),
          eq(vacancies.status, "open"),
          seen.length ? notInArray(vacancies.externalId, seen) : undefined,
        ),
      )
      .returning({ id: vacancies.id });
    const inserted = written.filter((w) => w.inserted).length;
    const counts: FetchCounts = { new: inserted, updated: written.length - inserted, closed: closed.length };
    await tx
      .update(atsIntegrations)
      .set({
        fetchStatus: "fetched",
        lastFetchedAt: now,
        lastError: null,
        lastErrorDetail: null,
        lastFetchCounts: counts,
        updatedAt: now,
      })
      .where(eq(atsIntegrations.companyId, companyId));
    return { upserted: unique.length, closed: closed.length, counts };
  });
}

/** Rows per upsert statement: well below PostgreSQL's 65,535 bound parameters at 11 per row. */
const UPSERT_BATCH = 500;

/** Companies whose integration is on: the hourly sync's work list. */
export async function enabledIntegrationCompanies() {
  const db = await getDb();
  const rows = await db
    .select({ companyId: atsIntegrations.companyId })
    .from(atsIntegrations)
    .where(eq(atsIntegrations.enabled, true));
  return rows.map((r) => r.companyId);
}

export async function integrationByFeedKey(feedKey: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(feedKey)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ companyId: atsIntegrations.companyId, companyName: companies.name })
    .from(atsIntegrations)
    .innerJoin(companies, eq(companies.id, atsIntegrations.companyId))
    .where(eq(atsIntegrations.feedKey, feedKey));
  return row;
}

// ── the list (spec 1 §2 /vacancies, §7 overview.vacancy_overview) ──

const hasCampaignIn = (statuses: Placeholder[]) =>
  sql`exists (select 1 from ${campaigns} c where c.company_id = ${vacancies.companyId} and c.vacancy_id = ${vacancies.id} and c.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
const hasNoCampaign = sql`not exists (select 1 from ${campaigns} c where c.company_id = ${vacancies.companyId} and c.vacancy_id = ${vacancies.id})`;

/** The list's filters, their values bound as placeholders (one Binding per statement). */
function filters(
  binding: Binding,
  companyId: string,
  state: Omit<VacancyListState, "page">,
  except?: keyof VacancyListState,
): SQL[] {
  const where: SQL[] = [eq(vacancies.companyId, binding.value("companyId", companyId)), eq(vacancies.status, "open")];
  if (state.text) {
    binding.search();
    const pattern = binding.value("pattern", containsPattern(state.text));
    const text = binding.value("text", state.text);
    where.push(
      sql`(${vacancies.title} ilike ${pattern} or ${vacancies.details}->>'referenceId' ilike ${pattern} or ${vacancies.externalId} = ${text})`,
    );
  }
  if (except !== "contactNames" && state.contactNames.length)
    where.push(inArray(vacancies.contactName, binding.list("contact", state.contactNames)));
  if (except !== "regions" && state.regions.length)
    where.push(inArray(vacancies.regionLabel, binding.list("region", state.regions)));
  if (except !== "campaignStatus" && state.campaignStatus.length) {
    const statuses = state.campaignStatus.filter((s) => s !== "none");
    const none = state.campaignStatus.includes("none");
    if (none) binding.shape("no-campaign");
    const parts = [
      statuses.length ? hasCampaignIn(binding.list("campaignStatus", statuses)) : null,
      none ? hasNoCampaign : null,
    ].filter((p): p is SQL => p !== null);
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return where;
}

/** spec 1 §3 createdAt: when the ATS published the vacancy, else when we first saw it. */
const createdOn = sql<Date>`coalesce(${vacancies.postedAt}, ${vacancies.createdAt})`.mapWith(
  vacancies.createdAt,
);

export interface VacancyCampaign {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
  orderedAt: Date | null;
  /** where its draft continues (lib/vacancies/draft) */
  hasTargetGroup: boolean;
  /** who made it (null: made without a user, or the user was deleted) and their name */
  createdBy: string | null;
  authorName: string | null;
}

/** A person's name as the lists show it: first and last name, null when both are empty. */
const authorNameSql = (first: SQL | AnyColumn, last: SQL | AnyColumn) => sql<string | null>`nullif(trim(concat_ws(' ', ${first}, ${last})), '')`;

/** A VacancyCampaign as json_build_object gives it (the times as text). */
type VacancyCampaignJson = Omit<VacancyCampaign, "createdAt" | "orderedAt"> & { createdAt: string; orderedAt: string | null };

/**
 * One page of open vacancies, newest first (spec 1 §7: orderBy createdOn desc), with their
 * campaigns and the facet counts. A facet counts with every other filter applied, so choosing a
 * value in one facet does not empty the others.
 */
export async function searchVacancies(
  companyId: string,
  state: Omit<VacancyListState, "page"> & { limit: number; offset: number },
  /** false for the dashboard widget, which shows no filters: three queries fewer per page */
  { facets = true }: { facets?: boolean } = {},
) {
  const db = await getDb();
  // each statement is built once per shape of the filters (preparedQuery); limit and offset are values
  const pageBinding = new Binding("vacancy-page");
  const where = and(...filters(pageBinding, companyId, state));
  const limit = pageBinding.value("limit", state.limit);
  const offset = pageBinding.value("offset", state.offset);
  const campaignCompany = pageBinding.value("campaignCompanyId", companyId);
  const none = Promise.resolve([]);
  const facet = (name: "contactNames" | "regions", column: typeof vacancies.contactName | typeof vacancies.regionLabel) => {
    const binding = new Binding(`vacancy-facet-${name}`);
    const facetWhere = and(...filters(binding, companyId, state, name), sql`${column} is not null`);
    return preparedQuery(db, binding, () =>
      db.select({ key: column, count: sql<number>`count(*)::int` }).from(vacancies).where(facetWhere).groupBy(column),
    ).execute(binding.values);
  };
  const statusFacet = () => {
    const binding = new Binding("vacancy-facet-status");
    const statusWhere = and(...filters(binding, companyId, state, "campaignStatus"));
    return runPreparedSql<{ key: string; count: number }>(binding, () => sql`
      select coalesce(c.status, 'none') as key, count(distinct v.id)::int as count
      from ${vacancies} v left join ${campaigns} c on c.company_id = v.company_id and c.vacancy_id = v.id
      where v.id in (select ${vacancies.id} from ${vacancies} where ${statusWhere})
      group by 1`);
  };
  const [page, contactFacet, regionFacet, statusRows] = await Promise.all([
    // the page's rows with their campaigns (newest first, at most CAMPAIGNS_PER_VACANCY_MAX each)
    // in the same statement: read for the page's rows only, after the limit
    preparedQuery(db, pageBinding, () => {
      const pageRows = db
        .select({
          id: vacancies.id,
          title: vacancies.title,
          source: vacancies.source,
          regionLabel: vacancies.regionLabel,
          contactName: vacancies.contactName,
          createdAt: createdOn.as("created_on"),
          // the page and the number of matches in one statement (a round trip fewer per list)
          total: sql<number>`(count(*) over ())::int`.as("total"),
        })
        .from(vacancies)
        .where(where)
        .orderBy(desc(createdOn), asc(vacancies.title), asc(vacancies.id))
        .limit(limit)
        .offset(offset)
        .as("p");
      return db
        .select({
          id: pageRows.id,
          title: pageRows.title,
          source: pageRows.source,
          regionLabel: pageRows.regionLabel,
          contactName: pageRows.contactName,
          createdAt: pageRows.createdAt,
          total: pageRows.total,
          campaigns: sql<VacancyCampaignJson[] | null>`(
            select json_agg(json_build_object('id', c.id, 'name', c.name, 'status', c.status, 'createdAt', c.created_at,
                                              'orderedAt', c.ordered_at, 'hasTargetGroup', c.target_group is not null,
                                              'createdBy', c.created_by, 'authorName', ${authorNameSql(sql.raw("u.first_name"), sql.raw("u.last_name"))})
                            order by c.created_at desc, c.id asc)
              from (select c.id, c.name, c.status, c.created_at, c.ordered_at, c.target_group, c.created_by from ${campaigns} c
                     where c.company_id = ${campaignCompany} and c.vacancy_id = "p"."id"
                     order by c.created_at desc, c.id asc limit ${CAMPAIGNS_PER_VACANCY_MAX}) c
              left join ${users} u on u.id = c.created_by)`,
        })
        .from(pageRows)
        .orderBy(desc(pageRows.createdAt), asc(pageRows.title), asc(pageRows.id));
    }).execute(pageBinding.values),
    !facets ? none : facet("contactNames", vacancies.contactName),
    !facets ? none : facet("regions", vacancies.regionLabel),
    !facets ? none : statusFacet(),
  ]);
  // a page past the end has no row to carry the count: only then is it asked for on its own
  const count = async () =>
    (await db.select({ total: sql<number>`count(*)::int` }).from(vacancies).where(where).prepare("").execute(pageBinding.values))[0].total;
  const total = page.length ? page[0].total : state.offset > 0 ? await count() : 0;
  return {
    vacancies: page.map(({ total: _total, campaigns: made, createdAt, ...row }) => ({
      ...row,
      createdAt: new Date(createdAt),
      campaigns: (made ?? []).map((c) => ({ ...c, createdAt: new Date(c.createdAt), orderedAt: c.orderedAt ? new Date(c.orderedAt) : null })),
    })),
    total,
    facets: {
      contactNames: contactFacet.map((f) => ({ key: f.key!, count: f.count })),
      regions: regionFacet.map((f) => ({ key: f.key!, count: f.count })),
      campaignStatus: statusRows.map((f) => ({
        key: f.key === "notposteddraft" ? "pending" : f.key,
        count: Number(f.count),
      })),
    },
  };
}

export async function findVacancy(companyId: string, vacancyId: string) {
  if (!isUuid(vacancyId)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.companyId, companyId), eq(vacancies.id, vacancyId)));
  return row ? { ...row, details: row.details as unknown as AtsVacancy } : undefined;
}

export async function requireVacancy(companyId: string, vacancyId: string | null | undefined) {
  const vacancy = vacancyId ? await findVacancy(companyId, vacancyId) : undefined;
  if (!vacancy) notFound();
  return vacancy;
}

/** Every campaign made from a vacancy, newest first (the vacancy page, issue 38 §7). */
export async function vacancyCampaigns(companyId: string, vacancyId: string): Promise<VacancyCampaign[]> {
  const db = await getDb();
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
      createdAt: campaigns.createdAt,
      orderedAt: campaigns.orderedAt,
      hasTargetGroup: sql<boolean>`${campaigns.targetGroup} is not null`,
      createdBy: campaigns.createdBy,
      authorName: authorNameSql(users.firstName, users.lastName),
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.vacancyId, vacancyId)))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id));
}
