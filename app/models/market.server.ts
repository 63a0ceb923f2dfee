import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { jobTitles, marketFigures, marketInsightViews, marketSources } from "~/db/schema";
import type { MarketSourceInfo } from "~/lib/market/sources";

/**
 * All SQL of market insights. Figures and sources are public reference data shared by every
 * company (like the taxonomy), so they take no companyId; the viewing events belong to a company
 * and are always written and read with its id.
 */

export type MarketFigure = typeof marketFigures.$inferSelect;
export type MarketFigureInput = typeof marketFigures.$inferInsert;
export type MarketSourceRow = typeof marketSources.$inferSelect;

const BATCH = 500;

/** Replaces one source's figures in a transaction (an import is all or nothing). */
export async function replaceSourceFigures(source: MarketSourceInfo, figures: MarketFigureInput[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(marketSources)
      .values({ ...source, importedAt: new Date() })
      .onConflictDoUpdate({
        target: marketSources.id,
        set: { publisher: source.publisher, title: source.title, licence: source.licence, attribution: source.attribution, url: source.url, importedAt: new Date() },
      });
    await tx.delete(marketFigures).where(eq(marketFigures.sourceId, source.id));
    for (let i = 0; i < figures.length; i += BATCH) {
      // the same cell may come from two files of one source (the NL extract): the first wins
      await tx.insert(marketFigures).values(figures.slice(i, i + BATCH)).onConflictDoNothing();
    }
  });
}

export async function countMarketFigures() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(marketFigures);
  return row.n;
}

/** Every figure of a country for the given ISCO codes (the occupation's groups and the totals). */
export async function figuresFor(country: string, iscoCodes: string[]): Promise<MarketFigure[]> {
  if (iscoCodes.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(marketFigures)
    .where(and(eq(marketFigures.country, country), inArray(marketFigures.iscoCode, iscoCodes)));
}

/** The 2-digit groups of a major group (to add up its employment), for one country. */
export async function subMajorFigures(country: string, major: string): Promise<MarketFigure[]> {
  const codes = Array.from({ length: 10 }, (_, i) => `${major}${i}`);
  return figuresFor(country, codes);
}

export async function listMarketSources(ids?: string[]): Promise<MarketSourceRow[]> {
  const db = await getDb();
  const query = db.select().from(marketSources);
  return ids ? (ids.length ? query.where(inArray(marketSources.id, ids)) : []) : query;
}

/**
 * The countries with employment figures: every card of an insight needs them (size, and the
 * employed side of difficulty and activity), so the country list marks the others as without data.
 */
export async function countriesWithFigures() {
  const db = await getDb();
  const rows = await db.selectDistinct({ country: marketFigures.country }).from(marketFigures).where(eq(marketFigures.measure, "employed"));
  return new Set(rows.map((r) => r.country));
}

export async function latestImport() {
  const db = await getDb();
  const [row] = await db.select({ at: max(marketSources.importedAt) }).from(marketSources);
  return row?.at ?? null;
}

// ── viewing events (company-scoped) ──────────────────────────────────────────────────────────

export interface MarketInsightView {
  companyId: string;
  userId: string | null;
  iscoCode: string;
  country: string;
  provider: string;
  outcome: "results" | "no-results" | "error";
}

export async function recordMarketInsightView(view: MarketInsightView) {
  const db = await getDb();
  await db.insert(marketInsightViews).values(view);
}

export async function listMarketInsightViews(companyId: string, limit = 20) {
  const db = await getDb();
  return db
    .select()
    .from(marketInsightViews)
    .where(eq(marketInsightViews.companyId, companyId))
    .orderBy(desc(marketInsightViews.viewedAt))
    .limit(limit);
}

/** A job title of an ISCO unit group (the shortest English label), to prefill a campaign from an insight. */
export async function jobTitleIdForIsco(iscoCode: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(eq(jobTitles.iscoCode, iscoCode))
    .orderBy(sql`length(${jobTitles.labelEn})`, jobTitles.id)
    .limit(1);
  return row?.id ?? null;
}
