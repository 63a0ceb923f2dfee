import { countMarketFigures } from "~/models/market.server";
import { referenceDataDir } from "~/services/catalogue/env.server";
import { logger } from "~/platform/logger.server";
import { importMarketData, marketFilesPresent } from "./import.server";

/**
 * First start (app/entry.server.tsx boot): import the labour-market statistics when the database
 * has none and REFERENCE_DATA_DIR holds them. Later updates: `npm run import:market-data`.
 */
export async function ensureMarketData(dir = referenceDataDir()) {
  if ((await countMarketFigures()) > 0) return null;
  if (!marketFilesPresent(dir)) {
    logger.info({ dir }, "no labour-market statistics in REFERENCE_DATA_DIR: market insights will show no results");
    return null;
  }
  const result = await importMarketData(dir);
  logger.info({ sources: result.sources }, "labour-market statistics imported");
  return result;
}
