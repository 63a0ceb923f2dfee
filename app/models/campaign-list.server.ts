import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { campaignStatusRank, campaigns, users } from "~/db/schema";
import type { CampaignListRow } from "~/lib/campaign/list";
import { isOrdered, STATUS_SORT_ORDER } from "~/lib/campaign/status";
import { performanceTotalsOf } from "./campaign-performance.server";
import { purchasableCountSql } from "./campaign-summary.server";
import { containsPattern } from "~/lib/sql-like";
import { isUuid } from "~/lib/uuid";

/**
 * The campaign lists (spec 1 §7 campaigns_list.get_campaign for the dashboard and
 * searchable_campaign_overview for /campaigns). Every query is scoped by the company id.
 */

const author = alias(users, "author");
const orderer = alias(users, "orderer");

/** notposteddraft is shown (and filtered) as pending (spec 1 §4). */
export const displayStatusSql = sql<string>`case when ${campaigns.status} = 'notposteddraft' then 'pending' else ${campaigns.status} end`;

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
function inMonths(months: string[]) {
  const ranges = months.flatMap((month) => {
    const match = MONTH.exec(month);
    if (!match) return [];
    const [year, index] = [Number(match[1]), Number(match[2]) - 1];
    const from = new Date(Date.UTC(year, index, 1));
    const to = new Date(Date.UTC(year, index + 1, 1));
    return [sql`(${campaigns.createdAt} >= ${from.toISOString()} and ${campaigns.createdAt} < ${to.toISOString()})`];
  });
  return ranges.length > 0 ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`;
}

/**
 * The status filter on the column itself (displayStatusSql in the list equals the filter): so the
 * (company_id, status) index finds the rows. "pending" includes notposteddraft, which is shown as
 * pending; "notposteddraft" itself is never shown, so it matches nothing, as before.
 */
function inStatuses(shown: string[]) {
  const stored = shown.filter((s) => s !== "notposteddraft");
  if (stored.includes("pending")) stored.push("notposteddraft");
  return stored.length > 0 ? inArray(campaigns.status, stored) : sql`false`;
}

type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * One page of a list in one statement: the ids of the page are chosen on narrow rows (an index
 * scan in list order that stops after offset + limit), then only those rows are read in full,
 * with their authors, purchasable-channel counts and results (which were three more round trips).
 * `withTotal` adds the count of all matching rows (the dashboard, which has no facet query).
 */
async function selectPage(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
  withTotal = false,
) {
  const page = db
    .select({
      id: campaigns.id,
      total: (withTotal ? sql<number>`count(*) over ()` : sql<number | null>`null::bigint`).as("total"),
    })
    .from(campaigns)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as("page");
  const perf = performanceTotalsOf(db, campaigns.id);
  const raw = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
      createdAt: campaigns.createdAt,
      orderedAt: campaigns.orderedAt,
      availabilityDate: campaigns.availabilityDate,
      orderedTotalCents: campaigns.orderedTotalCents,
      targetGroup: campaigns.targetGroup,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      ordererFirstName: orderer.firstName,
      ordererLastName: orderer.lastName,
      total: page.total,
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
  return { rows: raw.map(toRow), total: withTotal && raw.length > 0 ? Number(raw[0].total) : null };
}

type RawRow = {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
  orderedAt: Date | null;
  availabilityDate: Date | null;
  orderedTotalCents: number | null;
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

function toRow(r: RawRow): CampaignListRow {
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
    hasTargetGroup: Boolean(tg),
    location: tg?.regions?.map((region) => region.label) ?? [],
    targetAudience: tg
      ? [
          tg.jobTitle?.label,
          tg.jobFunction?.label,
          ...(tg.industries ?? []).map((i) => i.label),
        ].filter((label): label is string => Boolean(label))
      : [],
    owner:
      fullName(r.ordererFirstName, r.ordererLastName) ??
      fullName(r.authorFirstName, r.authorLastName),
    priceCents: r.orderedTotalCents,
    clicks: ordered ? (r.clicks ?? 0) : null,
    applicants: ordered ? (r.applicants ?? 0) : null,
    firstClickDate: ordered ? r.firstClickDate : null,
    purchasableCount: r.purchasableCount ?? 0,
  };
}

async function countRows(where: SQL | undefined) {
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(where);
  return total;
}

// ── Dashboard ───────────────────────────────────────────────────────────────────────────────

/** spec 1 §7 campaigns_list.get_campaign: limit, offset, authorId, status[]; newest first. */
export async function listDashboardCampaigns(
  companyId: string,
  options: { limit: number; offset: number; authorId?: string; status?: readonly string[] },
) {
  const where = and(
    eq(campaigns.companyId, companyId),
    options.authorId ? eq(campaigns.createdBy, options.authorId) : undefined,
    options.status?.length ? inArray(campaigns.status, [...options.status]) : undefined,
  );
  const db = await getDb();
  const page = await selectPage(
    db,
    where,
    [desc(campaigns.createdAt), asc(campaigns.id)],
    options.limit,
    options.offset,
    true,
  );
  // a page past the end has no row to carry the total: only then is it counted apart
  const total = page.total ?? (options.offset > 0 ? await countRows(where) : 0);
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
function textCondition(text: string) {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    sql`${campaigns.name} ilike ${pattern}`,
    sql`coalesce(${campaigns.targetGroup}->'jobTitle'->>'label', '') ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements(coalesce(${campaigns.targetGroup}->'regions', '[]'::jsonb)) r where r->>'label' ilike ${pattern})`,
  );
}

function facetConditions(query: Pick<OverviewQuery, "author" | "month" | "status">) {
  return {
    author: query.author.length ? inArray(campaigns.createdBy, query.author) : undefined,
    month: query.month.length ? inMonths(query.month) : undefined,
    status: query.status.length ? inStatuses(query.status) : undefined,
  };
}

type FacetRow = { dim: "total" | "author" | "month" | "status"; key: string | null; first: string | null; last: string | null; n: number };

/**
 * The total and the three facets in one statement over one read of the company's (text-matching)
 * campaigns, instead of four statements that each read them: the rows are narrowed to what the
 * counts need, each facet counts with the other facets' filters applied, and months are grouped
 * by date_trunc so that to_char() runs once per month, not once per campaign.
 */
async function countFacets(db: Db, base: SQL | undefined, query: OverviewQuery) {
  const facets = facetConditions(query);
  const result = await db.execute(sql`
    with matching as materialized (
      select ${campaigns.createdBy} as author,
        date_trunc('month', ${campaigns.createdAt} at time zone 'UTC') as month,
        ${displayStatusSql} as status,
        ${facets.author ?? sql`true`} as m_author,
        ${facets.month ?? sql`true`} as m_month,
        ${facets.status ?? sql`true`} as m_status
      from ${campaigns}
      where ${base}
    )
    select 'total' as dim, null as key, null as first, null as last, count(*)::int as n
      from matching where m_author and m_month and m_status
    union all
    select 'author', a.author::text, u.first_name, u.last_name, a.n
      from (select author, count(*)::int as n from matching where m_month and m_status group by author) a
      join ${users} u on u.id = a.author
    union all
    select 'month', to_char(month, 'YYYY-MM'), null, null, count(*)::int
      from matching where m_author and m_status group by month
    union all
    select 'status', status, null, null, count(*)::int
      from matching where m_author and m_month group by status
  `);
  const rows = (result.rows as FacetRow[]).map((r) => ({ ...r, n: Number(r.n) }));
  const of = (dim: FacetRow["dim"]) => rows.filter((r) => r.dim === dim && r.key !== null);
  const rank = (status: string) => {
    const i = STATUS_SORT_ORDER.indexOf(status);
    return i === -1 ? STATUS_SORT_ORDER.length : i;
  };
  return {
    total: rows.find((r) => r.dim === "total")?.n ?? 0,
    facets: {
      author: of("author")
        .map((a) => ({ key: a.key!, label: fullName(a.first, a.last) ?? "—", recordCount: a.n }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      // newest first ("YYYY-MM" sorts as text)
      month: of("month")
        .sort((a, b) => (a.key! < b.key! ? 1 : a.key! > b.key! ? -1 : 0))
        .map((m) => ({ key: m.key!, label: m.key!, recordCount: m.n })),
      // spec 1 §4 status order, then by name
      status: of("status")
        .sort((a, b) => rank(a.key!) - rank(b.key!) || (a.key! < b.key! ? -1 : a.key! > b.key! ? 1 : 0))
        .map((s) => ({ key: s.key!, label: s.key!, recordCount: s.n })),
    } satisfies Record<string, FacetOption[]>,
  };
}

/**
 * spec 1 §7 searchable_campaign_overview: text, month[], author[], status[], limit, offset, over all
 * authors of the company, sorted by status (spec 1 §4). Facet counts follow the usual rule: each
 * facet counts with the other facets' filters applied, not its own, so its options stay visible.
 * Two statements at once: the page, and the total with the facets.
 */
export async function searchCampaigns(companyId: string, query: OverviewQuery) {
  const db = await getDb();
  const base = and(eq(campaigns.companyId, companyId), textCondition(query.text));
  const facets = facetConditions(query);
  const where = and(base, facets.author, facets.month, facets.status);
  const [page, counts] = await Promise.all([
    selectPage(db, where, statusOrderBy, query.limit, query.offset),
    countFacets(db, base, query),
  ]);
  return { campaigns: page.rows, total: counts.total, facets: counts.facets };
}

/** One list row, for a dialog opened by URL on a campaign that is not on the current page. */
export async function findListCampaign(companyId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const db = await getDb();
  const page = await selectPage(db, and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)), [], 1, 0);
  return page.rows[0];
}
