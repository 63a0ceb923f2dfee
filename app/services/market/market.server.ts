import { recordMarketInsightView } from "~/models/market.server";
import type { Lang } from "~/lib/catalogue/options";
import { logger } from "~/platform/logger.server";
import { getMarketProvider } from "./provider.server";
import type { MarketInsight, Occupation } from "~/lib/market/types";

/**
 * The market-insights use cases for routes: a search (with its tracking event, spec 1 §2) and the
 * occupation look-up. Provider failures become states the screen shows (spec 1 §8), never a 500.
 */
export type InsightResult =
  | { state: "results"; insight: MarketInsight; provider: string }
  | { state: "no-results"; provider: string }
  | { state: "error"; provider: string };

export async function searchMarketInsight(
  viewer: { companyId: string; userId: string | null },
  query: { country: string; iscoCode: string; lang: Lang },
): Promise<InsightResult> {
  const provider = getMarketProvider();
  let result: InsightResult;
  try {
    const insight = await provider.marketData(query);
    result = insight ? { state: "results", insight, provider: provider.name } : { state: "no-results", provider: provider.name };
  } catch (error) {
    logger.error({ err: error, provider: provider.name, country: query.country, isco: query.iscoCode }, "market data call failed");
    result = { state: "error", provider: provider.name };
  }
  try {
    await recordMarketInsightView({ ...viewer, iscoCode: query.iscoCode, country: query.country, provider: provider.name, outcome: result.state });
  } catch (error) {
    // the event is analytics: losing it must not cost the user the page
    logger.warn({ err: error }, "market insight view not recorded");
  }
  return result;
}

/** Occupations for the autocomplete; a failing provider offers nothing rather than an error. */
export async function lookupOccupations(q: string, lang: Lang, offset: number, limit: number): Promise<{ results: Occupation[]; failed: boolean }> {
  const provider = getMarketProvider();
  try {
    return { results: await provider.occupations(q, lang, offset, limit), failed: false };
  } catch (error) {
    logger.error({ err: error, provider: provider.name }, "occupation look-up failed");
    return { results: [], failed: true };
  }
}
