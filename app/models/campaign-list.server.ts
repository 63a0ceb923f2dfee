import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { campaigns, users } from "~/db/schema";
import type { CampaignListRow } from "~/lib/campaign/list";
import { isOrdered, STATUS_SORT_ORDER } from "~/lib/campaign/status";
import { performanceTotals } from "./campaign-performance.server";
import { purchasableCounts } from "./campaign-summary.server";
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
 * the same STATUS_SORT_ORDER; tests check that both give the same order.
 */
export const statusRankSql = sql<number>`case ${displayStatusSql} ${sql.join(
  STATUS_SORT_ORDER.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(STATUS_SORT_ORDER.length))} end`;

export const statusOrderBy = [
  asc(statusRankSql),
  sql`${campaigns.availabilityDate} asc nulls last`,
  // ties: the default sort of spec 1 §9, newest first
  desc(campaigns.createdAt),
  asc(campaigns.id),
];

const monthSql = sql<string>`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYY-MM')`;

const rowColumns = {
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
};

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
};

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ""} ${last ?? ""}`.trim() || null;

async function toRows(raw: RawRow[]): Promise<CampaignListRow[]> {
  const [counts, performance] = await Promise.all([
    purchasableCounts(raw.map((r) => r.id)),
    performanceTotals(raw.filter((r) => isOrdered(r.status)).map((r) => r.id)),
  ]);
  return raw.map((r) => {
    const tg = r.targetGroup;
    const results = performance.get(r.id);
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
      clicks: results?.clicks ?? null,
      applicants: results?.applicants ?? null,
      firstClickDate: results?.firstClickDate ?? null,
      purchasableCount: counts.get(r.id) ?? 0,
    };
  });
}

async function selectRows(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  const db = await getDb();
  return db
    .select(rowColumns)
    .from(campaigns)
    .leftJoin(author, eq(author.id, campaigns.createdBy))
    .leftJoin(orderer, eq(orderer.id, campaigns.orderedBy))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
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
  const [raw, total] = await Promise.all([
    selectRows(
      where,
      [desc(campaigns.createdAt), asc(campaigns.id)],
      options.limit,
      options.offset,
    ),
    countRows(where),
  ]);
  return { campaigns: await toRows(raw), total };
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
    month: query.month.length ? inArray(monthSql, query.month) : undefined,
    status: query.status.length ? inArray(displayStatusSql, query.status) : undefined,
  };
}

/**
 * spec 1 §7 searchable_campaign_overview: text, month[], author[], status[], limit, offset, over all
 * authors of the company, sorted by status (spec 1 §4). Facet counts follow the usual rule: each
 * facet counts with the other facets' filters applied, not its own, so its options stay visible.
 */
export async function searchCampaigns(companyId: string, query: OverviewQuery) {
  const db = await getDb();
  const base = and(eq(campaigns.companyId, companyId), textCondition(query.text));
  const facets = facetConditions(query);
  const where = and(base, facets.author, facets.month, facets.status);

  const [raw, total, authorFacet, monthFacet, statusFacet] = await Promise.all([
    selectRows(where, statusOrderBy, query.limit, query.offset),
    countRows(where),
    db
      .select({
        key: campaigns.createdBy,
        firstName: author.firstName,
        lastName: author.lastName,
        recordCount: sql<number>`count(*)::int`,
      })
      .from(campaigns)
      .innerJoin(author, eq(author.id, campaigns.createdBy))
      .where(and(base, facets.month, facets.status))
      .groupBy(campaigns.createdBy, author.firstName, author.lastName),
    db
      .select({ key: monthSql, recordCount: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(base, facets.author, facets.status))
      .groupBy(monthSql)
      .orderBy(desc(monthSql)),
    db
      .select({ key: displayStatusSql, recordCount: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(base, facets.author, facets.month))
      .groupBy(displayStatusSql)
      .orderBy(asc(statusRankSql), asc(displayStatusSql)),
  ]);

  return {
    campaigns: await toRows(raw),
    total,
    facets: {
      author: authorFacet
        .map((a) => ({
          key: a.key!,
          label: fullName(a.firstName, a.lastName) ?? "—",
          recordCount: a.recordCount,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      month: monthFacet.map((m) => ({ key: m.key, label: m.key, recordCount: m.recordCount })),
      status: statusFacet.map((s) => ({ key: s.key, label: s.key, recordCount: s.recordCount })),
    } satisfies Record<string, FacetOption[]>,
  };
}

/** One list row, for a dialog opened by URL on a campaign that is not on the current page. */
export async function findListCampaign(companyId: string, campaignId: string) {
  if (!isUuid(campaignId)) return undefined;
  const raw = await selectRows(
    and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)),
    [],
    1,
    0,
  );
  const [row] = await toRows(raw);
  return row;
}
