import { and, asc, desc, eq, inArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { createCache } from "~/platform/cache.server";
import { campaignFacetCounts, campaignStatusRank, campaigns, memberships, users } from "~/db/schema";
import { targetGroupFields, type CampaignListRow } from "~/lib/campaign/list";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { isOrdered, STATUS_SORT_ORDER, statusSortRank } from "~/lib/campaign/status";
import { performanceTotalsOf } from "./campaign-performance.server";
import { purchasableCountSql } from "./campaign-summary.server";
import { containsPattern } from "~/lib/sql-like";
import { isUuid } from "~/lib/uuid";
import { Binding, pageWindow, preparedQuery, runPreparedSql } from "~/db/prepared-query.server";

/**
 * The campaign lists (spec 1 §7 campaigns_list.get_campaign for the dashboard and
 * searchable_campaign_overview for /campaigns). Every query is scoped by the company id.
 */

const author = alias(users, "author");
const orderer = alias(users, "orderer");

/** notposteddraft is shown (and filtered) as pending (spec 1 §4). */
const displayStatusOf = (status: AnyPgColumn) =>
  sql<string>`case when ${status} = 'notposteddraft' then 'pending' else ${status} end`;
/**
 * A job description generated from the menu is not a campaign until it has a channel (decision
 * 062): no list shows it; the facet counts' trigger leaves it out as well.
 */
export const listed = eq(campaigns.descriptionOnly, false);

export const displayStatusSql = displayStatusOf(campaigns.status);

/**
 * spec 1 §4: lists sort by status in the order online, expired, ordered; within a status the
 * earlier availability date first. Mirrors compareByStatus (app/lib/campaign/status.ts), built from
 * the same STATUS_SORT_ORDER; tests check that both give the same order. The expression is the one
 * of the index campaigns_company_list_order, so a page is read in this order from the index.
 */
export const statusRankSql = sql<number>`${campaignStatusRank(campaigns.status)}`;

export const statusOrderBy = [
  asc(statusRankSql),
  sql`${campaigns.availabilityDate} asc nulls last`,
  // ties: the default sort of spec 1 §9, newest first
  desc(campaigns.createdAt),
  asc(campaigns.id),
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month filter as ranges of created_at (the month in UTC, as the facet shows it): a range
 * uses the (company_id, created_at) index where to_char() of every row could not. A value that is
 * no month matches nothing, as it did when months were compared as text.
 */
function inMonths(binding: Binding, months: string[], createdAt: AnyPgColumn | SQL = campaigns.createdAt) {
  const ranges = months.flatMap((month) => {
    const match = MONTH.exec(month);
    if (!match) return [];
    const [year, index] = [Number(match[1]), Number(match[2]) - 1];
    const from = new Date(Date.UTC(year, index, 1));
    const to = new Date(Date.UTC(year, index + 1, 1));
    return [{ from: from.toISOString(), to: to.toISOString() }];
  });
  if (ranges.length === 0) {
    binding.shape("no-month");
    return sql`false`;
  }
  const conditions = ranges.map(({ from, to }, i) => {
    const [start, end] = [binding.value(`monthFrom${i}`, from), binding.value(`monthTo${i}`, to)];
    return sql`(${createdAt} >= ${start} and ${createdAt} < ${end})`;
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The status filter on the column itself (displayStatusSql in the list equals the filter): so the
 * (company_id, status) index finds the rows. "pending" includes notposteddraft, which is shown as
 * pending; "notposteddraft" itself is never shown, so it matches nothing, as before.
 */
function inStatuses(binding: Binding, shown: readonly string[], status: AnyPgColumn = campaigns.status) {
  const stored = shown.filter((s) => s !== "notposteddraft");
  if (stored.includes("pending")) stored.push("notposteddraft");
  if (stored.length === 0) {
    binding.shape("no-status");
    return sql`false`;
  }
  return inArray(status, binding.list("status", stored));
}

/**
 * The status filter of a list page, also as a range of the list order's rank: the list's index
 * (company, rank, …) then starts at the filtered statuses instead of passing every campaign of the
 * statuses ranked before them (/campaigns?status=ordered read 1,700 index entries of online and
 * expired campaigns for 20, at 5,000 campaigns; issue 10). A range, not a list of ranks, so the
 * index still gives the rows in list order. Online, expired and ordered have a rank each: a filter
 * of only those that fills its range is the range alone, since with the status test beside it the
 * planner misjudged how many rows match and sorted all of them.
 */
function listStatusCondition(binding: Binding, shown: readonly string[]) {
  const ranks = [...new Set(shown.filter((s) => s !== "notposteddraft").map(statusSortRank))].sort((a, b) => a - b);
  if (ranks.length === 0) return inStatuses(binding, shown);
  const [from, to] = [ranks[0], ranks[ranks.length - 1]];
  const exact = to < STATUS_SORT_ORDER.length && ranks.length === to - from + 1;
  binding.shape(exact ? "rank range" : "status and rank range");
  const range = sql`${statusRankSql} between ${binding.value("rankFrom", from)} and ${binding.value("rankTo", to)}`;
  return exact ? range : and(inStatuses(binding, shown), range);
}

type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * One page of a list in one statement: the ids of the page are chosen on narrow rows (an index
 * scan in list order that stops after offset + limit), then only those rows are read in full,
 * with their authors, purchasable-channel counts and results (which were three more round trips).
 * `once`, an expression evaluated once per statement, rides along on the first row: the count of
 * all matching rows for the dashboard (which has no facet query), the facet version for /campaigns.
 * Built once per shape of `where` (preparedQuery): limit and offset are values of the call.
 */
async function selectPage(
  db: Db,
  binding: Binding,
  where: SQL | undefined,
  orderBy: SQL[],
  range: ReturnType<typeof pageWindow>,
  once?: SQL<number>,
) {
  if (once) binding.shape("once");
  const query = preparedQuery(db, binding, () => {
    const page = db
      .select({
        id: campaigns.id,
        once: (once ?? sql<number | null>`null::bigint`).as("once"),
      })
      .from(campaigns)
      .where(where)
      .orderBy(...orderBy)
      .limit(range.limit)
      .offset(range.offset)
      .as("page");
    const perf = performanceTotalsOf(db, campaigns.id);
    return db
      .select({
        id: campaigns.id,
        name: campaigns.name,
        status: campaigns.status,
        createdAt: campaigns.createdAt,
        orderedAt: campaigns.orderedAt,
        availabilityDate: campaigns.availabilityDate,
        orderedTotalCents: campaigns.orderedTotalCents,
        orderedCurrency: campaigns.orderedCurrency,
        targetGroup: campaigns.targetGroup,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        ordererFirstName: orderer.firstName,
        ordererLastName: orderer.lastName,
        once: page.once,
        purchasableCount: purchasableCountSql(campaigns),
        clicks: perf.clicks,
        applicants: perf.applicants,
        firstClickDate: perf.firstClickDate,
      })
      .from(page)
      .innerJoin(campaigns, eq(campaigns.id, page.id))
      .leftJoin(author, eq(author.id, campaigns.createdBy))
      .leftJoin(orderer, eq(orderer.id, campaigns.orderedBy))
      .leftJoinLateral(perf, sql`true`)
      .orderBy(...orderBy);
  });
  const raw = await query.execute(binding.values);
  // a page past the end has no row to carry it
  return { rows: raw.map(toRow), once: once && raw.length > 0 ? Number(raw[0].once) : null };
}

type RawRow = {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
  orderedAt: Date | null;
  availabilityDate: Date | null;
  orderedTotalCents: number | null;
  orderedCurrency: string | null;
  targetGroup: (typeof campaigns.$inferSelect)["targetGroup"];
  authorFirstName: string | null;
  authorLastName: string | null;
  ordererFirstName: string | null;
  ordererLastName: string | null;
  purchasableCount: number;
  clicks: number | null;
  applicants: number | null;
  firstClickDate: string | null;
};

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ""} ${last ?? ""}`.trim() || null;

/**
 * A list row with the target group as saved (its labels in the language it was saved in) and the
 * target group itself: services/campaigns/list-labels.server.ts puts the labels into the page's
 * language and leaves the target group out of what the page gets (issue 49 §3).
 */
export type CampaignListRecord = CampaignListRow & { targetGroup: TargetGroup | null };

function toRow(r: RawRow): CampaignListRecord {
  const tg = r.targetGroup;
  // an ordered campaign without results has zeros; one that is not ordered has none (null)
  const ordered = isOrdered(r.status);
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    orderedAt: r.orderedAt?.toISOString() ?? null,
    availabilityDate: r.availabilityDate?.toISOString() ?? null,
    ...targetGroupFields(tg),
    owner:
      fullName(r.ordererFirstName, r.ordererLastName) ??
      fullName(r.authorFirstName, r.authorLastName),
    priceCents: r.orderedTotalCents,
    currency: r.orderedCurrency ?? "EUR",
    clicks: ordered ? (r.clicks ?? 0) : null,
    applicants: ordered ? (r.applicants ?? 0) : null,
    firstClickDate: ordered ? r.firstClickDate : null,
    purchasableCount: r.purchasableCount ?? 0,
    targetGroup: tg,
  };
}

/** Rare (a page past the end of the dashboard's list): built per call. */
async function countRows(where: SQL | undefined, values: Record<string, unknown>) {
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(where)
    .prepare("")
    .execute(values);
  return total;
}

// ── Dashboard ───────────────────────────────────────────────────────────────────────────────

/** spec 1 §7 campaigns_list.get_campaign: limit, offset, authorId, status[]; newest first. */
export async function listDashboardCampaigns(
  companyId: string,
  options: { limit: number; offset: number; authorId?: string; status?: readonly string[] },
) {
  const binding = new Binding("dashboard-campaigns");
  const company = binding.value("companyId", companyId);
  const author = options.authorId ? binding.value("authorId", options.authorId) : undefined;
  const statuses = options.status?.length ? binding.list("status", options.status) : undefined;
  const where = and(
    eq(campaigns.companyId, company),
    listed,
    author ? eq(campaigns.createdBy, author) : undefined,
    statuses ? inArray(campaigns.status, statuses) : undefined,
  );
  // the total from the counts the trigger keeps (decision 034): a count(*) over () of the rows
  // read every one of the author's open campaigns where the page shows only five
  const counts = campaignFacetCounts;
  const counted = sql<number>`(select coalesce(sum(${counts.n}), 0) from ${counts} where ${and(
    eq(counts.companyId, company),
    author ? eq(counts.createdBy, author) : undefined,
    statuses ? inArray(counts.status, statuses) : undefined,
  )})`;
  const db = await getDb();
  const page = await selectPage(
    db,
    binding,
    where,
    [desc(campaigns.createdAt), asc(campaigns.id)],
    // one author's open campaigns, newest first: the same plan suits every author
    pageWindow(binding, options.limit, options.offset, { keepPlan: true }),
    counted,
  );
  // a page past the end has no row to carry the total: only then is it counted apart
  const total = page.once ?? (options.offset > 0 ? await countRows(where, binding.values) : 0);
  return { campaigns: page.rows, total };
}

// ── Overview ────────────────────────────────────────────────────────────────────────────────

export interface OverviewQuery {
  text: string;
  author: string[];
  month: string[];
  status: string[];
  limit: number;
  offset: number;
}

export interface FacetOption {
  key: string;
  label: string;
  recordCount: number;
}

/** Free text matches the name, the job title and the locations of the target group. */
function textCondition(binding: Binding, text: string) {
  if (!text) return undefined;
  binding.search();
  const pattern = binding.value("text", containsPattern(text));
  return or(
    sql`${campaigns.name} ilike ${pattern}`,
    sql`coalesce(${campaigns.targetGroup}->'jobTitle'->>'label', '') ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements(coalesce(${campaigns.targetGroup}->'regions', '[]'::jsonb)) r where r->>'label' ilike ${pattern})`,
  );
}

/** The columns the facets filter on: the campaign's, or those of its row in campaign_facet_counts. */
type FacetColumns = { author: AnyPgColumn; createdAt: AnyPgColumn | SQL; status: AnyPgColumn };

const CAMPAIGN_FACET_COLUMNS: FacetColumns = {
  author: campaigns.createdBy,
  createdAt: campaigns.createdAt,
  status: campaigns.status,
};

// the month a count row stands for, as a timestamp with time zone (it is stored as UTC)
const COUNTED_FACET_COLUMNS: FacetColumns = {
  author: campaignFacetCounts.createdBy,
  createdAt: sql`(${campaignFacetCounts.month} at time zone 'UTC')`,
  status: campaignFacetCounts.status,
};

function facetConditions(
  binding: Binding,
  query: Pick<OverviewQuery, "author" | "month" | "status">,
  columns = CAMPAIGN_FACET_COLUMNS,
) {
  return {
    author: query.author.length ? inArray(columns.author, binding.list("author", query.author)) : undefined,
    month: query.month.length ? inMonths(binding, query.month, columns.createdAt) : undefined,
    status: query.status.length ? inStatuses(binding, query.status, columns.status) : undefined,
  };
}

/**
 * One option of a facet, the total (facet "total", no key), or the facet version (facet
 * "version", the number as text in `key`), as the facet statement gives it.
 */
type FacetRow = {
  facet: "total" | "author" | "month" | "status" | "version";
  key: string | null;
  first: string | null;
  last: string | null;
  n: number;
};

/**
 * The total and the three facets from the company's (text-matching) campaigns grouped by author,
 * month and status, each facet summed with the other facets' filters applied. Before, the
 * campaigns were kept in a CTE and read four times (total, author, month, status); grouped in one
 * read they were still the page's largest database cost, so without a search text the groups come
 * from the counts the trigger keeps (decision 034). The groups (a few hundred) are summed into the
 * options by the database: sent as rows and summed here, they cost the server more to parse than
 * the database to sum (issue 10).
 */
async function countFacets(companyId: string, query: OverviewQuery) {
  const rows = query.text ? await facetRowsOfMatchingCampaigns(companyId, query) : await facetRowsOfCountedCampaigns(companyId, query);
  return facetsOf([...rows, ...(await selectedWithoutResults(companyId, query, rows))]);
}

/**
 * A chosen option stays on offer, ticked, with its count 0 when nothing matches it (with the
 * search text or the other filters): otherwise the list had no box to untick, and the form, which
 * sends its ticked boxes, dropped the filter from the URL at the next search. A chosen author the
 * counts do not name is looked up, but named only if they are a member of the company or wrote one
 * of its campaigns (a URL may carry any id); otherwise the option shows "—", as a deleted author.
 */
async function selectedWithoutResults(companyId: string, query: OverviewQuery, rows: FacetRow[]): Promise<FacetRow[]> {
  const listed = (facet: FacetRow["facet"]) => new Set(rows.filter((r) => r.facet === facet).map((r) => r.key));
  const missing = (facet: "author" | "month" | "status") => {
    const have = listed(facet);
    return query[facet].filter((key) => !have.has(key));
  };
  const zero = (facet: FacetRow["facet"], key: string, first: string | null = null, last: string | null = null) =>
    ({ facet, key, first, last, n: 0 }) satisfies FacetRow;
  const authors = missing("author");
  const names = new Map<string, { first: string | null; last: string | null }>();
  if (authors.length > 0) {
    const db = await getDb();
    const known = await db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(
        and(
          inArray(users.id, authors),
          or(
            sql`exists (select 1 from ${memberships} m where m.user_id = ${users.id} and m.company_id = ${companyId})`,
            sql`exists (select 1 from ${campaignFacetCounts} c where c.created_by = ${users.id} and c.company_id = ${companyId})`,
          ),
        ),
      );
    for (const user of known) names.set(user.id, { first: user.first, last: user.last });
  }
  return [
    ...authors.map((key) => zero("author", key, names.get(key)?.first ?? null, names.get(key)?.last ?? null)),
    ...missing("month").map((key) => zero("month", key)),
    ...missing("status").map((key) => zero("status", key)),
  ];
}

/**
 * The facet version of a company: the sum of its count rows' `changes`. Every write of a count row
 * (a campaign created, deleted, or moved to another author, month or status; an author renamed)
 * adds 1 to that row, and rows are never deleted but with the company, so the sum grows with every
 * committed change of the facets and two reads that give the same sum saw the same facets
 * (migration 0020, docs/decisions/040). A sum, not a maximum: versions taken from a sequence are not
 * committed in their order.
 */
const facetVersionOf = (company: Placeholder) =>
  sql<number>`(select coalesce(sum(${campaignFacetCounts.changes}), 0)::bigint from ${campaignFacetCounts} where ${campaignFacetCounts.companyId} = ${company})`;

type CountedFacets = ReturnType<typeof facetsOf>;

// The facets without a search text per company and filters, with the facet version they were
// counted at; the page's statement reads the version, so an answer is right on every instance. The
// TTL only bounds a database replaced under a running server, whose versions could repeat (decision 066).
const facetCache = createCache<CountedFacets>("campaign-facets", { max: 1_000, ttlMs: 10 * 60_000 });

// JSON: a value with a separator in it (a status is any text of the URL) cannot pass for two
const facetsKey = (companyId: string, query: Pick<OverviewQuery, "author" | "month" | "status">) =>
  JSON.stringify([companyId, query.author, query.month, query.status]);

/** The facets counted now; cached when they carry a version (no search text). */
async function countAndKeepFacets(companyId: string, query: OverviewQuery) {
  const counted = await countFacets(companyId, query);
  if (counted.version !== null) facetCache.set(facetsKey(companyId, query), counted);
  return counted;
}

/** With a search text: the facet rows of the company's campaigns that match it, from the campaigns. */
function facetRowsOfMatchingCampaigns(companyId: string, query: OverviewQuery) {
  const binding = new Binding("campaign-facets");
  const base = and(eq(campaigns.companyId, binding.value("companyId", companyId)), listed, textCondition(binding, query.text));
  const facets = facetConditions(binding, query);
  return runPreparedSql<FacetRow>(binding, () =>
    facetRowsSql(facets, {
      author: campaigns.createdBy,
      month: sql`date_trunc('month', ${campaigns.createdAt} at time zone 'UTC')`,
      status: displayStatusSql,
      n: sql`count(*)`,
      from: campaigns,
      where: base,
    }),
  );
}

/**
 * Without a search text: the same groups summed from campaign_facet_counts, which a trigger keeps
 * in step with the campaigns (a few hundred rows instead of every campaign of the company).
 */
function facetRowsOfCountedCampaigns(companyId: string, query: OverviewQuery) {
  const binding = new Binding("campaign-facet-counts");
  const counts = campaignFacetCounts;
  const company = binding.value("companyId", companyId);
  const facets = facetConditions(binding, query, COUNTED_FACET_COLUMNS);
  return runPreparedSql<FacetRow>(binding, () =>
    facetRowsSql(facets, {
      author: counts.createdBy,
      month: sql`${counts.month}`,
      status: displayStatusOf(counts.status),
      n: sql`sum(${counts.n})`,
      from: counts,
      where: sql`${eq(counts.companyId, company)} and ${counts.n} > 0`,
      // read by the same statement, so it is the version of exactly these counts
      version: facetVersionOf(company),
    }),
  );
}

/**
 * The groups (author, month, shown status, the three filter flags), then per facet the groups
 * that pass the other two facets' filters, summed. A deleted author's campaigns count in the
 * total and the other facets, not under an author (the join to users drops them).
 */
function facetRowsSql(
  facets: ReturnType<typeof facetConditions>,
  source: { author: AnyPgColumn; month: SQL; status: SQL; n: SQL; from: PgTable; where: SQL | undefined; version?: SQL },
) {
  return sql`
    with g as materialized (
      select ${source.author} as author, ${source.month} as month, ${source.status} as status,
        ${facets.author ?? sql`true`} as m_author,
        ${facets.month ?? sql`true`} as m_month,
        ${facets.status ?? sql`true`} as m_status,
        ${source.n}::int as n
      from ${source.from}
      where ${source.where}
      group by 1, 2, 3, 4, 5, 6
    )
    select 'total' as facet, null as key, null as first, null as last, coalesce(sum(n), 0)::int as n
      from g where m_author and m_month and m_status
    union all
    select 'author', g.author::text, u.first_name, u.last_name, sum(g.n)::int
      from g join ${users} u on u.id = g.author where g.m_month and g.m_status
      group by g.author, u.first_name, u.last_name
    union all
    select 'month', to_char(month, 'YYYY-MM'), null, null, sum(n)::int
      from g where m_author and m_status and month is not null group by month
    union all
    select 'status', status, null, null, sum(n)::int
      from g where m_author and m_month group by status
    ${source.version ? sql`union all select 'version', ${source.version}::text, null, null, 0` : sql``}
  `;
}

/** The total and the facets' options in their orders. */
function facetsOf(rows: FacetRow[]) {
  let total = 0;
  let version: number | null = null;
  const author: FacetOption[] = [];
  const month: FacetOption[] = [];
  const status: FacetOption[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (row.facet === "total") total = n;
    else if (row.key === null) continue;
    else if (row.facet === "version") version = Number(row.key);
    else if (row.facet === "author") author.push({ key: row.key, label: fullName(row.first, row.last) ?? "—", recordCount: n });
    else (row.facet === "month" ? month : status).push({ key: row.key, label: row.key, recordCount: n });
  }
  return {
    total,
    version,
    facets: {
      author: author.sort((a, b) => a.label.localeCompare(b.label)),
      // newest first ("YYYY-MM" sorts as text)
      month: month.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0)),
      // spec 1 §4 status order, then by name
      status: status.sort((a, b) => statusSortRank(a.key) - statusSortRank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    } satisfies Record<string, FacetOption[]>,
  };
}

/**
 * spec 1 §7 searchable_campaign_overview: text, month[], author[], status[], limit, offset, over all
 * authors of the company, sorted by status (spec 1 §4). Facet counts follow the usual rule: each
 * facet counts with the other facets' filters applied, not its own, so its options stay visible.
 * Two statements at once, the page and the total with the facets; or, while the facets of the
 * company cached from an earlier view are current, only the page's.
 */
export async function searchCampaigns(companyId: string, query: OverviewQuery) {
  const db = await getDb();
  const binding = new Binding("campaign-overview");
  const company = binding.value("companyId", companyId);
  const base = and(eq(campaigns.companyId, company), listed, textCondition(binding, query.text));
  const facets = facetConditions(binding, { ...query, status: [] });
  const status = query.status.length ? listStatusCondition(binding, query.status) : undefined;
  const where = and(base, facets.author, facets.month, status);
  // one plan suits every company's whole list in its order; not a filter, whose share varies
  const filtered = Boolean(query.text || facets.author || facets.month || status);
  const range = pageWindow(binding, query.limit, query.offset, { keepPlan: !filtered });
  // the text decides which campaigns count: its facets carry no version and are not cached
  const version = query.text ? undefined : facetVersionOf(company);
  const cached = version && facetCache.get(facetsKey(companyId, query));
  if (cached) {
    const page = await selectPage(db, binding, where, statusOrderBy, range, version);
    // a page past the end carries no version: counted again, as after any change
    const counts = page.once === cached.version ? cached : await countAndKeepFacets(companyId, query);
    return { campaigns: page.rows, total: counts.total, facets: counts.facets };
  }
  const [page, counts] = await Promise.all([
    selectPage(db, binding, where, statusOrderBy, range, version),
    countAndKeepFacets(companyId, query),
  ]);
  return { campaigns: page.rows, total: counts.total, facets: counts.facets };
}

/** One list row, for a dialog opened by URL on a campaign that is not on the current page. */
export async function findListCampaign(companyId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const db = await getDb();
  const binding = new Binding("list-campaign");
  const where = and(eq(campaigns.companyId, binding.value("companyId", companyId)), listed, eq(campaigns.id, binding.value("id", campaignId)));
  const page = await selectPage(db, binding, where, [], pageWindow(binding, 1, 0, { keepPlan: true }));
  return page.rows[0];
}
