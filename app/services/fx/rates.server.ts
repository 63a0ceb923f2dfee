import fs from "node:fs";
import path from "node:path";
import { parseEcbCsv } from "~/lib/fx";
import { countFxRates, upsertFxRates } from "~/models/fx-rate.server";
import { referenceDataDir } from "~/services/catalogue/env.server";
import { logger } from "~/platform/logger.server";

/**
 * The ECB euro reference rates (issue 51 §4, decisions 075 and 079): one import for
 * `npm run import:fx-rates` and the first start. The file is read where it lies, never copied
 * into the repository.
 */
export function defaultFxRatesFile(dir = referenceDataDir()) {
  return path.join(dir, "fx", "eurofxref.csv");
}

/** Imports an ECB CSV (daily or history layout); throws naming the line of a file in another layout. */
export async function importFxRatesFile(file: string) {
  const rates = parseEcbCsv(fs.readFileSync(file, "utf8"));
  const days = await upsertFxRates(rates);
  const dates = [...new Set(rates.map((r) => r.date))].sort();
  return { rates: rates.length, days, first: dates[0], last: dates.at(-1) };
}

/**
 * First start (app/entry.server.tsx boot): the reference file into an empty table, before the
 * demo campaigns are priced. Without it the app still starts; a channel priced in another
 * currency then cannot be ordered until rates are imported (a 400 that says so, never 1:1).
 */
export async function ensureFxRates(file = defaultFxRatesFile()) {
  if ((await countFxRates()) > 0) return null;
  if (!fs.existsSync(file)) {
    logger.info({ file }, "no ECB reference rates: channels priced in another currency cannot be ordered until `npm run import:fx-rates`");
    return null;
  }
  const result = await importFxRatesFile(file);
  logger.info({ file, ...result }, "ECB reference rates imported");
  return result;
}
